import { settingResource, type RouteData } from '@koris/shared/api';
import { History } from '../features/history/components/History';
import { historyEventsResource } from '../features/history/components/HistoryEntries';

export const routeData: RouteData = () => [
  settingResource('history_text_center'),
  settingResource('history_text_strong'),
  settingResource('history_text_left'),
  settingResource('history_text_right'),
  historyEventsResource,
];

/** `/history`: the choir's history (docs/product.md#pages, heading Vēsture). */
export default function HistoryPage() {
  return <History />;
}
