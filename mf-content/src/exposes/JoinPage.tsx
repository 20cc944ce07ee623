import { Join } from '../features/join/components/Join';

/** `/pievienojies`: the alumni invitation to the joint choir (SPEC §2 Join). */
export default function JoinPage() {
  return <Join />;
}
