import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { list as listTar, type ReadEntry } from 'tar';
import { MIGRATIONS_DIR } from '../db/database';
import {
  BackupError,
  DATABASE,
  JWT_SECRET,
  hasSecret,
  MANIFEST,
  parseManifest,
  pathProblem,
  UPLOADS,
  type Digest,
  type Manifest,
} from './manifest';

export interface RestoreOptions {
  archive: string;
  /** A folder that does not exist yet or is empty (absolute). */
  dataDir: string;
}

export interface RestoreResult {
  dataDir: string;
  seconds: number;
  manifest: Manifest;
  bytes: number;
  uploads: number;
  jwtSecret: boolean;
  /** Things the operator should know (left out by the backup, a schema this API lacks). */
  notes: string[];
}

/** A manifest is a list of paths and digests; anything bigger is not one this code wrote. */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

const isFileEntry = (entry: ReadEntry) => entry.type === 'File' || entry.type === 'OldFile';

/**
 * Rebuilds a data directory from an archive of createBackup. The archive is read and checked
 * against its manifest before anything is written, and checked again as it is written; on
 * any failure what was written is removed, leaving the folder as it was.
 */
export async function restoreBackup({ archive, dataDir }: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  if (!fs.statSync(archive, { throwIfNoEntry: false })?.isFile()) {
    throw new BackupError(`${archive}: no such file`);
  }
  const existing = fs.statSync(dataDir, { throwIfNoEntry: false });
  if (existing && !existing.isDirectory()) {
    throw new BackupError(`${dataDir} exists and is not a folder`);
  }
  if (existing) {
    const entries = fs.readdirSync(dataDir);
    if (entries.length > 0) {
      throw new BackupError(
        `${dataDir} is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}): restore into a new or empty folder`,
      );
    }
  }

  const manifest = await verifyArchive(archive);

  // The first folder this call creates (the target or an ancestor), to remove on failure.
  const created = await fsp.mkdir(dataDir, { recursive: true });
  try {
    await writeFiles(archive, dataDir, manifest);
    await verifyTree(dataDir, manifest);
    await fsp.mkdir(path.join(dataDir, UPLOADS), { recursive: true });
    const notes = [...manifest.notes.map((note) => `the backup noted: ${note}`)];
    const database = checkDatabase(path.join(dataDir, DATABASE), manifest);
    notes.push(...database.notes);
    const jwtSecret = database.secret || manifest.files.some((file) => file.path === JWT_SECRET);
    if (!jwtSecret) {
      notes.push(
        'the archive has no key that signs tokens (the site had JWT_SECRET set): start with the same JWT_SECRET, or every session ends',
      );
    }
    return {
      dataDir,
      seconds: (performance.now() - started) / 1000,
      manifest,
      bytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
      uploads: manifest.files.filter((file) => file.path.startsWith(`${UPLOADS}/`)).length,
      jwtSecret,
      notes,
    };
  } catch (error) {
    await clear(dataDir, created);
    throw error;
  }
}

/**
 * Hands each entry of `archive` to `onEntry` in turn (strictly: a damaged archive is an error);
 * an archive tar cannot read is a BackupError with `unreadable`'s words.
 */
async function eachEntry(
  archive: string,
  onEntry: (entry: ReadEntry, name: string) => void,
  unreadable: (reason: string) => string,
): Promise<void> {
  try {
    await listTar({
      file: archive,
      strict: true,
      onReadEntry: (entry) => onEntry(entry, entry.path),
    });
  } catch (error) {
    throw new BackupError(unreadable((error as Error).message));
  }
}

const summary = (problems: string[]) =>
  problems.slice(0, 3).join('; ') +
  (problems.length > 3 ? ` (and ${problems.length - 3} more)` : '');

/**
 * Reads the whole archive without writing anything: every entry must be a plain file or
 * folder under the names a data directory holds, and the files must be exactly the manifest's,
 * with its sizes and SHA-256 digests.
 */
async function verifyArchive(archive: string): Promise<Manifest> {
  const digests = new Map<string, Digest>();
  const seen = new Set<string>();
  const problems: string[] = [];
  let manifestText: string | undefined;
  await eachEntry(
    archive,
    (entry, name) => {
      if (entry.type === 'Directory') {
        const problem = pathProblem(name, true);
        if (problem) problems.push(`${JSON.stringify(name)} is ${problem}`);
        return;
      }
      if (!isFileEntry(entry)) {
        problems.push(`${JSON.stringify(name)} is a ${entry.type} entry (only files are restored)`);
        return;
      }
      const problem = pathProblem(name);
      if (problem) {
        problems.push(`${JSON.stringify(name)} is ${problem}`);
        return;
      }
      if (seen.has(name)) {
        problems.push(`${name} appears twice`);
        return;
      }
      seen.add(name);
      const hash = crypto.createHash('sha256');
      const kept: Buffer[] = [];
      let size = 0;
      entry.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (name === MANIFEST) {
          if (size <= MAX_MANIFEST_BYTES) kept.push(chunk);
        } else {
          hash.update(chunk);
        }
      });
      entry.on('end', () => {
        if (name !== MANIFEST) digests.set(name, { size, sha256: hash.digest('hex') });
        else if (size <= MAX_MANIFEST_BYTES) manifestText = Buffer.concat(kept).toString('utf8');
        else problems.push('manifest.json is too large to be a manifest');
      });
    },
    (reason) => `${archive} is not a readable backup archive (${reason})`,
  );
  if (problems.length > 0) throw new BackupError(`${summary(problems)}`);
  if (manifestText === undefined) {
    throw new BackupError(`${archive} has no manifest.json: not a koris backup`);
  }
  const manifest = parseManifest(manifestText);
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  for (const [name, digest] of digests) {
    const file = listed.get(name);
    if (!file) problems.push(`${name} is in the archive but not in the manifest`);
    else if (file.size !== digest.size) {
      problems.push(`${name} has ${digest.size} bytes, the manifest says ${file.size}`);
    } else if (file.sha256 !== digest.sha256) {
      problems.push(`${name} does not have the manifest's SHA-256`);
    }
  }
  for (const file of manifest.files) {
    if (!digests.has(file.path))
      problems.push(`${file.path} is in the manifest but not in the archive`);
  }
  if (problems.length > 0) {
    throw new BackupError(
      `the archive does not match its manifest (damaged or altered): ${summary(problems)}`,
    );
  }
  return manifest;
}

/**
 * Reads the archive again and writes each of the manifest's files into the (empty) folder,
 * hashing the bytes as they are written: the archive may have changed since it was checked.
 * Written by hand rather than by tar's extract, which is several times slower on many small
 * files; the target starts empty and gets only new regular files with checked paths, so no
 * link can redirect a write.
 */
async function writeFiles(archive: string, dataDir: string, manifest: Manifest): Promise<void> {
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  const written = new Set<string>();
  const folders = new Set<string>();
  const problems: string[] = [];
  await eachEntry(
    archive,
    (entry, name) => {
      if (entry.type === 'Directory' || name === MANIFEST) return;
      const file = listed.get(name);
      if (!file || !isFileEntry(entry) || written.has(name) || pathProblem(name)) {
        problems.push(`${JSON.stringify(name)} changed in the archive while it was restored`);
        return;
      }
      written.add(name);
      const target = path.join(dataDir, ...name.split('/'));
      let fd: number | undefined;
      const fail = (error: unknown) => {
        problems.push(`could not write ${name}: ${(error as Error).message}`);
        if (fd !== undefined) fs.closeSync(fd);
        fd = undefined;
      };
      try {
        const folder = path.dirname(target);
        if (!folders.has(folder)) {
          fs.mkdirSync(folder, { recursive: true });
          folders.add(folder);
        }
        // Only the API's user may read the secret that signs every session.
        const mode = name === JWT_SECRET ? 0o600 : (entry.mode ?? 0o644) & 0o777;
        fd = fs.openSync(target, 'wx', mode);
      } catch (error) {
        fail(error);
        return;
      }
      const hash = crypto.createHash('sha256');
      let size = 0;
      entry.on('data', (chunk: Buffer) => {
        if (fd === undefined) return;
        try {
          fs.writeSync(fd, chunk);
          hash.update(chunk);
          size += chunk.length;
        } catch (error) {
          fail(error);
        }
      });
      entry.on('end', () => {
        if (fd === undefined) return;
        try {
          if (entry.mtime) fs.futimesSync(fd, entry.mtime, entry.mtime);
          fs.closeSync(fd);
          fd = undefined;
        } catch (error) {
          fail(error);
          return;
        }
        if (size !== file.size || hash.digest('hex') !== file.sha256) {
          problems.push(`${name} changed in the archive while it was restored`);
        }
      });
    },
    (reason) => `could not read ${archive} again (${reason})`,
  );
  for (const name of listed.keys()) {
    if (!written.has(name)) problems.push(`${name} was not in the archive the second time`);
  }
  if (problems.length > 0) throw new BackupError(summary(problems));
}

/** The folder holds exactly the manifest's files and nothing else. */
async function verifyTree(dataDir: string, manifest: Manifest): Promise<void> {
  const found: string[] = [];
  const problems: string[] = [];
  const walk = async (rel: string) => {
    const entries = await fsp.readdir(path.join(dataDir, rel), { withFileTypes: true });
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
      else problems.push(`${child} is not a regular file`);
    }
  };
  await walk('');
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const name of found) {
    if (!listed.delete(name)) problems.push(`${name} appeared in the folder while it was restored`);
  }
  for (const name of listed) problems.push(`${name} is missing from the folder`);
  if (problems.length > 0) {
    throw new BackupError(`the restored folder does not match the manifest: ${summary(problems)}`);
  }
}

/** The restored database is sound and has the manifest's schema; notes for the operator. */
function checkDatabase(file: string, manifest: Manifest): { notes: string[]; secret: boolean } {
  let db: BetterSqlite3.Database | undefined;
  let migrations: string[];
  let secret: boolean;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
    migrations = (
      db.prepare('SELECT name FROM _migrations ORDER BY name').all() as { name: string }[]
    ).map((row) => row.name);
    secret = hasSecret(db);
  } catch (error) {
    throw new BackupError(`the restored database is not sound (${(error as Error).message})`);
  } finally {
    db?.close();
  }
  if (JSON.stringify(migrations) !== JSON.stringify(manifest.migrations)) {
    throw new BackupError('the database does not have the schema the manifest records');
  }
  // The API refuses to start on a schema with migrations it does not have (Kysely's check).
  const known = new Set(fs.readdirSync(MIGRATIONS_DIR));
  const unknown = migrations.filter((name) => name.endsWith('.sql') && !known.has(name));
  const notes =
    unknown.length > 0
      ? [
          `the database has migrations this API version lacks (${unknown.join(', ')}): start it with the version that wrote the backup or a newer one`,
        ]
      : [];
  return { notes, secret };
}

/** Removes what a failed restore wrote: the folders it created, or the contents of the empty one it was given. */
async function clear(dataDir: string, created: string | undefined): Promise<void> {
  if (created) {
    await fsp.rm(created, { recursive: true, force: true });
    return;
  }
  for (const name of await fsp.readdir(dataDir)) {
    await fsp.rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}
