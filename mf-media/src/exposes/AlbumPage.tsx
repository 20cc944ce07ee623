import { Album } from '../features/album/components/Album';

/** `/vara_saknes`: the album Vara Saknes (docs/product.md#pages, heading Vara Saknes). */
export default function AlbumPage() {
  return <Album />;
}
