import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  ServerData,
  ServerDataContext,
  resource,
  useResource,
  useServerDecision,
  type PagedSource,
} from '@koris/shared/api';
import { useInfiniteList } from '@koris/shared/widgets';
import { removeDocumentData, serveDocumentData } from '@koris/shared/testing';

const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

/** A call that answers when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  removeDocumentData();
  jest.useRealTimers();
});

describe('useResource', () => {
  it('starts from the document once: a later mount of the same key asks the server', async () => {
    serveDocumentData('/page', { 'test:item': 'from the server' });
    const fetch = jest.fn(() => Promise.resolve('fresh'));
    const first = renderHook(() => useResource(resource('test:item', fetch)));
    expect(first.result.current).toMatchObject({ status: 'ready', data: 'from the server' });
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    first.unmount();

    const again = renderHook(() => useResource(resource('test:item', fetch)));
    expect(again.result.current.status).toBe('loading');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(again.result.current).toMatchObject({ status: 'ready', data: 'fresh' });
  });

  it('a reload keeps what is shown until its answer; a failed one keeps it too', async () => {
    const answers = [deferred<string>(), deferred<string>(), deferred<string>()];
    let call = 0;
    const onError = jest.fn();
    const { result } = renderHook(() =>
      useResource(
        resource('test:list', () => answers[call++]!.promise),
        { onError },
      ),
    );
    answers[0]!.resolve('one');
    await settle();
    void act(() => void result.current.reload());
    expect(result.current).toMatchObject({ status: 'ready', data: 'one', loading: false });
    answers[1]!.resolve('two');
    await settle();
    expect(result.current.data).toBe('two');

    void act(() => void result.current.reload());
    answers[2]!.reject(new Error('down'));
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ status: 'failed', data: 'two' });
  });

  it('disabled: nothing is asked for and what was loaded goes at once', async () => {
    const fetch = jest.fn(() => Promise.resolve(['private']));
    const { result, rerender } = renderHook(
      ({ enabled }) => useResource(resource('test:private', fetch), { enabled }),
      { initialProps: { enabled: true } },
    );
    await settle();
    expect(result.current.data).toEqual(['private']);
    rerender({ enabled: false });
    expect(result.current).toMatchObject({ status: 'idle', data: undefined });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an optional resource the server could not get (null) is asked for in the browser', async () => {
    serveDocumentData('/page', { 'test:optional': null });
    const fetch = jest.fn(() => Promise.resolve('found'));
    const { result } = renderHook(() => useResource(resource('test:optional', fetch, true)));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.data).toBe('found');
  });
});

describe('ServerData.prefetch', () => {
  it('asks for every resource at once; an optional failure is recorded as null', async () => {
    const list = deferred<string[]>();
    const started: string[] = [];
    const server = new ServerData();
    const done = server.prefetch([
      resource('test:list', () => (started.push('list'), list.promise)),
      resource('test:item', () => (started.push('item'), Promise.reject(new Error('404'))), true),
    ]);
    expect(started).toEqual(['list', 'item']);
    list.resolve(['a']);
    await done;
    expect(server.snapshot()).toEqual({ 'test:list': ['a'], 'test:item': null });
  });

  it('writes the answers in the order of their keys, whichever arrived first', async () => {
    const written: string[] = [];
    for (const bFirst of [true, false]) {
      const a = deferred<string>();
      const b = deferred<string>();
      const server = new ServerData();
      const done = server.prefetch([
        resource('test:b', () => b.promise),
        resource('test:a', () => a.promise),
      ]);
      if (bFirst) {
        b.resolve('b');
        await settle();
        a.resolve('a');
      } else {
        a.resolve('a');
        await settle();
        b.resolve('b');
      }
      await done;
      written.push(JSON.stringify(server.snapshot()));
    }
    expect(written).toEqual(['{"test:a":"a","test:b":"b"}', '{"test:a":"a","test:b":"b"}']);
  });
});

describe('useServerDecision', () => {
  function Order({ draw }: { draw: () => string[] }) {
    const first = useServerDecision('test:order', draw, 'visit');
    const again = useServerDecision('test:order', draw, 'visit');
    return (
      <ol aria-label={String(again?.join(' '))}>
        {first?.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
    );
  }

  it('decides on the server without waiting: the page is drawn in one synchronous pass', () => {
    const server = new ServerData();
    const draw = jest.fn(() => ['Anna', 'Berta']);
    const html = renderToString(
      <ServerDataContext value={server}>
        <Order draw={draw} />
      </ServerDataContext>,
    );
    expect(html).toBe('<ol aria-label="Anna Berta"><li>Anna</li><li>Berta</li></ol>');
    expect(draw).toHaveBeenCalledTimes(1);
    expect(server.snapshot()).toEqual({ 'test:order': ['Anna', 'Berta'] });
    expect(server.varies()).toEqual(['visit']);
  });

  it("in the browser takes the document's decision, and none where the document has none", () => {
    const draw = jest.fn(() => ['Anna']);
    expect(renderHook(() => useServerDecision('test:order', draw, 'visit')).result.current).toBe(
      undefined,
    );
    serveDocumentData('/', { 'test:order': ['Berta', 'Anna'] });
    expect(renderHook(() => useServerDecision('test:order', draw, 'visit')).result.current).toEqual(
      ['Berta', 'Anna'],
    );
    expect(draw).not.toHaveBeenCalled();
  });
});

describe('ServerData.settle', () => {
  it('shares the one request of a key with the render, and tells why an answer is missing', async () => {
    let calls = 0;
    const missing = new Error('Gallery not found');
    const item = resource('test:item', () => (calls++, Promise.reject(missing)), true);
    const server = new ServerData();
    const [read] = await Promise.all([server.settle(item), server.prefetch([item])]);
    expect(read).toEqual({ ok: false, error: missing });
    expect(calls).toBe(1);
    // The render's own copy: an optional failure, left to the browser.
    expect(server.snapshot()).toEqual({ 'test:item': null });
    expect(await server.settle(resource('test:list', () => Promise.resolve(['a'])))).toEqual({
      ok: true,
      value: ['a'],
    });
  });
});

describe('useInfiniteList', () => {
  /** The list of `rows()` (read afresh on every page), by id, once its first page is in. */
  async function renderList<T extends { id: number }>(
    key: string,
    pageSize: number,
    rows: () => T[],
  ) {
    const source: PagedSource<T> = {
      key,
      pageSize,
      fetchPage: ({ skip, take }) => Promise.resolve(rows().slice(skip, skip + take)),
    };
    const { result } = renderHook(() =>
      useInfiniteList({ source, compare: (a, b) => a.id - b.id }),
    );
    await act(() => jest.advanceTimersByTimeAsync(500));
    return result;
  }

  it('reload starts again from the first page', async () => {
    let rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const result = await renderList('test:rows', 2, () => rows);
    expect(result.current.items.map((row) => row.id)).toEqual([1, 2]);
    rows = [{ id: 4 }, ...rows];
    act(() => result.current.reload());
    expect(result.current.items).toEqual([]);
    expect(result.current.loading).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(result.current.items.map((row) => row.id)).toEqual([4, 1]);
    expect(result.current.done).toBe(false);
  });

  it('puts a removed item back at its old index, and never lists one twice', async () => {
    const rows = [1, 2, 3, 4].map((id) => ({ id, label: `rinda ${id}` }));
    const result = await renderList('test:placed', 10, () => rows);
    act(() => result.current.removeItem(2));
    expect(result.current.items.map((row) => row.id)).toEqual([1, 3, 4]);
    act(() => result.current.insertItem(rows[1]!));
    expect(result.current.items.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    // The same item again (an undo heard twice, a restored version): replaced in place.
    act(() => result.current.insertItem({ id: 2, label: 'atjaunota' }));
    expect(result.current.items.map((row) => row.label)).toEqual([
      'rinda 1',
      'atjaunota',
      'rinda 3',
      'rinda 4',
    ]);
  });
});
