/**
 * The shell's server render (docs/decisions: server render): the page's HTML, drawn by the
 * remote that owns it, written into the document before any script runs, so a phone paints the
 * page's content right after the document and its styles arrive.
 *
 * Each remote publishes a Node build of its exposed modules beside its browser build
 * (`<remote>/server/remoteEntry.js`). The shell's server loads it at run time through the
 * federation runtime, like the browser does, so a remote's deploy changes its server render
 * too; this process provides the shared singletons (React, the router, zustand, @koris/shared)
 * so that the remote's page and the shell's layout render in one React tree.
 *
 * The page's first data is fetched before the render, all of it at once: the exposed module's
 * `routeData` names what its route needs (@koris/shared/api), so the render finds every answer
 * ready instead of waiting for one component's call after another's. The answers are handed
 * to the browser with the HTML; the browser hydrates that HTML from them.
 * Anything that goes wrong (a remote down, another major of a shared module, the API failing
 * or too slow) gives no HTML: the document is served as before and the browser renders the
 * page itself, outage fallback included.
 */
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactRouter from 'react-router';
import * as Zustand from 'zustand';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import * as SharedApi from '@koris/shared/api';
import * as SharedAuth from '@koris/shared/auth';
import * as SharedUi from '@koris/shared/ui';
import * as SharedTypes from '@koris/shared/types';
import * as SharedConfig from '@koris/shared/config';
import type { RemoteModuleId, RemoteName } from '@koris/shared/federation';
import { majorRange, type ServerSingletonName } from '@koris/shared/federation/singletons';
import reactPackage from 'react/package.json';
import routerPackage from 'react-router/package.json';
import zustandPackage from 'zustand/package.json';
import sharedPackage from '@koris/shared/package.json';
import { NotFoundPathContext } from '../app/not-found-here';
import { ServerPagesContext } from '../remotes/server-pages';
import { ServerRoutes } from './route-branches';

const { ServerData, ServerDataContext } = SharedApi;

function provided(version: string, lib: unknown) {
  return {
    version,
    lib: () => lib,
    loaded: true,
    shareConfig: { singleton: true, requiredVersion: majorRange(version) },
  };
}

/**
 * The shared singletons of docs/architecture.md#federation, as this process runs them: every one of the one list
 * (@koris/shared/federation/singletons) but the browser's own, so a new singleton fails the
 * type check here until the server provides it.
 */
const SHARED: Record<ServerSingletonName, ReturnType<typeof provided>> = {
  react: provided(reactPackage.version, React),
  'react/jsx-runtime': provided(reactPackage.version, JsxRuntime),
  'react-dom': provided(reactPackage.version, ReactDom),
  'react-router': provided(routerPackage.version, ReactRouter),
  'react-router-dom': provided(routerPackage.version, ReactRouterDom),
  zustand: provided(zustandPackage.version, Zustand),
  '@koris/shared/api': provided(sharedPackage.version, SharedApi),
  '@koris/shared/auth': provided(sharedPackage.version, SharedAuth),
  '@koris/shared/ui': provided(sharedPackage.version, SharedUi),
  '@koris/shared/types': provided(sharedPackage.version, SharedTypes),
  '@koris/shared/config': provided(sharedPackage.version, SharedConfig),
};

/** Name → version of the shared singletons this process renders with. */
export const sharedVersions: Record<string, string> = Object.fromEntries(
  Object.entries(SHARED).map(([name, share]) => [name, share.version]),
);

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The remote module that renders it (route-head's `module`). */
  module: RemoteModuleId;
  /** The route's params, as the request was matched (`/photo/gallery/:id` → `{ id }`). */
  params: Readonly<Record<string, string>>;
  /** Remote name → URL of its server `remoteEntry.js`, versioned (a new URL after a deploy). */
  entries: Partial<Record<RemoteName, string>>;
  /**
   * The page's data, shared with whoever writes its head: what was read into it already is
   * not asked again (none: the render's own).
   */
  data?: InstanceType<typeof ServerData>;
  /** Aborts the render (its time budget). */
  signal: AbortSignal;
}

export interface RenderResult {
  /** The markup of `#root`. */
  html: string;
  /** What the page fetched, for its first render in the browser. */
  data: Record<string, unknown>;
  /** What the render's own decisions depend on (`useServerDecision`); none when absent. */
  varies?: readonly SharedApi.DecisionLasts[];
}

interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: { options?: { name?: string } }[] };
}

/**
 * Forgets what the federation runtime keeps process-wide of a remote's earlier entry. It takes
 * a remote's container from the global named after the remote, without loading the entry it
 * was given, and the new entry's own runtime joins the earlier instance of that name, without
 * its chunk loading from the remote's address: the new release would never render. Renders
 * still running on the earlier instance keep the container and modules they hold.
 */
function forgetRemote(remote: string) {
  Reflect.deleteProperty(globalThis, remote);
  const registered = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? [];
  for (let i = registered.length - 1; i >= 0; i -= 1) {
    if (registered[i]?.options?.name === remote) registered.splice(i, 1);
  }
}

/**
 * How many releases of one remote this process keeps loaded side by side (the current one, a
 * canary, previews): RENDER_RELEASES_PER_REMOTE. Each is one more copy of that remote's server
 * code in memory; the one used longest ago is dropped first.
 */
const releasesPerRemote = Math.max(1, Number(process.env['RENDER_RELEASES_PER_REMOTE']) || 3);

/**
 * Puts `instance` first in the runtime's list: a remote's server build takes its public path
 * from the first instance there that names the remote (tooling/webpack/server-public-path.cjs),
 * so the release being loaded must be the one it finds, not an earlier release's instance.
 */
function firstAmongHosts(instance: ModuleFederation) {
  const registered = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__;
  const at = registered?.indexOf(instance as never) ?? -1;
  if (!registered || at <= 0) return;
  registered.splice(at, 1);
  registered.unshift(instance as never);
}

/** By remote: its federation instances by entry URL, the one used last at the end. */
const instances = new Map<string, Map<string, ModuleFederation>>();
/** By remote: the first load of its newest instance, which the next new one waits for. */
const firstLoads = new Map<string, Promise<unknown>>();
/** A first load that hangs holds the next release back no longer than this. */
const FIRST_LOAD_WAIT_MS = 5_000;
let generation = 0;

const settledOrLate = (promise: Promise<unknown>) =>
  Promise.race([
    promise.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS).unref()),
  ]);

/**
 * Loads `module` through the instance of its remote made for `entry`: made once per entry URL
 * and kept while it is among the remote's releasesPerRemote used last, so pages of other
 * remotes, and of another release of this one, load nothing again. Each release is a separate
 * instance with its own container and modules: the current release and a canary or preview
 * render side by side, the process's shared singletons (one React) serving both. A redeployed
 * remote has a new entry URL: a new instance loads its new code, and the one used longest ago
 * is left to the collector.
 */
function loadThroughInstance<T>(module: string, entry: string): Promise<T | null> {
  const remote = module.split('/')[0]!;
  let known = instances.get(remote);
  if (!known) {
    known = new Map();
    instances.set(remote, known);
  }
  const kept = known.get(entry);
  if (kept) {
    known.delete(entry);
    known.set(entry, kept);
    return kept.loadRemote<T>(module);
  }
  // A new release's entry is read only once the previous new one has its container: the
  // runtime takes a container from the global named after the remote, so two first loads at
  // once could each get the other's.
  const releases = known;
  const loading = settledOrLate(firstLoads.get(remote) ?? Promise.resolve()).then(() => {
    const again = releases.get(entry);
    if (again) return again.loadRemote<T>(module);
    forgetRemote(remote);
    generation += 1;
    const created = createInstance({
      name: `shell_server_${generation}`,
      remotes: [{ name: remote, entry }],
      shared: SHARED,
      shareStrategy: 'loaded-first',
    });
    releases.set(entry, created);
    while (releases.size > releasesPerRemote) releases.delete(releases.keys().next().value!);
    firstAmongHosts(created);
    return created.loadRemote<T>(module);
  });
  firstLoads.set(remote, loading);
  return loading;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(new Error('server render: out of time'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

/** A remote's exposed page module, as the render uses it. */
export interface PageModule {
  default?: React.ComponentType;
  routeData?: SharedApi.RouteData;
}

/** How a page's module is loaded from its remote's server entry. */
export type LoadPage = (module: RemoteModuleId, entry: string) => Promise<PageModule | null>;

/** Through the federation runtime, as the browser does. */
const loadFromRemote: LoadPage = (module, entry) => loadThroughInstance<PageModule>(module, entry);

/**
 * The server render of pages loaded by `load`. Each render rejects when its page cannot be
 * drawn completely (the caller then serves the document without it); never half a page. Its
 * API calls go where the shared client was pointed (`setServerApiOrigin`, by the shell's
 * server), not through the shell's proxy.
 */
export function createRenderer(load: LoadPage = loadFromRemote): RenderPage {
  return async ({ url, module, params, entries, data = new ServerData(), signal }) => {
    const remote = module.split('/')[0]!;
    const entry = entries[remote as RemoteName];
    if (!entry) throw new Error(`no server entry for ${remote}`);
    const loaded = await Promise.race([load(module, entry), rejectOnAbort(signal)]);
    const Page = loaded?.default;
    if (!Page) throw new Error(`${module} did not load on the server`);
    await Promise.race([
      data.prefetch(loaded.routeData?.({ params }) ?? []),
      rejectOnAbort(signal),
    ]);
    const html = await prerenderApp(url, data, new Map([[module, Page]]), null, signal);
    return { html, data: data.snapshot(), varies: data.varies() };
  };
}

/** Renders one page of a remote (createRenderer). */
export const renderPage: RenderPage = createRenderer();

export interface NotFoundRequest {
  /** Path and query of the page. */
  url: string;
  /** A path of the route table whose content does not exist (null: a path it does not have). */
  knownPath: string | null;
  signal: AbortSignal;
}

export type RenderNotFound = (request: NotFoundRequest) => Promise<RenderResult>;

/** The 404 page inside the layout: the shell's own, no remote or data needed. */
export const renderNotFound: RenderNotFound = async ({ url, knownPath, signal }) => ({
  html: await prerenderApp(url, new ServerData(), new Map(), knownPath, signal),
  data: {},
});

/** The route table in a memory router at `url`, rendered completely or not at all. */
async function prerenderApp(
  url: string,
  data: InstanceType<typeof ServerData>,
  pages: ReadonlyMap<RemoteModuleId, React.ComponentType>,
  notFoundPath: string | null,
  signal: AbortSignal,
): Promise<string> {
  const app = (
    <ServerDataContext value={data}>
      <ServerPagesContext value={pages}>
        <NotFoundPathContext value={notFoundPath}>
          <ReactRouterDom.MemoryRouter initialEntries={[url]}>
            <ServerRoutes />
          </ReactRouterDom.MemoryRouter>
        </NotFoundPathContext>
      </ServerPagesContext>
    </ServerDataContext>
  );
  const drawn = drawAtOnce(app);
  if (drawn !== null && !signal.aborted) return drawn;
  const errors: unknown[] = [];
  const { prelude } = await prerender(app, {
    signal,
    // Every boundary inline and complete: no outlined segment that an inline script would
    // have to move into place (the site's policy allows no inline script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0 || signal.aborted) {
    throw errors[0] instanceof Error ? errors[0] : new Error('server render failed');
  }
  return html;
}

/**
 * The page drawn in one synchronous pass, or null when it cannot be. The page's data is fetched
 * before the render, so a page normally has nothing to wait for, and the synchronous renderer
 * builds the HTML as one string: no byte stream to encode and decode again, no task per chunk.
 * Where anything in the tree waited (a boundary left to the browser, marked `<!--$!` or
 * `<!--$?`) or failed, the caller renders with the streaming renderer, which waits for what
 * suspends and reports what fails.
 */
function drawAtOnce(app: React.ReactNode): string | null {
  let html: string;
  try {
    html = renderToString(app);
  } catch {
    return null;
  }
  return html.includes('<!--$!') || html.includes('<!--$?') ? null : html;
}
