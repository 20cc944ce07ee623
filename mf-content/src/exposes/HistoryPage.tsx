import { History } from '../features/history/components/History';

/** `/history`: the choir's history (SPEC §2, heading Vēsture). */
export default function HistoryPage() {
  return <History />;
}
