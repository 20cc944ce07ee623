import { renderDevHost } from '@koris/shared/dev';
import VideosPage from './exposes/VideosPage';
import PhotoPage from './exposes/PhotoPage';
import AlbumPage from './exposes/AlbumPage';

renderDevHost('mf-media', [
  { path: '/videos', label: 'Video', Component: VideosPage },
  { path: '/photo', label: 'Foto', Component: PhotoPage },
  { path: '/vara_saknes', label: 'Vara Saknes', Component: AlbumPage },
]);
