import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import {
  sharedMismatches,
  type ManifestShared,
  type SharedMismatch,
} from '@koris/shared/federation/singletons';

// The one rule of compatibility, shared with the deploy command and the server render.
export { majorOf, sharedMismatches } from '@koris/shared/federation/singletons';
export type { ManifestShared, SharedMismatch };

/** Raised instead of loading a remote built against other majors: the console names them. */
export class SharedVersionMismatchError extends Error {
  constructor(
    readonly remote: string,
    readonly mismatches: SharedMismatch[],
  ) {
    super(
      `${remote} is not loaded: it was built against ` +
        mismatches
          .map((m) => `${m.name} ${m.built}, but this page runs ${m.name} ${m.running}`)
          .join('; ') +
        `. Rebuild ${remote} against the shell's majors and deploy it again.`,
    );
    this.name = 'SharedVersionMismatchError';
  }
}

const isManifest = (url: string) => /(^|\/)mf-manifest\.json(\?|#|$)/.test(url);

/**
 * A federation runtime plugin that reads each remote's manifest before any of its code runs and
 * refuses the remote when its shared singletons are of another major than the page's. The check
 * comes before the remote's entry loads on purpose: an entry that ran would register its own
 * React in the share scope, and the next remote could pick that copy up.
 *
 * `running` is asked at fetch time: name → version of the singletons this page provides.
 * `read` hears of each manifest accepted, by remote name, as the text the runtime goes on with
 * (the page's measurements name a remote's release by it).
 */
export function sharedVersionGuard(
  running: () => Readonly<Record<string, string>>,
  read: (remote: string, text: string) => void = () => undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'koris-shared-version-guard',
    fetch(url, init, remote) {
      if (!isManifest(url)) return undefined;
      return checkedManifest(url, init, running(), (name, text) =>
        read(remote?.name ?? name, text),
      );
    },
  };
}

async function checkedManifest(
  url: string,
  init: RequestInit,
  running: Readonly<Record<string, string>>,
  read: (name: string, text: string) => void,
): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) return response;
  let manifest: { name?: string; shared?: ManifestShared[] };
  let text: string;
  try {
    text = await response.clone().text();
    manifest = JSON.parse(text) as typeof manifest;
  } catch {
    return response; // not JSON: the runtime reports the broken manifest itself
  }
  const mismatches = sharedMismatches(manifest.shared ?? [], running);
  if (mismatches.length > 0) {
    const error = new SharedVersionMismatchError(manifest.name ?? url, mismatches);
    // For the team: the visitor sees the remote's fallback, never this text.
    console.error(`[shell] ${error.message}`);
    throw error;
  }
  read(manifest.name ?? url, text);
  return response;
}
