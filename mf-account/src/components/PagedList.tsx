import type { ReactNode } from 'react';
import { ListEnd } from '@koris/shared/widgets';
import styles from './paged-list.module.css';

/** What `useInfiniteList` reports, as far as showing the list goes. */
export interface PagedListState<T> {
  items: T[];
  loading: boolean;
  done: boolean;
  failed: boolean;
  observeSentinel: (node: HTMLElement | null) => void;
  retry: () => void;
}

export interface PagedListProps<T> {
  list: PagedListState<T>;
  /** Accessible name of the list. */
  label: string;
  /** Shown once the whole list has loaded and it has nothing in it. */
  empty: string;
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
}

/**
 * A staff list loaded in pages with infinite scroll: the rows, the loader while a page comes,
 * a retry after a failed page (its message is an alert), the empty text, and the sentinel
 * that asks for the next page when it scrolls into view.
 */
export function PagedList<T>({ list, label, empty, children }: PagedListProps<T>) {
  const { items, loading } = list;
  return (
    <div aria-busy={loading}>
      {items.length > 0 ? (
        <ul aria-label={label} className={styles.list}>
          {items.map(children)}
        </ul>
      ) : null}
      <ListEnd
        list={list}
        empty={empty}
        noteClassName={styles.empty}
        sentinelClassName={styles.sentinel}
      />
    </div>
  );
}
