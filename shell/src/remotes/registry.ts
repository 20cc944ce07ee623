import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType } from 'react';
import type { PropsOf, RemoteModuleId, RemoteName } from '@koris/shared/federation';
import { noteManifest } from '../rum/view';
import { taskBreaks } from './task-breaks';
import { sharedVersionGuard } from './version-guard';

export type { RemoteModuleId, RemoteName };

/** The component of one exposed module, with the props the federation contract gives it. */
export type RemoteComponent<Id extends RemoteModuleId> = ComponentType<PropsOf<Id>>;
type RemoteModule<Id extends RemoteModuleId> = { default: RemoteComponent<Id> };
type Manifests = Partial<Record<RemoteName, string>>;

/**
 * The maps hold every module at once; each entry is only ever read back under its own id,
 * which is what the typed accessors below rely on.
 */
type AnyComponent = RemoteComponent<RemoteModuleId>;
type AnyModule = RemoteModule<RemoteModuleId>;

let manifests: Promise<Manifests> | null = null;
let pluginsRegistered = false;
const pending = new Map<RemoteModuleId, Promise<AnyModule>>();
const loaded = new Map<RemoteModuleId, AnyComponent>();

/** Name → version of every shared singleton this page provides (the shell's own copies). */
function runningSharedVersions(): Record<string, string> {
  const instance = getInstance();
  const out: Record<string, string> = {};
  if (!instance) return out;
  for (const [name, copies] of Object.entries(instance.options.shared ?? {})) {
    const own = copies.find((copy) => copy.from === instance.options.name) ?? copies[0];
    if (own?.version) out[name] = own.version;
  }
  return out;
}

/**
 * The page's federation plugins, once: refuse remotes built against other majors of React, the
 * router, zustand or @koris/shared, and break a remote's first load into short tasks.
 */
function registerRuntimePlugins(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([sharedVersionGuard(runningSharedVersions, noteManifest), taskBreaks()]);
}

/**
 * Remote URLs are decided at run time (docs/architecture.md#federation): `/remotes.json` is written by the shell's
 * server from REMOTE_*_URL. Nothing about a remote's address is compiled into this bundle.
 */
export function initRemotes(): Promise<Manifests> {
  if (!manifests) {
    manifests = fetch('/remotes.json', { headers: { Accept: 'application/json' } })
      .then((res) => {
        if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
        return res.json() as Promise<Manifests>;
      })
      .then((list) => {
        registerRuntimePlugins();
        registerRemotes(Object.entries(list).map(([name, entry]) => ({ name, entry })));
        return list;
      })
      .catch((error: unknown) => {
        // Forgotten so that the next attempt (a retry button) asks the server again.
        manifests = null;
        throw error;
      });
  }
  return manifests;
}

/**
 * Loads an exposed module once. Hover prefetch and the route share the same promise.
 * A failed load is forgotten, and its remote registered again with `force`, so that a retry
 * fetches the manifest and entry from the network again instead of replaying the failure.
 */
export function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModule<Id>> {
  let request = pending.get(id) as Promise<RemoteModule<Id>> | undefined;
  if (!request) {
    request = initRemotes()
      .then(() => loadRemote<RemoteModule<Id>>(id))
      .then((mod) => {
        if (!mod?.default) throw new Error(`${id} did not load`);
        loaded.set(id, mod.default as AnyComponent);
        return mod;
      })
      .catch(async (error: unknown) => {
        pending.delete(id);
        await resetRemote(id);
        throw error;
      });
    pending.set(id, request as Promise<AnyModule>);
  }
  return request;
}

/** The component of a module that has already arrived (prefetched or shown before), if any. */
export function getLoadedRemote<Id extends RemoteModuleId>(
  id: Id,
): RemoteComponent<Id> | undefined {
  return loaded.get(id) as RemoteComponent<Id> | undefined;
}

async function resetRemote(id: RemoteModuleId): Promise<void> {
  const name = id.split('/')[0] as RemoteName;
  const list = await manifests?.catch(() => null);
  const entry = list?.[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

const lazies = new Map<RemoteModuleId, AnyComponent>();

/**
 * What to render for a module: the module itself if it arrived before its first mount
 * (prefetched on hover: no Suspense tick), else one stable `lazy` per module. Stable, because React replays a render
 * that suspends, and a replay that met a new `lazy` each time would start over for ever. A
 * failed load drops its `lazy`, so the next mount (a retry, a revisit) asks the network again.
 */
export function remoteComponent<Id extends RemoteModuleId>(id: Id): RemoteComponent<Id> {
  // A mounted `lazy` stays the answer once it has resolved: handing out the loaded component
  // instead would be a new element type and remount the page (and lose its state) on its
  // first in-page navigation, e.g. /photo → /photo/gallery/3.
  const mounted = lazies.get(id) as RemoteComponent<Id> | undefined;
  if (mounted) return mounted;
  const ready = getLoadedRemote(id);
  if (ready) return ready;
  const created: RemoteComponent<Id> = lazy(() =>
    loadRemoteModule(id).catch((error: unknown) => {
      if (lazies.get(id) === created) lazies.delete(id);
      throw error;
    }),
  );
  lazies.set(id, created as AnyComponent);
  return created;
}

/** Starts loading a route's remote code early (hover/focus on a navbar link). */
export function prefetchRemoteModule(id: RemoteModuleId): void {
  loadRemoteModule(id).catch(() => undefined);
}

/** Forgets every loaded module and the remotes list (tests start each case from nothing). */
export function resetRemoteRegistry(): void {
  manifests = null;
  pluginsRegistered = false;
  pending.clear();
  loaded.clear();
  lazies.clear();
}
