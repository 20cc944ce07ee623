import { Join } from '../features/join/components/Join';

/** `/pievienojies`: the alumni invitation to the joint choir (docs/product.md#pages Join). */
export default function JoinPage() {
  return <Join />;
}
