import { PhotoGalleries } from '../features/galleries/components/PhotoGalleries';

/** `/photo` and `/photo/gallery/:id`: the galleries and the slideshow (SPEC §2, heading Foto). */
export default function PhotoPage() {
  return <PhotoGalleries />;
}
