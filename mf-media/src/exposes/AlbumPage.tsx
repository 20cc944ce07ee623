import { Album } from '../features/album/components/Album';

/** `/vara_saknes`: the album Vara Saknes (SPEC §2, heading Vara Saknes). */
export default function AlbumPage() {
  return <Album />;
}
