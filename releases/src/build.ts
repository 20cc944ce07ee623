/**
 * What a remote's build is, seen by a release store: its files, the release id that names their
 * bytes, and the shared versions its federation manifest lists.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Content-hashed file names: the same bytes in every release, cached for a year. */
export const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|svg|woff2?)(\.br|\.gz)?$/;

/** A release id: 16 hex digits of the build's hash. */
export const RELEASE_ID = /^[0-9a-f]{16}$/;

/** Every file under `dir`, relative with `/`, sorted. */
export function filesOf(dir: string, sub = ''): string[] {
  return readdirSync(path.join(dir, sub), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesOf(dir, rel);
      return entry.isFile() ? [rel] : [];
    })
    .sort();
}

/** The release id of a build: sha256 over every file's path and content, 16 hex digits. */
export function releaseId(dir: string): string {
  const hash = createHash('sha256');
  for (const rel of filesOf(dir)) {
    const content = createHash('sha256')
      .update(readFileSync(path.join(dir, rel)))
      .digest('hex');
    hash.update(`${rel}\0${content}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The part of a federation manifest a release records. */
export interface FederationManifest {
  name?: string;
  shared?: readonly { name: string; version: string }[];
}

/** name → version of the shared singletons a federation manifest lists. */
export function sharedVersionsOf(manifest: FederationManifest): Record<string, string> {
  return Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.version]));
}
