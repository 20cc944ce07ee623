/**
 * This remote's side of the federation contract (@koris/shared/federation), checked by
 * `pnpm typecheck` and never bundled: every exposed module exists and its component takes the
 * contract's props. A missing or extra module, or a page that starts to need a prop, fails here.
 */
import type { CheckExposed } from '@koris/shared/federation';
import type VideosPage from './VideosPage';
import type PhotoPage from './PhotoPage';
import type AlbumPage from './AlbumPage';

interface Exposed {
  VideosPage: typeof VideosPage;
  PhotoPage: typeof PhotoPage;
  AlbumPage: typeof AlbumPage;
}

export type ContractCheck = CheckExposed<'mf_media', Exposed>;
