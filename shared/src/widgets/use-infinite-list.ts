import { useCallback, useEffect, useRef, useState } from 'react';
import { useCanEdit } from '@koris/shared/auth';
import { site } from '@koris/shared/config';
import {
  consumeServerAnswer,
  firstLoad,
  useServerAnswer,
  type PagedSource,
} from '@koris/shared/api';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface InfiniteListOptions<T> {
  source: PagedSource<T>;
  /** The whole list in one load (the source's `fetchAll`), e.g. a deep link to one of its items. */
  all?: boolean;
  /** The server's order, to place an item added or changed in place. */
  compare: (a: T, b: T) => number;
  /** A failed load (shown by the caller); the list then offers `retry`. */
  onError?: (error: unknown) => void;
}

/**
 * A list loaded in pages (skip/take) that appends on infinite scroll (docs/product.md#states):
 * - the first page loads at once; the next when the sentinel comes into view;
 * - a page load is displayed for at least `site.minLoadMs` (the loader stays up);
 * - scroll loading pauses `site.scrollPauseMs` after each trigger;
 * - a page shorter than the page size is the end of the list: loading stops.
 * With `all` the whole list comes in one load. Items added, changed or removed in place shift
 * the server offset so paging stays exact; `reload` starts again from the first page.
 *
 * On the first page of a visit the list starts from the server's render (`firstLoad`): shown,
 * not loading, ended if it was short, and paging continues after it.
 */
export function useInfiniteList<T extends { id: number }>({
  source,
  all = false,
  compare,
  onError,
}: InfiniteListOptions<T>) {
  const { fetchPage, fetchAll, pageSize } = source;
  const loadAll = all ? fetchAll : undefined;
  const wholeList = loadAll !== undefined;
  const first = firstLoad(source, all);
  const fromServer = useServerAnswer(first);
  // The first render's answer: the document's data is forgotten after the first navigation.
  const [initial] = useState(fromServer);
  const [items, setItems] = useState<T[]>(() => initial ?? []);
  const [loading, setLoading] = useState(false);
  const [paused, setPaused] = useState(false);
  const [done, setDone] = useState(
    () => initial !== undefined && (wholeList || initial.length < pageSize),
  );
  const [failed, setFailed] = useState(false);
  const [sentinelVisible, setSentinelVisible] = useState(false);

  const itemsRef = useRef<T[]>(items);
  const skipRef = useRef(initial?.length ?? 0);
  const busyRef = useRef(false);
  const doneRef = useRef(done);
  const aliveRef = useRef(true);
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const commit = useCallback((next: T[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  const end = useCallback((ended: boolean) => {
    doneRef.current = ended;
    setDone(ended);
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
        loadAll ? loadAll() : fetchPage({ skip: skipRef.current, take: pageSize }),
        wait(site.minLoadMs),
      ]);
      if (!aliveRef.current) return;
      skipRef.current += page.length;
      if (wholeList || page.length < pageSize) end(true);
      const known = new Set(itemsRef.current.map((item) => item.id));
      commit([...itemsRef.current, ...page.filter((item) => !known.has(item.id))]);
    } catch (error) {
      if (!aliveRef.current) return;
      // No automatic retry loop: the visitor sees the message and a retry button.
      onErrorRef.current?.(error);
      setFailed(true);
    } finally {
      busyRef.current = false;
      if (aliveRef.current) setLoading(false);
    }
  }, [commit, end, wholeList, loadAll, fetchPage, pageSize]);

  // The first page loads without waiting for a scroll, unless the list already holds it
  // (from the server's render; also under StrictMode's remount).
  useEffect(() => {
    aliveRef.current = true;
    if (initial !== undefined) consumeServerAnswer(first.key);
    if (itemsRef.current.length === 0 && !doneRef.current) void loadMore();
    return () => {
      // The pause timer is left to run: under StrictMode the remounted list still needs it.
      aliveRef.current = false;
    };
  }, [initial, first.key, loadMore]);

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

  /**
   * Adds an item where the server would list it; past the loaded part, paging brings it. An
   * item already listed is replaced, never shown twice: the same restore may reach a list both
   * from its own undo and from the announcement every list hears.
   */
  const insertItem = useCallback(
    (item: T) => {
      const list = itemsRef.current;
      if (list.some((other) => other.id === item.id)) {
        commit(list.map((other) => (other.id === item.id ? item : other)).sort(compare));
        return;
      }
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

  /** Starts again from the first page (after a change the list cannot place itself). */
  const reload = useCallback(() => {
    if (busyRef.current) return;
    skipRef.current = 0;
    commit([]);
    end(false);
    void loadMore();
  }, [commit, end, loadMore]);

  // Staff in edit mode read drafts and scheduled items too (staffView): the list is read
  // again when edit mode turns on or off.
  const editing = useCanEdit();
  const readAsEditing = useRef(editing);
  useEffect(() => {
    if (readAsEditing.current === editing) return;
    readAsEditing.current = editing;
    reload();
  }, [editing, reload]);

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
    reload,
  };
}
