import { getTrash, HISTORY_PAGE_SIZE, type PagedSource } from '@koris/shared/api';
import type { TrashItem } from '@koris/shared/types';

/** Miskaste's pages, as the API serves them. */
export const trashSource: PagedSource<TrashItem> = {
  key: 'account:trash',
  fetchPage: (paging) => getTrash(paging),
  pageSize: HISTORY_PAGE_SIZE,
};

/** The API's order: the latest delete first. */
export const compareTrash = (a: TrashItem, b: TrashItem) => b.id - a.id;
