import type { RouteData } from '@koris/shared/api';
import { photoRouteData } from '../features/galleries/api/galleries-source';
import { PhotoGalleries } from '../features/galleries/components/PhotoGalleries';

export const routeData: RouteData = photoRouteData;

/** `/photo` and `/photo/gallery/:id`: the galleries and the slideshow (docs/product.md#pages, heading Foto). */
export default function PhotoPage() {
  return <PhotoGalleries />;
}
