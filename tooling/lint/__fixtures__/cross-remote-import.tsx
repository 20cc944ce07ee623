// Linted as mf-content/src/features/fixture/cross-remote-import.tsx: mf-content reaching into
// mf-media's source. Must fail boundaries/dependencies.
import VideosPage from '../../../../mf-media/src/exposes/VideosPage';

export default function Page() {
  return <VideosPage />;
}
