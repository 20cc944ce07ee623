import type { ReactNode } from 'react';
import { Loader } from '@koris/shared/ui';

/** What `useInfiniteList` reports about the end of a list. */
export interface ListEndState {
  items: readonly unknown[];
  loading: boolean;
  done: boolean;
  failed: boolean;
  observeSentinel: (node: HTMLElement | null) => void;
  retry: () => void;
}

export interface ListEndProps {
  list: ListEndState;
  /** Shown once the whole list has loaded and it has nothing in it. */
  empty: ReactNode;
  /** The class of the empty text and of the retry line. */
  noteClassName?: string;
  /** The class of the sentinel. */
  sentinelClassName?: string;
}

/**
 * What follows the rows of a list loaded in pages: the loader while a page comes, the empty
 * text, Mēģināt vēlreiz after a failed page (its message is an alert), and the sentinel that
 * asks for the next page when it scrolls into view.
 */
export function ListEnd({ list, empty, noteClassName, sentinelClassName }: ListEndProps) {
  const { items, loading, done, failed, observeSentinel, retry } = list;
  return (
    <>
      {loading ? <Loader /> : null}
      {done && items.length === 0 ? <p className={noteClassName}>{empty}</p> : null}
      {failed && !loading ? (
        <p className={noteClassName}>
          <button type="button" className="k-btn" onClick={retry}>
            Mēģināt vēlreiz
          </button>
        </p>
      ) : null}
      {!done && !failed ? (
        <div ref={observeSentinel} className={sentinelClassName} data-testid="list-sentinel" />
      ) : null}
    </>
  );
}
