import { VideoGrid } from '../features/videos/components/VideoGrid';

/** `/videos`: every video, loaded from its provider only when the visitor asks (SPEC §2). */
export default function VideosPage() {
  return <VideoGrid />;
}
