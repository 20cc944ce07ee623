import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = 'mf_content' | 'mf_media' | 'mf_admission' | 'mf_account';
/** `mf_content/EventsPage` … : remote name / exposed module. */
export type RemoteModuleId = `${RemoteName}/${string}`;

type Manifests = Record<RemoteName, string>;

let manifests: Promise<Manifests> | null = null;

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
        manifests = null;
        throw error;
      });
  }
  return manifests;
}

const modules = new Map<RemoteModuleId, Promise<{ default: ComponentType }>>();

/**
 * Loads (once) an exposed module. Hover prefetch and the route share the same promise.
 * A failed load is forgotten so that a retry asks the network again.
 */
export function loadRemoteModule(id: RemoteModuleId): Promise<{ default: ComponentType }> {
  let pending = modules.get(id);
  if (!pending) {
    pending = initRemotes()
      .then(() => loadRemote<{ default: ComponentType }>(id))
      .then((mod) => {
        if (!mod?.default) throw new Error(`${id} did not load`);
        return mod;
      })
      .catch(async (error: unknown) => {
        modules.delete(id);
        await resetRemote(id);
        throw error;
      });
    modules.set(id, pending);
  }
  return pending;
}

/** Forget a remote's failed entry so the next load fetches its manifest and entry again. */
async function resetRemote(id: RemoteModuleId): Promise<void> {
  const name = id.split('/')[0] as RemoteName;
  const list = await manifests?.catch(() => null);
  const entry = list?.[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Starts loading a route's remote code early (hover/focus on a navbar link). */
export function prefetchRemoteModule(id: RemoteModuleId): void {
  loadRemoteModule(id).catch(() => undefined);
}
