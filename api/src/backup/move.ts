import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config';
import { SqliteDatabase, type Database } from '../db/database';
import { openDatabase } from '../plugins/external/db';
import { createStorage } from '../plugins/app/storage';
import { BackupError, DATABASE, JWT_SECRET, UPLOADS } from './manifest';
import { restoreBackup } from './restore';

/** Every table of the data, parents before children, each with the columns that order it. */
const TABLES: [table: string, order: string[]][] = [
  ['users', ['id']],
  ['user_roles', ['user_id', 'role']],
  ['sessions', ['jti']],
  ['registration_tokens', ['id']],
  ['events', ['id']],
  ['galleries', ['id']],
  ['gallery_images', ['id']],
  ['conductors', ['id']],
  ['achievements', ['id']],
  ['system_settings', ['id']],
  ['history_events', ['id']],
  ['videos', ['id']],
  ['applications', ['id']],
  ['app_meta', ['key']],
  ['images', ['key']],
  ['trash', ['id']],
  ['versions', ['id']],
  ['activity', ['id']],
  // Second factors move with their accounts; tickets and challenges live minutes and do not.
  ['passkeys', ['id']],
  ['totp_secrets', ['user_id']],
  ['recovery_codes', ['id']],
  ['rum_counts', ['hour', 'route', 'remote', 'release_key', 'metric', 'bucket']],
];

/** Rows per INSERT: well under PostgreSQL's limit of parameters per statement. */
const CHUNK = 200;

export interface MoveResult {
  database: string;
  storage: string;
  tables: { table: string; rows: number }[];
  files: number;
  bytes: number;
  seconds: number;
  notes: string[];
}

type Row = Record<string, unknown>;

/** A table's rows in the order of `order`, compared in JavaScript (collations differ). */
async function rowsOf(db: Database, table: string, order: string[]): Promise<Row[]> {
  const rows = await db.all(sql<Row>`SELECT * FROM ${sql.table(table)}`);
  return rows.sort((a, b) => {
    for (const column of order) {
      const x = a[column] as string | number;
      const y = b[column] as string | number;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  });
}

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * Moves a site that started on the embedded default (an archive of `pnpm backup`) into the
 * database of DATABASE_URL and the uploads storage of the environment (S3_BUCKET, else
 * DATA_DIR/uploads): the archive is checked against its manifest, every row is copied in one
 * transaction into an empty database, every file into an empty storage, and then every row is
 * read back and compared, and every file read back and compared with the manifest's SHA-256.
 * Nothing is left half-done without saying so: a refusal writes nothing.
 */
export async function moveUp({
  archive,
  config,
}: {
  archive: string;
  config: Config;
}): Promise<MoveResult> {
  const started = performance.now();
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'koris-move-'));
  const notes: string[] = [];
  try {
    const unpacked = path.join(staging, 'data');
    const restored = await restoreBackup({ archive, dataDir: unpacked });
    notes.push(...restored.notes);
    const source = new SqliteDatabase(path.join(unpacked, DATABASE));
    const target = openDatabase(config);
    const storage = createStorage(config);
    try {
      // The copy at this API's schema, then the target's own.
      await source.migrate();
      await target.migrate();
      for (const [table] of TABLES) {
        const [row] = await target.all(
          sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`,
        );
        if (Number(row?.n) > 0) {
          throw new BackupError(
            `${target.where} is not empty (${table} has ${row?.n} rows): move into an empty database`,
          );
        }
      }
      const existing = await storage.list();
      if (existing.length > 0) {
        throw new BackupError(
          `the uploads storage (${storage.kind}) is not empty (${existing.length} files): move into an empty one`,
        );
      }

      // A site from before the key was kept in the database keeps its sessions.
      const legacySecret = path.join(unpacked, JWT_SECRET);
      if (fs.existsSync(legacySecret)) {
        const secret = fs.readFileSync(legacySecret, 'utf8').trim();
        await source.run(
          source.kysely
            .insertInto('app_meta')
            .values({ key: 'jwt_secret', value: secret })
            .onConflict((oc) => oc.column('key').doNothing()),
        );
      }

      const tables: MoveResult['tables'] = [];
      await target.transaction(async () => {
        for (const [table, order] of TABLES) {
          const rows = await rowsOf(source, table, order);
          for (let i = 0; i < rows.length; i += CHUNK) {
            await target.run(
              target.kysely.insertInto(table as never).values(rows.slice(i, i + CHUNK) as never),
            );
          }
          tables.push({ table, rows: rows.length });
        }
        if (target.dialect.name === 'postgres') {
          // Rows came with their ids: the next id of each table follows the largest.
          for (const [table, order] of TABLES) {
            if (order[0] !== 'id') continue;
            await target.run(
              sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`,
            );
          }
        }
      });

      for (const [table, order] of TABLES) {
        const [from, to] = await Promise.all([
          rowsOf(source, table, order),
          rowsOf(target, table, order),
        ]);
        if (JSON.stringify(from) !== JSON.stringify(to)) {
          throw new BackupError(
            `${table} in ${target.where} differs from the backup after the move: restore the database from its own backup and try again`,
          );
        }
      }

      const uploads = restored.manifest.files.filter((file) => file.path.startsWith(`${UPLOADS}/`));
      let bytes = 0;
      for (const file of uploads) {
        const name = file.path.slice(UPLOADS.length + 1);
        const data = await fsp.readFile(path.join(unpacked, file.path));
        await storage.put(name, data, contentTypeOf(name));
        bytes += data.length;
      }
      for (const file of uploads) {
        const name = file.path.slice(UPLOADS.length + 1);
        const stored = await storage.get(name);
        const chunks: Buffer[] = [];
        if (stored) for await (const chunk of stored.body) chunks.push(chunk as Buffer);
        if (!stored || sha256(Buffer.concat(chunks)) !== file.sha256) {
          throw new BackupError(`${name} did not arrive intact in the uploads storage`);
        }
      }
      return {
        database: target.where,
        storage: storage.kind === 's3' ? `bucket ${config.s3!.bucket}` : config.uploadsDir,
        tables,
        files: uploads.length,
        bytes,
        seconds: (performance.now() - started) / 1000,
        notes,
      };
    } finally {
      await source.close();
      await target.close();
      await storage.close();
    }
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

function contentTypeOf(name: string): string {
  const extension = path.extname(name).toLowerCase();
  return (
    { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' }[
      extension
    ] ?? 'application/octet-stream'
  );
}
