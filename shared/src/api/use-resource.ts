import { useCallback, useEffect, useRef, useState } from 'react';
import { consumeServerAnswer, useServerAnswer } from './initial-data';
import type { Resource } from './resource';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ResourceOptions {
  /** False: nothing is asked for and what was loaded is dropped at once (status `idle`). */
  enabled?: boolean;
  /** A failed load (shown by the caller, e.g. `notifyError`); not called once unmounted. */
  onError?: (error: unknown) => void;
}

export interface ResourceResult<T> {
  /** The last answer; kept while a reload runs and after a failed reload. */
  data: T | undefined;
  status: ResourceStatus;
  /** The first load (or a retry after a failure) is running. */
  loading: boolean;
  /** Asks again; what is shown stays until the answer replaces it. */
  reload: () => Promise<void>;
  /** Replaces what is shown without asking the server (a saved edit, optimistic). */
  set: (change: (current: T) => T) => void;
}

interface State<T> {
  key: string;
  status: ResourceStatus;
  data: T | undefined;
}

/**
 * One resource of a page (a record or an unpaged list), keyed by `resource.key`:
 * - on the first page of a visit it starts from the server's render (shown, not asked for);
 * - otherwise it loads on mount, and again whenever the key changes;
 * - an answer that arrives after the key changed, a reload started or the page went is dropped.
 */
export function useResource<T>(
  resource: Resource<T>,
  { enabled = true, onError }: ResourceOptions = {},
): ResourceResult<T> {
  const { key } = resource;
  const initial = useServerAnswer(resource, enabled);
  const [state, setState] = useState<State<T>>(() => ({
    key,
    status: !enabled ? 'idle' : initial !== undefined ? 'ready' : 'loading',
    data: initial,
  }));
  // The key whose answer came with the page: not asked for again (also under StrictMode).
  const preloaded = useRef(initial !== undefined ? key : null);
  const latest = useRef(0);
  const mounted = useRef(false);
  const fetchRef = useRef(resource.fetch);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    fetchRef.current = resource.fetch;
    onErrorRef.current = onError;
  });

  const load = useCallback(async () => {
    const request = ++latest.current;
    const current = (s: State<T>) => (s.key === key ? s.data : undefined);
    setState((s) => ({
      key,
      status: s.key === key && s.status === 'ready' ? 'ready' : 'loading',
      data: current(s),
    }));
    try {
      const data = await fetchRef.current();
      if (request === latest.current) setState({ key, status: 'ready', data });
    } catch (error) {
      if (mounted.current) onErrorRef.current?.(error);
      if (request === latest.current)
        setState((s) => ({ key, status: 'failed', data: current(s) }));
    }
  }, [key]);

  useEffect(() => {
    mounted.current = true;
    if (!enabled) setState({ key, status: 'idle', data: undefined });
    else if (preloaded.current === key) consumeServerAnswer(key);
    else {
      preloaded.current = null;
      void load();
    }
    return () => {
      mounted.current = false;
      latest.current += 1;
    };
  }, [key, enabled, load]);

  const set = useCallback((change: (current: T) => T) => {
    setState((s) => (s.data === undefined ? s : { ...s, data: change(s.data) }));
  }, []);

  // Shown at once, before any effect: a disabled resource (a logout) or another key.
  const shown: State<T> = !enabled
    ? { key, status: 'idle', data: undefined }
    : state.key === key
      ? state
      : { key, status: 'loading', data: undefined };
  return {
    data: shown.data,
    status: shown.status,
    loading: shown.status === 'loading',
    reload: load,
    set,
  };
}
