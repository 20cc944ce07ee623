import type { RouteData } from '@koris/shared/api';
import { VideoGrid, videosResource } from '../features/videos/components/VideoGrid';

export const routeData: RouteData = () => [videosResource];

/** `/videos`: every video, loaded from its provider only when the visitor asks (docs/product.md#pages). */
export default function VideosPage() {
  return <VideoGrid />;
}
