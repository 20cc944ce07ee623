import { renderDevHost } from '@koris/shared/dev';
import VideosPage from './exposes/VideosPage';
import PhotoPage from './exposes/PhotoPage';
import AlbumPage from './exposes/AlbumPage';

renderDevHost('mf-media', [
  { path: '/videos', label: 'Video', Component: VideosPage },
  { path: '/photo', label: 'Foto', Component: PhotoPage },
  // A gallery's own address (opened from a card); its link here shows the unknown-id path.
  { path: '/photo/gallery/:id', label: 'Foto: galerija', Component: PhotoPage },
  { path: '/vara_saknes', label: 'Vara Saknes', Component: AlbumPage },
]);
