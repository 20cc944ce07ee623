import { useCallback, useEffect, useRef, useState } from 'react';
import { useInitialData } from '@koris/shared/api';
import { site } from '@koris/shared/config';
import type { Paging } from '@koris/shared/types';
import { notifyError } from '@koris/shared/ui';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface InfiniteListOptions<T> {
  fetchPage: (paging: Paging) => Promise<T[]>;
  /**
   * Names `fetchPage` for the server's render (`content:events:current`): the first page is
   * kept under `<dataKey>:<skip>:<take>` (`useInitialData`).
   */
  dataKey: string;
  pageSize: number;
  /** The server's order, to place an item added in place. */
  compare: (a: T, b: T) => number;
}

/**
 * A list loaded in pages (skip/take) that appends on infinite scroll (SPEC §4):
 * - the first page loads at once; the next when the sentinel comes into view;
 * - a page load is displayed for at least `site.minLoadMs` (the loader stays up);
 * - scroll loading pauses `site.scrollPauseMs` after each trigger;
 * - a page shorter than `pageSize` is the end of the list: loading stops.
 * Items added, changed or removed in place shift the server offset so paging stays exact.
 *
 * Server rendering (issue 13): the first page is `useInitialData`. On the server, and in the
 * browser on the first page of a visit (from the document's data), the list starts from that
 * page: shown, not loading, ended if it was short, the offset past it, and it is not asked
 * for again. Otherwise the first page loads on mount as above.
 */
export function useInfiniteList<T extends { id: number }>({
  fetchPage,
  dataKey,
  pageSize,
  compare,
}: InfiniteListOptions<T>) {
  const fromServer = useInitialData(`${dataKey}:0:${pageSize}`, () =>
    fetchPage({ skip: 0, take: pageSize }),
  );
  // The first render's answer: the document's data is forgotten after the first navigation.
  const [firstPage] = useState(fromServer);
  const [items, setItems] = useState<T[]>(() => firstPage ?? []);
  const [loading, setLoading] = useState(false);
  const [paused, setPaused] = useState(false);
  const [done, setDone] = useState(() => firstPage !== undefined && firstPage.length < pageSize);
  const [failed, setFailed] = useState(false);
  const [sentinelVisible, setSentinelVisible] = useState(false);

  const itemsRef = useRef<T[]>(items);
  const skipRef = useRef(firstPage?.length ?? 0);
  const busyRef = useRef(false);
  const doneRef = useRef(done);
  const aliveRef = useRef(true);
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const commit = useCallback((next: T[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  const loadMore = useCallback(async () => {
    if (busyRef.current || doneRef.current) return;
    busyRef.current = true;
    setLoading(true);
    setFailed(false);
    setPaused(true);
    clearTimeout(pauseTimer.current);
    pauseTimer.current = setTimeout(() => setPaused(false), site.scrollPauseMs);
    try {
      const [page] = await Promise.all([
        fetchPage({ skip: skipRef.current, take: pageSize }),
        wait(site.minLoadMs),
      ]);
      if (!aliveRef.current) return;
      skipRef.current += page.length;
      const known = new Set(itemsRef.current.map((item) => item.id));
      commit([...itemsRef.current, ...page.filter((item) => !known.has(item.id))]);
      if (page.length < pageSize) {
        doneRef.current = true;
        setDone(true);
      }
    } catch (error) {
      if (!aliveRef.current) return;
      // No automatic retry loop: the visitor sees the message and a retry button.
      notifyError(error);
      setFailed(true);
    } finally {
      busyRef.current = false;
      if (aliveRef.current) setLoading(false);
    }
  }, [commit, fetchPage, pageSize]);

  // The first page loads without waiting for a scroll, unless the server's render brought it.
  useEffect(() => {
    aliveRef.current = true;
    if (firstPage === undefined) void loadMore();
    return () => {
      // The pause timer is left to run: under StrictMode the remounted list still needs it.
      aliveRef.current = false;
    };
  }, [firstPage, loadMore]);

  // The sentinel in view triggers the next page once loading and the pause are over; if a
  // short page leaves it in view, the next one follows after the pause.
  useEffect(() => {
    if (sentinelVisible && !loading && !paused && !done && !failed) void loadMore();
  }, [sentinelVisible, loading, paused, done, failed, loadMore]);

  const observer = useRef<IntersectionObserver | null>(null);
  const observeSentinel = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) {
      setSentinelVisible(false);
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setSentinelVisible(true);
      return;
    }
    observer.current = new IntersectionObserver(
      (entries) => setSentinelVisible(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.current.observe(node);
  }, []);

  /** Adds an item where the server would list it; past the loaded part, paging brings it. */
  const insertItem = useCallback(
    (item: T) => {
      const list = itemsRef.current;
      const index = list.findIndex((other) => compare(item, other) < 0);
      if (index === -1 && !doneRef.current) return;
      const at = index === -1 ? list.length : index;
      skipRef.current += 1;
      commit([...list.slice(0, at), item, ...list.slice(at)]);
    },
    [commit, compare],
  );

  const removeItem = useCallback(
    (id: number) => {
      const list = itemsRef.current;
      if (!list.some((item) => item.id === id)) return;
      skipRef.current = Math.max(0, skipRef.current - 1);
      commit(list.filter((item) => item.id !== id));
    },
    [commit],
  );

  const replaceItem = useCallback(
    (item: T) => {
      const list = itemsRef.current;
      if (!list.some((other) => other.id === item.id)) return;
      commit(list.map((other) => (other.id === item.id ? item : other)).sort(compare));
    },
    [commit, compare],
  );

  const retry = useCallback(() => void loadMore(), [loadMore]);

  return {
    items,
    loading,
    done,
    failed,
    observeSentinel,
    insertItem,
    removeItem,
    replaceItem,
    retry,
  };
}
