import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import BetterSqlite3 from 'better-sqlite3';
import { Header, Pack, ReadEntry } from 'tar';
import {
  BackupError,
  DATABASE,
  FORMAT,
  hasSecret,
  isMissing,
  JWT_SECRET,
  MANIFEST,
  pathProblem,
  UPLOADS,
  type Manifest,
  type ManifestFile,
} from './manifest';

export interface BackupOptions {
  /** The live data directory (absolute). */
  dataDir: string;
  /** The archive to write; it must not exist yet. */
  out: string;
  /**
   * Hears the uploads found, before any is read: the seam where a test deletes a file to act
   * out a deletion racing the backup.
   */
  onListed?: (uploads: string[]) => void | Promise<void>;
}

export interface BackupResult {
  file: string;
  bytes: number;
  seconds: number;
  manifest: Manifest;
  databaseBytes: number;
  uploads: number;
  uploadBytes: number;
  jwtSecret: boolean;
}

/** `koris-backup-YYYYMMDD-HHMMSS.tar.gz` in UTC, so names sort by time and never repeat at a DST change. */
export function defaultArchiveName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `koris-backup-${stamp}.tar.gz`;
}

/** Read size per step: large enough for few system calls, small enough to keep memory flat. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * One gzipped tar of a data directory that may be serving writes: koris.sqlite (a consistent
 * copy), jwt-secret, every upload, and last manifest.json. Each file is read once through one
 * open handle, and the bytes hashed are the bytes packed, so the manifest describes exactly
 * what the archive holds whatever the site does meanwhile.
 */
export async function createBackup({
  dataDir,
  out,
  onListed,
}: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const liveDb = path.join(dataDir, DATABASE);
  if (!fs.existsSync(liveDb)) {
    throw new BackupError(`no database at ${liveDb} (is DATA_DIR right?)`);
  }
  if (fs.existsSync(out)) throw new BackupError(`${out} already exists (choose another --out)`);
  const outDir = path.dirname(out);
  if (!fs.statSync(outDir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new BackupError(`the folder ${outDir} does not exist`);
  }

  // The database copy is made beside the archive, not in the system temp folder: same disk as
  // the result, and mkdtemp makes it readable by this user alone (it holds password hashes).
  const staging = await fsp.mkdtemp(path.join(outDir, '.koris-backup-'));
  // Written under a temporary name and renamed when complete: a crash or a full disk never
  // leaves a truncated archive under a name that rotation or a restore would trust.
  const partial = `${out}.partial`;
  const pack = new Pack({ gzip: true, portable: true, strict: true });
  const written = pipeline(pack, fs.createWriteStream(partial, { mode: 0o600 })).catch(
    (error: unknown) => {
      throw new BackupError(`could not write ${partial}: ${(error as Error).message}`);
    },
  );
  // Seen at once, awaited below: a failed write must end the reading too, not leave it
  // waiting for a pack that will never drain.
  written.catch(() => undefined);
  try {
    const takenAt = new Date();
    const copy = path.join(staging, DATABASE);
    copyDatabase(liveDb, copy);
    const { migrations, secretInDatabase } = inspectCopy(copy);

    const files: ManifestFile[] = [];
    const notes: string[] = [];
    const database = await packFile(pack, written, DATABASE, copy);
    files.push(database!);
    const secret = await packFile(pack, written, JWT_SECRET, path.join(dataDir, JWT_SECRET));
    if (secret) files.push(secret);

    // The database is copied first: the API writes an image's files before the row that names
    // them, so every upload the copy names is complete on disk by now. A file still being
    // written at this point is one the copy does not name.
    const uploads = await listUploads(dataDir, notes);
    await onListed?.(uploads);
    let uploadBytes = 0;
    for (const rel of uploads) {
      const file = await packFile(pack, written, rel, path.join(dataDir, rel));
      if (file) {
        files.push(file);
        uploadBytes += file.size;
      } else {
        notes.push(`${rel} was deleted while the backup ran: left out`);
      }
    }

    const manifest: Manifest = {
      format: FORMAT,
      taken_at: takenAt.toISOString(),
      migrations,
      files,
      notes: notes.sort(),
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const entry = new ReadEntry(
      new Header({ path: MANIFEST, type: 'File', size: text.length, mode: 0o600, mtime: takenAt }),
    );
    pack.add(entry);
    entry.end(text);
    pack.end();
    await written;
    await fsp.rename(partial, out);

    return {
      file: out,
      bytes: (await fsp.stat(out)).size,
      seconds: (performance.now() - started) / 1000,
      manifest,
      databaseBytes: database!.size,
      uploads: files.length - (secret ? 2 : 1),
      uploadBytes,
      jwtSecret: secret !== undefined || secretInDatabase,
    };
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await fsp.rm(partial, { force: true }).catch(() => undefined);
    throw error;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Adds one file to the archive and returns its size and digest; undefined when it is gone.
 * The open handle keeps the file readable if it is deleted meanwhile, and since files are
 * never rewritten in place, its first `size` bytes (taken when it was opened) are the file.
 */
async function packFile(
  pack: Pack,
  written: Promise<void>,
  rel: string,
  source: string,
): Promise<ManifestFile | undefined> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(source, 'r');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    const stat = await handle.stat();
    const entry = new ReadEntry(
      new Header({
        path: rel,
        type: 'File',
        size: stat.size,
        mode: stat.mode & 0o777,
        mtime: stat.mtime,
      }),
    );
    pack.add(entry);
    const hash = crypto.createHash('sha256');
    let position = 0;
    while (position < stat.size) {
      const length = Math.min(CHUNK_BYTES, stat.size - position);
      const { bytesRead, buffer } = await handle.read(
        Buffer.allocUnsafe(length),
        0,
        length,
        position,
      );
      if (bytesRead === 0) throw new BackupError(`${rel} became shorter while it was read`);
      const chunk = buffer.subarray(0, bytesRead);
      hash.update(chunk);
      position += bytesRead;
      // The pack takes one entry at a time: wait for it rather than buffer whole files.
      if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), written]);
    }
    entry.end();
    return { path: rel, size: stat.size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

/**
 * A consistent copy of the live database: VACUUM INTO reads inside one transaction, so under
 * WAL it sees one committed state while the API keeps writing, and never copies the live file
 * (whose recent pages may still sit in the -wal file).
 */
function copyDatabase(liveDb: string, target: string): void {
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(liveDb, { fileMustExist: true, timeout: 10_000 });
    db.prepare('VACUUM INTO ?').run(target);
  } catch (error) {
    throw new BackupError(`could not copy the database ${liveDb}: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}

/**
 * The copy's migration names, once SQLite has found it sound, and whether it holds the key that
 * signs tokens (kept in the database since it is shared by every instance).
 */
function inspectCopy(file: string): { migrations: string[]; secretInDatabase: boolean } {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`the database copy is not sound: ${String(check)}`);
    const hasTable = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_migrations'")
      .get();
    if (!hasTable)
      throw new BackupError('the database has no _migrations table: not a koris database');
    const migrations = (
      db.prepare('SELECT name FROM _migrations ORDER BY name').all() as { name: string }[]
    ).map((row) => row.name);
    return { migrations, secretInDatabase: hasSecret(db) };
  } finally {
    db.close();
  }
}

/**
 * Every regular file under uploads/ as `uploads/…` paths, sorted. A folder that vanishes while
 * it is read is noted; a symbolic link or other special file is noted and left out, since it
 * could point anywhere on the machine.
 */
async function listUploads(dataDir: string, notes: string[]): Promise<string[]> {
  const found: string[] = [];
  const walk = async (rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(path.join(dataDir, rel), { withFileTypes: true });
    } catch (error) {
      if (!isMissing(error)) throw error;
      notes.push(
        rel === UPLOADS
          ? 'there is no uploads/ folder'
          : `${rel}/ was deleted while the backup ran`,
      );
      return;
    }
    for (const entry of entries) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) await walk(child);
      else if (!entry.isFile()) notes.push(`${child} is not a regular file: left out`);
      else if (pathProblem(child)) notes.push(`${child} has a name a restore refuses: left out`);
      else found.push(child);
    }
  };
  await walk(UPLOADS);
  return found.sort();
}
