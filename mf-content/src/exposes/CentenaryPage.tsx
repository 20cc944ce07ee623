import { Centenary } from '../features/centenary/components/Centenary';

/** `/celies_lidzi`: the centenary concert page (SPEC §2 Centenary concert page). */
export default function CentenaryPage() {
  return <Centenary />;
}
