import { Centenary } from '../features/centenary/components/Centenary';

/** `/celies_lidzi`: the centenary concert page (docs/product.md#pages Centenary concert page). */
export default function CentenaryPage() {
  return <Centenary />;
}
