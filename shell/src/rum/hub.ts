/**
 * What the page shows now and what is left to report: shared by the start-up part (view.ts)
 * and the reporter that arrives later (reporter.ts).
 */

export interface RumView {
  route: string;
  /** `mf-media`, …: the remote that owns the page. */
  remote: string;
  /** Uncaught errors and unhandled rejections not yet reported. */
  errors: number;
  /** Whether a report has counted this view already. */
  counted: boolean;
}

/** A report carries at most this many errors (the API's bound). */
export const MAX_ERRORS = 20;

interface Hub {
  current: RumView | undefined;
  /** Views already left, not yet reported (before the reporter arrived). */
  left: RumView[];
  /** Set by the reporter: hears of each view that is left. */
  onLeave: ((view: RumView) => void) | undefined;
  /**
   * The text of each remote's manifest as the federation runtime read it, by remote
   * (`mf-media`): its release, without asking the network a second time.
   */
  manifests: Map<string, string>;
  /**
   * The release each manifest text names, worked out as soon as the runtime read it: a page
   * left the moment the reporter arrives still names its release.
   */
  releases: Map<string, string>;
  /** The digest of each manifest text, worked out once, whoever asks first. */
  hashing: Map<string, Promise<string>>;
  /** Set by the reporter: hears of each manifest read after it arrived. */
  onManifest?: (remote: string) => void;
}

export const hub: Hub = {
  current: undefined,
  left: [],
  onLeave: undefined,
  manifests: new Map(),
  releases: new Map(),
  hashing: new Map(),
};

/**
 * 12 hex digits of the manifest's SHA-1: the version the shell's server gives a manifest it
 * reads. It changes with every deploy and rollback (the manifest names content-hashed files).
 */
export async function manifestRelease(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 12);
}

/**
 * The release a manifest text names, hashed once per text however many ask (the start-up
 * part when the runtime reads the manifest, the reporter when it arrives). Rejects where
 * SubtleCrypto is missing (not a secure context): the release then stays unknown.
 */
export function releaseOfManifest(text: string): Promise<string> {
  let digest = hub.hashing.get(text);
  if (!digest) {
    digest = manifestRelease(text);
    hub.hashing.set(text, digest);
    digest.then(
      (release) => void hub.releases.set(text, release),
      () => undefined,
    );
  }
  return digest;
}

/** `mf_media` → `mf-media`. */
export const remoteOfName = (name: string) => name.replaceAll('_', '-');
