import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  SqliteDialect,
  type Compilable,
  type InferResult,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import type { DB } from './schema';
import { boundsMigration, type RepairLog } from './bounds';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

export interface MigrateOptions {
  /** The SQL files' folder. */
  dir?: string;
  /** Hears of every stored value a migration repaired. */
  log?: RepairLog;
  /** With the migrations written as code (false: the SQL files alone, an older data folder). */
  code?: boolean;
}

/**
 * Kysely builds every query (typed, dialect-portable); better-sqlite3 runs them synchronously
 * through a cache of prepared statements. SQLite is in-process, so the async Kysely driver
 * would only add promise hops on the hot list paths.
 */
export class Database {
  readonly sqlite: BetterSqlite3.Database;
  readonly kysely: Kysely<DB>;
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  /** Bumped by every write: read caches compare against it. */
  version = 0;

  constructor(file: string) {
    this.sqlite = new BetterSqlite3(file);
    this.sqlite.pragma('journal_mode = WAL');
    this.sqlite.pragma('synchronous = NORMAL');
    this.sqlite.pragma('foreign_keys = ON');
    this.sqlite.pragma('busy_timeout = 5000');
    this.kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: this.sqlite }) });
  }

  private statement(sql: string): BetterSqlite3.Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.sqlite.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  all<Q extends Compilable>(query: Q): InferResult<Q> {
    const { sql, parameters } = query.compile();
    return this.statement(sql).all(...(parameters as unknown[])) as InferResult<Q>;
  }

  first<Q extends Compilable>(query: Q): InferResult<Q>[number] | undefined {
    const { sql, parameters } = query.compile();
    return this.statement(sql).get(...(parameters as unknown[])) as InferResult<Q>[number];
  }

  /** INSERT/UPDATE/DELETE: returns changes and the last row id. */
  run(query: Compilable): { changes: number; lastInsertRowid: number } {
    const { sql, parameters } = query.compile();
    const info = this.statement(sql).run(...(parameters as unknown[]));
    this.version++;
    return { changes: info.changes, lastInsertRowid: Number(info.lastInsertRowid) };
  }

  transaction<T>(fn: () => T): T {
    const result = this.sqlite.transaction(fn)();
    this.version++;
    return result;
  }

  /**
   * Applies pending `migrations/NNN-name.sql` and the code migrations below with Kysely's
   * Migrator (its lock, its order check, its record in `_migrations`). Returns the names
   * applied now; `log` hears of every value a migration repaired.
   */
  async migrate({
    dir = MIGRATIONS_DIR,
    log = () => undefined,
    code = true,
  }: MigrateOptions = {}): Promise<string[]> {
    // Data directories from before the Migrator recorded `applied_at`; Kysely calls it
    // `timestamp`. The same rows, so nothing is applied twice.
    const columns = this.sqlite.prepare("SELECT name FROM pragma_table_info('_migrations')").all();
    if (columns.some((column) => (column as { name: string }).name === 'applied_at')) {
      this.sqlite.exec('ALTER TABLE _migrations RENAME COLUMN applied_at TO timestamp');
    }
    const migrator = new Migrator({
      db: this.kysely,
      provider: new SqlFileMigrations(
        this.sqlite,
        dir,
        code
          ? {
              // Rows stored before the bounds (schemas/bounds.ts) repaired, then guarded.
              '003-bounds': () => boundsMigration(this.sqlite, log),
            }
          : {},
      ),
      migrationTableName: '_migrations',
      migrationLockTableName: '_migrations_lock',
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error) throw error;
    this.version++;
    return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
  }

  close(): void {
    this.statements.clear();
    this.sqlite.close();
  }
}

/**
 * Plain SQL files as Kysely migrations, and migrations written as code (a repair that needs the
 * API's own rules), ordered together by name. A file may hold many statements, so it runs
 * through better-sqlite3's exec; each migration runs in a transaction of its own (SQLite DDL is
 * transactional; Kysely's SQLite adapter does not open one).
 */
class SqlFileMigrations implements MigrationProvider {
  constructor(
    private readonly sqlite: BetterSqlite3.Database,
    private readonly dir: string,
    private readonly code: Record<string, () => void> = {},
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = fs
      .readdirSync(this.dir)
      .filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name))
      .sort();
    const inTransaction = (run: () => void) => async () => {
      this.sqlite.transaction(run)();
    };
    return Object.fromEntries([
      ...files.map((name) => {
        const text = fs.readFileSync(path.join(this.dir, name), 'utf8');
        return [name, { up: inTransaction(() => this.sqlite.exec(text)) }];
      }),
      ...Object.entries(this.code).map(([name, run]) => [name, { up: inTransaction(run) }]),
    ]);
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}
