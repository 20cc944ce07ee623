import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Header, list, Pack, ReadEntry } from 'tar';
import { digestFile } from '../../src/backup/manifest';
import { pipeline } from 'node:stream/promises';

const API_DIR = path.resolve(__dirname, '..', '..');
const CLI = path.join(API_DIR, 'src', 'backup', 'cli.ts');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The backup CLI as its own process, as cron runs it beside a live API. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // The tests pass absolute paths; the folder jest was started from must not matter.
  delete childEnv.INIT_CWD;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: API_DIR,
      env: childEnv,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** path → SHA-256 of every file under a folder (paths with `/`). */
export async function digestTree(dir: string): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  const names = fs.readdirSync(dir, { recursive: true }).map(String).sort();
  for (const name of names) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) {
      result.set(name.split(path.sep).join('/'), (await digestFile(file)).sha256);
    }
  }
  return result;
}

export interface Entry {
  path: string;
  type: 'File' | 'Directory' | 'SymbolicLink';
  data: Buffer;
  linkpath?: string;
}

/** Every entry of a (small) archive, in order, with its bytes. */
export async function readEntries(archive: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  await list({
    file: archive,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () =>
        entries.push({
          path: entry.path,
          type: entry.type as Entry['type'],
          data: Buffer.concat(chunks),
          linkpath: entry.linkpath,
        }),
      );
    },
  });
  return entries;
}

/**
 * Writes entries as a gzipped tar exactly as given (paths are not cleaned up), so a test can
 * hand the restore an altered or hostile archive.
 */
export async function writeEntries(archive: string, entries: Entry[]): Promise<void> {
  const pack = new Pack({ gzip: true, portable: true, preservePaths: true });
  const written = pipeline(pack, fs.createWriteStream(archive));
  for (const { path: entryPath, type, data, linkpath } of entries) {
    const entry = new ReadEntry(
      new Header({
        path: entryPath,
        type,
        size: type === 'File' ? data.length : 0,
        mode: type === 'Directory' ? 0o755 : 0o644,
        mtime: new Date(),
        linkpath,
      }),
    );
    pack.add(entry);
    if (type === 'File') entry.end(data);
    else entry.end();
  }
  pack.end();
  await written;
}

/** Every public list of the API (a gallery's own page is added once the galleries are known). */
export const PUBLIC_LISTS = [
  '/api/events',
  '/api/events/current',
  '/api/events/old',
  '/api/galleries',
  '/api/conductors/current',
  '/api/conductors/old',
  '/api/achievements',
  '/api/system-settings',
  '/api/videos',
  '/api/history-events',
];
