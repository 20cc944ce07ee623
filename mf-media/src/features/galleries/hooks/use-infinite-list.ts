import { useCallback, useEffect, useRef, useState } from 'react';
import { useInitialData } from '@koris/shared/api';
import { site } from '@koris/shared/config';
import type { Paging } from '@koris/shared/types';
import { notifyError } from '@koris/shared/ui';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Where a list keeps what it loaded while its page is remounted in place (the host may
 * remount a remote page on a route change, e.g. `/photo` ↔ `/photo/gallery/{id}`): the new
 * mount continues from it instead of loading again. It is forgotten once the page has really
 * gone (no mount follows within the same task), so a later visit loads fresh data.
 */
export interface ListSnapshot<T> {
  items: T[];
  skip: number;
  done: boolean;
}

export interface ListCache<T> {
  /** What a new mount continues from (null: start afresh). */
  read(): ListSnapshot<T> | null;
  save(snapshot: ListSnapshot<T>): void;
  /** A mount holds the cache: a pending forget is cancelled. */
  hold(): void;
  /** The mount went: forget unless another mount holds it within this task. */
  release(): void;
  reset(): void;
}

export function createListCache<T>(): ListCache<T> {
  let snapshot: ListSnapshot<T> | null = null;
  let forget: ReturnType<typeof setTimeout> | undefined;
  return {
    read: () => snapshot,
    save: (next) => {
      snapshot = next;
    },
    hold: () => clearTimeout(forget),
    release: () => {
      clearTimeout(forget);
      forget = setTimeout(() => {
        snapshot = null;
      }, 0);
    },
    reset: () => {
      clearTimeout(forget);
      snapshot = null;
    },
  };
}

export interface InfiniteListOptions<T> {
  /**
   * Names the list's first load for the server's render (issue 13): the key is
   * `{dataKey}:0:{pageSize}` for the first page, `{dataKey}:all` with `fetchAll`.
   */
  dataKey: string;
  fetchPage: (paging: Paging) => Promise<T[]>;
  /** Given: the whole list is loaded at once (one call, no paging). */
  fetchAll?: () => Promise<T[]>;
  pageSize: number;
  /** The server's order, to place an item added or changed in place. */
  compare: (a: T, b: T) => number;
  cache?: ListCache<T>;
}

/**
 * A list loaded in pages (skip/take) that appends on infinite scroll (SPEC §4), the same
 * rules as the events list:
 * - the first page loads at once; the next when the sentinel comes into view;
 * - a page load is displayed for at least `site.minLoadMs` (the loader stays up);
 * - scroll loading pauses `site.scrollPauseMs` after each trigger;
 * - a page shorter than `pageSize` is the end of the list: loading stops.
 * With `fetchAll` the whole list comes in one load (a deep link to one gallery, SPEC §2).
 * Items added or removed in place shift the server offset so paging stays exact.
 *
 * Server rendering (issue 13): the first load is `useInitialData`'s, under the key
 * `{dataKey}:0:{pageSize}` (or `{dataKey}:all`). The server fetches it with the very call the
 * first load makes; in the browser the list starts from the document's answer, shown at once
 * (no loader, no request), and paging continues after it.
 */
export function useInfiniteList<T extends { id: number }>({
  dataKey,
  fetchPage,
  fetchAll,
  pageSize,
  compare,
  cache,
}: InfiniteListOptions<T>) {
  const initial = useInitialData(
    fetchAll ? `${dataKey}:all` : `${dataKey}:0:${pageSize}`,
    fetchAll ?? (() => fetchPage({ skip: 0, take: pageSize })),
  );
  // Continued from the cache only if it holds something (an empty one starts afresh), else
  // from the server's render; the server never reads or writes the cache (effects only).
  const [warm] = useState<ListSnapshot<T> | null>(() => {
    const snapshot = cache?.read();
    if (snapshot && (snapshot.items.length > 0 || snapshot.done)) return snapshot;
    if (!initial) return null;
    return {
      items: initial,
      skip: initial.length,
      done: fetchAll !== undefined || initial.length < pageSize,
    };
  });
  const [items, setItems] = useState<T[]>(() => warm?.items ?? []);
  const [loading, setLoading] = useState(false);
  const [paused, setPaused] = useState(false);
  const [done, setDone] = useState(() => warm?.done ?? false);
  const [failed, setFailed] = useState(false);
  const [sentinelVisible, setSentinelVisible] = useState(false);

  const itemsRef = useRef<T[]>(warm?.items ?? []);
  const skipRef = useRef(warm?.skip ?? 0);
  const busyRef = useRef(false);
  const doneRef = useRef(warm?.done ?? false);
  const aliveRef = useRef(true);
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(() => {
    cache?.save({ items: itemsRef.current, skip: skipRef.current, done: doneRef.current });
  }, [cache]);

  const commit = useCallback(
    (next: T[]) => {
      itemsRef.current = next;
      setItems(next);
      save();
    },
    [save],
  );

  useEffect(() => {
    if (!cache) return undefined;
    cache.hold();
    // A list that started from the server's render is kept like a loaded one.
    if (warm) save();
    return () => cache.release();
  }, [cache, save, warm]);

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
        fetchAll ? fetchAll() : fetchPage({ skip: skipRef.current, take: pageSize }),
        wait(site.minLoadMs),
      ]);
      if (!aliveRef.current) return;
      skipRef.current += page.length;
      if (fetchAll || page.length < pageSize) {
        doneRef.current = true;
        setDone(true);
      }
      const known = new Set(itemsRef.current.map((item) => item.id));
      commit([...itemsRef.current, ...page.filter((item) => !known.has(item.id))]);
    } catch (error) {
      if (!aliveRef.current) return;
      // No automatic retry loop: the visitor sees the message and a retry button.
      notifyError(error);
      setFailed(true);
    } finally {
      busyRef.current = false;
      if (aliveRef.current) setLoading(false);
    }
  }, [commit, fetchAll, fetchPage, pageSize]);

  // The first page loads without waiting for a scroll, unless the list already holds it
  // (continued from the cache or from the server's render; also under StrictMode's remount).
  useEffect(() => {
    aliveRef.current = true;
    if (itemsRef.current.length === 0 && !doneRef.current) void loadMore();
    return () => {
      // The pause timer is left to run: under StrictMode the remounted list still needs it.
      aliveRef.current = false;
    };
  }, [loadMore]);

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
