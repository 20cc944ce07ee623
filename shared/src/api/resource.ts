/**
 * One piece of a page's data: the key it is kept under in the server-rendered document (it
 * names the call and its arguments, `content:events:current:0:2`) and the call itself. The
 * same value drives the hook that shows it (`useResource`, `useInfiniteList`) and the route's
 * `routeData`, so the server prefetches exactly what the page's first render reads.
 */
export interface Resource<T> {
  key: string;
  fetch: () => Promise<T>;
  /** Its failure on the server leaves it to the browser instead of failing the render. */
  optional?: boolean;
}

export const resource = <T>(key: string, fetch: () => Promise<T>, optional = false): Resource<T> =>
  optional ? { key, fetch, optional } : { key, fetch };

/** A list the API serves in pages (skip/take). */
export interface PagedSource<T> {
  /** Names the list; its first page is kept under `{key}:0:{pageSize}`, all of it under `{key}:all`. */
  key: string;
  fetchPage: (paging: { skip: number; take: number }) => Promise<T[]>;
  pageSize: number;
  /** The whole list in one call (no paging). */
  fetchAll?: () => Promise<T[]>;
}

/** What a list shows first: its first page, or all of it (`all`, when the source has `fetchAll`). */
export function firstLoad<T>(source: PagedSource<T>, all = false): Resource<T[]> {
  const { key, fetchPage, pageSize, fetchAll } = source;
  return all && fetchAll
    ? resource(`${key}:all`, fetchAll)
    : resource(`${key}:0:${pageSize}`, () => fetchPage({ skip: 0, take: pageSize }));
}

/** The route a page is rendered for, as its `routeData` sees it. */
export interface RouteMatch {
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * A page's data needs, exported by its exposed module beside the component: a pure function
 * of the route to the resources its first render reads. The shell's server fetches them all
 * at once before it renders the page.
 */
export type RouteData = (route: RouteMatch) => Resource<unknown>[];
