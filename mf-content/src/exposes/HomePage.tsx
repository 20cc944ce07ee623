import { Home } from '../features/home/components/Home';

/** `/`: the three value columns (SPEC §2 Home). */
export default function HomePage() {
  return <Home />;
}
