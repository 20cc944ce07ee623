import { settingResource, type RouteData } from '@koris/shared/api';
import { EnglishAbout } from '../features/english-about/components/EnglishAbout';
import { achievementsResource } from '../features/achievements/hooks/use-achievements';
import { conductorsResource } from '../features/conductors/hooks/use-conductors';

export const routeData: RouteData = () => [
  settingResource('eng_about_us'),
  settingResource('eng_about_us_right'),
  achievementsResource,
  conductorsResource.current,
];

/** `/en/about-us`: the choir in English (docs/product.md#pages English about). */
export default function EnglishAboutPage() {
  return <EnglishAbout />;
}
