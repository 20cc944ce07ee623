import crypto from 'node:crypto';
import fs from 'node:fs';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { UPLOAD_NAME } from '../plugins/app/storage/upload-storage';

/** The archive layout this code writes and reads; a reader refuses any other. */
export const FORMAT = 1;

export const MANIFEST = 'manifest.json';
export const DATABASE = 'koris.sqlite';
export const JWT_SECRET = 'jwt-secret';
export const UPLOADS = 'uploads';

/** A refusal with one line for the operator (the CLI prints it without a stack). */
export class BackupError extends Error {}

const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });

export const ManifestFile = Type.Object({
  path: Type.String({ minLength: 1 }),
  size: Type.Integer({ minimum: 0 }),
  sha256: Sha256,
});
export type ManifestFile = Static<typeof ManifestFile>;

export const Manifest = Type.Object({
  format: Type.Integer(),
  /** When the database copy was taken (ISO 8601, UTC). */
  taken_at: Type.String(),
  /** The source schema: the names recorded in `_migrations`, in order. */
  migrations: Type.Array(Type.String()),
  /** Every file of the archive except this manifest, in archive order. */
  files: Type.Array(ManifestFile),
  /** What the backup left out and why (an upload deleted while it ran, a non-file). */
  notes: Type.Array(Type.String()),
});
export type Manifest = Static<typeof Manifest>;

/**
 * Why an archive path is unsafe or foreign, or undefined for a path a data directory holds.
 * Only plain relative paths under the known names pass: no `..`, no `.`, no empty segment,
 * no absolute or drive path, no backslash or NUL, so nothing can land outside the target.
 * Under uploads/ only the flat names the API writes pass, since every file there is served
 * from the site's own origin, which its scripts policy trusts.
 */
export function pathProblem(entryPath: string, directory = false): string | undefined {
  const p = directory && entryPath.endsWith('/') ? entryPath.slice(0, -1) : entryPath;
  if (p.length === 0) return 'an empty path';
  if (/[\\\0]/.test(p)) return 'a path with a backslash or NUL';
  if (p.startsWith('/') || /^[A-Za-z]:/.test(p)) return 'an absolute path';
  const segments = p.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    return 'a path that is not plain (an empty, "." or ".." segment)';
  }
  const [top] = segments;
  if (top === UPLOADS) {
    if (segments.length === 1)
      return directory ? undefined : 'a path outside what a data directory holds';
    if (!directory && segments.length === 2 && UPLOAD_NAME.test(segments[1]!)) return undefined;
    return 'not a name the API gives an upload (only image variants such as uploads/<24 hex digits>-640.webp are restored)';
  }
  if (!directory && segments.length === 1 && [MANIFEST, DATABASE, JWT_SECRET].includes(top!)) {
    return undefined;
  }
  return 'a path outside what a data directory holds';
}

/** The manifest parsed and checked, or a BackupError saying what is wrong with it. */
export function parseManifest(text: string): Manifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (_invalid) {
    throw new BackupError('manifest.json is not valid JSON');
  }
  const format = (data as { format?: unknown } | null)?.format;
  if (format !== FORMAT) {
    throw new BackupError(
      `unsupported backup format ${JSON.stringify(format)} (this version reads format ${FORMAT})`,
    );
  }
  if (!Value.Check(Manifest, data)) {
    const first = [...Value.Errors(Manifest, data)][0];
    throw new BackupError(`manifest.json is malformed (${first?.path || '/'}: ${first?.message})`);
  }
  const seen = new Set<string>();
  for (const file of data.files) {
    const problem = pathProblem(file.path);
    if (problem || file.path === MANIFEST) {
      throw new BackupError(
        `manifest.json lists ${JSON.stringify(file.path)}: ${problem ?? 'itself'}`,
      );
    }
    if (seen.has(file.path)) throw new BackupError(`manifest.json lists ${file.path} twice`);
    seen.add(file.path);
  }
  if (!seen.has(DATABASE)) throw new BackupError('manifest.json lists no database (koris.sqlite)');
  return data;
}

export interface Digest {
  size: number;
  sha256: string;
}

/** Size and SHA-256 of a file, streamed (uploads can be large). */
export async function digestFile(file: string): Promise<Digest> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** "14.6 MB": decimal units, as `ls -h --si` and most file managers show them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}

export const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Whether an SQLite copy holds the key that signs tokens (app_meta, since it is shared). */
export function hasSecret(db: { prepare: (sql: string) => { get: () => unknown } }): boolean {
  try {
    return db.prepare("SELECT 1 FROM app_meta WHERE key = 'jwt_secret'").get() !== undefined;
  } catch (_older) {
    // A database from before app_meta held it.
    return false;
  }
}
