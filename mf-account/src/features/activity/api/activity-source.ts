import { getActivity, HISTORY_PAGE_SIZE, type PagedSource } from '@koris/shared/api';
import type { ActivityEntry } from '@koris/shared/types';

/** Žurnāls' pages, as the API serves them. */
export const activitySource: PagedSource<ActivityEntry> = {
  key: 'account:activity',
  fetchPage: (paging) => getActivity(paging),
  pageSize: HISTORY_PAGE_SIZE,
};

/** The API's order: the latest first. */
export const compareActivity = (a: ActivityEntry, b: ActivityEntry) => b.id - a.id;
