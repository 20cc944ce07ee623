import { settingResource, type RouteData } from '@koris/shared/api';
import { About } from '../features/about/components/About';
import { achievementsResource } from '../features/achievements/hooks/use-achievements';
import { conductorsResource } from '../features/conductors/hooks/use-conductors';

export const routeData: RouteData = () => [
  settingResource('about_us_text_center'),
  settingResource('about_us_right'),
  achievementsResource,
  conductorsResource.current,
  conductorsResource.old,
];

/** `/about-us`: the choir, its achievements, singers and conductors (docs/product.md#pages, heading PAR MUMS). */
export default function AboutPage() {
  return <About />;
}
