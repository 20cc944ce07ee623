import { Home } from '../features/home/components/Home';

/** `/`: the three value columns (docs/product.md#pages Home). */
export default function HomePage() {
  return <Home />;
}
