import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, defaultArchiveName } from './backup';
import { BackupError, formatBytes } from './manifest';
import { loadConfig } from '../config';
import { moveUp } from './move';
import { restoreBackup } from './restore';

const USAGE =
  'usage: pnpm backup [--out FILE] [--data-dir DIR] | pnpm restore FILE --data-dir DIR | DATABASE_URL=… pnpm restore FILE';

const HELP = `Usage (from the repository root):
  pnpm backup [--out FILE] [--data-dir DIR]
      One archive of the data directory, taken while the API runs: a consistent copy of
      koris.sqlite (with the key that signs tokens), every file under uploads/ and
      manifest.json.
      DIR: --data-dir, else DATA_DIR, else api/data (as pnpm start).
      FILE: default koris-backup-YYYYMMDD-HHMMSS.tar.gz (UTC) in the current folder.
  pnpm restore FILE --data-dir DIR
      Checks FILE against its manifest and rebuilds a data directory in DIR, which must be
      new or empty. Start the API with DATA_DIR=DIR.
  pnpm restore FILE        (with DATABASE_URL, and S3_BUCKET for a bucket, set)
      Moves the site of FILE into the empty database of DATABASE_URL and the empty uploads
      storage (S3_BUCKET, else DATA_DIR/uploads), then reads every row and file back and
      compares them. Start the API with the same settings.
Relative paths are read from the repository root under pnpm, else from the current folder.`;

/** Wrong arguments: printed as they are, with the usage. */
class UsageError extends BackupError {}

const seconds = (s: number) => `${s.toFixed(2)} s`;

/** The backup and restore commands; returns what to print. */
export async function runBackupCli(argv: string[], env = process.env): Promise<string> {
  const [command, ...given] = argv;
  // `pnpm backup -- --out x` hands the separator on to the script.
  let first = 0;
  while (given[first] === '--') first++;
  const rest = given.slice(first);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: {
        out: { type: 'string' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: command === 'restore',
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('. ')[0]}; ${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return HELP;
  // pnpm runs package scripts in the package's folder and says where it was started.
  const base = env.INIT_CWD || process.cwd();
  const resolve = (p: string) => path.resolve(base, p);

  if (command === 'backup') {
    const dataDir = values['data-dir']
      ? resolve(values['data-dir'])
      : env.DATA_DIR
        ? resolve(env.DATA_DIR)
        : path.resolve(__dirname, '..', '..', 'data');
    const result = await createBackup({
      dataDir,
      out: resolve(values.out ?? defaultArchiveName()),
    });
    const { manifest } = result;
    return [
      `Backup written: ${result.file} (${formatBytes(result.bytes)})`,
      `  from        ${dataDir}, taken at ${manifest.taken_at}`,
      `  database    ${formatBytes(result.databaseBytes)}; migrations ${manifest.migrations.join(', ')}`,
      `  uploads     ${result.uploads} files, ${formatBytes(result.uploadBytes)}`,
      `  jwt secret  ${result.jwtSecret ? 'included' : 'none (JWT_SECRET is set)'}`,
      `  manifest    ${manifest.files.length} files with size and SHA-256`,
      `  took        ${seconds(result.seconds)}`,
      ...manifest.notes.map((note) => `note: ${note}`),
    ].join('\n');
  }

  if (command === 'restore') {
    const archive = positionals[0];
    if (positionals.length !== 1 || !archive) throw new UsageError(USAGE);
    if (!values['data-dir']) {
      if (!env.DATABASE_URL) throw new UsageError(USAGE);
      const moved = await moveUp({ archive: resolve(archive), config: loadConfig(env) });
      return [
        `Moved ${resolve(archive)} into ${moved.database}`,
        ...moved.tables
          .filter((table) => table.rows > 0)
          .map((table) => `  ${table.table.padEnd(20)} ${table.rows} rows, read back equal`),
        `  uploads              ${moved.files} files, ${formatBytes(moved.bytes)} in ${moved.storage}, read back with the manifest's SHA-256`,
        `  took                 ${seconds(moved.seconds)}`,
        ...moved.notes.map((note) => `note: ${note}`),
        'Start the API with the same DATABASE_URL and storage settings.',
      ].join('\n');
    }
    const dataDir = resolve(values['data-dir']);
    const result = await restoreBackup({ archive: resolve(archive), dataDir });
    const { manifest } = result;
    return [
      `Restored ${dataDir} from ${resolve(archive)}`,
      `  verified    ${manifest.files.length} files, ${formatBytes(result.bytes)}, size and SHA-256 as in the manifest`,
      `  database    taken at ${manifest.taken_at}; migrations ${manifest.migrations.join(', ')}`,
      `  uploads     ${result.uploads} files`,
      `  jwt secret  ${result.jwtSecret ? 'restored' : 'none'}`,
      `  took        ${seconds(result.seconds)}`,
      ...result.notes.map((note) => `note: ${note}`),
      `Start the API on it: DATA_DIR=${dataDir} pnpm start`,
    ].join('\n');
  }

  throw new UsageError(USAGE);
}

if (require.main === module) {
  const verb = process.argv[2];
  const label =
    verb === 'restore' ? 'restore refused' : verb === 'backup' ? 'backup failed' : 'error';
  runBackupCli(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      // One line, never a stack: the operator reads it in a terminal or a cron mail.
      const message = error instanceof Error ? error.message : String(error);
      const line = message.split('\n')[0];
      console.error(error instanceof UsageError ? line : `${label}: ${line}`);
      process.exitCode = 1;
    },
  );
}
