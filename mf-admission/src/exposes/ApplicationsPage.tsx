import { Applications } from '../features/applications/components/Applications';

/** `/uznemsana_pieteikumi` (SPEC §2, heading Pieteikumi): applications and export. */
export default function ApplicationsPage() {
  return <Applications />;
}
