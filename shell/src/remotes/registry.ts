import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType } from 'react';

export type RemoteName = 'mf_content' | 'mf_media' | 'mf_admission' | 'mf_account';
/** `mf_content/EventsPage` … : remote name / exposed module. */
export type RemoteModuleId = `${RemoteName}/${string}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RemoteComponent = ComponentType<any>;
type RemoteModule = { default: RemoteComponent };
type Manifests = Partial<Record<RemoteName, string>>;

let manifests: Promise<Manifests> | null = null;
const pending = new Map<RemoteModuleId, Promise<RemoteModule>>();
const loaded = new Map<RemoteModuleId, RemoteComponent>();

/**
 * Remote URLs are decided at run time (DESIGN §3): `/remotes.json` is written by the shell's
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
export function loadRemoteModule(id: RemoteModuleId): Promise<RemoteModule> {
  let request = pending.get(id);
  if (!request) {
    request = initRemotes()
      .then(() => loadRemote<RemoteModule>(id))
      .then((mod) => {
        if (!mod?.default) throw new Error(`${id} did not load`);
        loaded.set(id, mod.default);
        return mod;
      })
      .catch(async (error: unknown) => {
        pending.delete(id);
        await resetRemote(id);
        throw error;
      });
    pending.set(id, request);
  }
  return request;
}

/** The component of a module that has already arrived (prefetched or shown before), if any. */
export function getLoadedRemote(id: RemoteModuleId): RemoteComponent | undefined {
  return loaded.get(id);
}

async function resetRemote(id: RemoteModuleId): Promise<void> {
  const name = id.split('/')[0] as RemoteName;
  const list = await manifests?.catch(() => null);
  const entry = list?.[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

const lazies = new Map<RemoteModuleId, RemoteComponent>();

/**
 * What to render for a module: the module itself once it has arrived (prefetched on hover:
 * no Suspense tick), else one stable `lazy` per module. Stable, because React replays a render
 * that suspends, and a replay that met a new `lazy` each time would start over for ever. A
 * failed load drops its `lazy`, so the next mount (a retry, a revisit) asks the network again.
 */
export function remoteComponent(id: RemoteModuleId): RemoteComponent {
  const ready = loaded.get(id);
  if (ready) return ready;
  let component = lazies.get(id);
  if (!component) {
    const created: RemoteComponent = lazy(() =>
      loadRemoteModule(id).catch((error: unknown) => {
        if (lazies.get(id) === created) lazies.delete(id);
        throw error;
      }),
    );
    lazies.set(id, created);
    component = created;
  }
  return component;
}

/** Starts loading a route's remote code early (hover/focus on a navbar link). */
export function prefetchRemoteModule(id: RemoteModuleId): void {
  loadRemoteModule(id).catch(() => undefined);
}

/** Forgets every loaded module and the remotes list (tests start each case from nothing). */
export function resetRemoteRegistry(): void {
  manifests = null;
  pending.clear();
  loaded.clear();
  lazies.clear();
}
