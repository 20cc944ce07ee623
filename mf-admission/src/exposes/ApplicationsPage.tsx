import { Applications } from '../features/applications/components/Applications';

/** `/uznemsana_pieteikumi` (docs/product.md#pages, heading Pieteikumi): applications and export. */
export default function ApplicationsPage() {
  return <Applications />;
}
