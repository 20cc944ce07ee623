/* eslint-disable @typescript-eslint/no-explicit-any -- a query of any table, any row: Kysely's builders are generic over both */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  SqliteDialect,
  type CompiledQuery,
  type Compilable,
  type InferResult,
  type InsertQueryBuilder,
  type Migration,
  type MigrationProvider,
  type RawBuilder,
} from 'kysely';
import type { DB } from './schema';
import { boundsMigration, type RepairLog } from './bounds';
import { sqliteDialect, type SqlDialect } from './dialect';
import { TransactionScope } from './transaction-scope';

export const MIGRATIONS_ROOT = path.resolve(__dirname, '..', '..', 'migrations');
/** SQLite's migration files (PostgreSQL's, of the same names, are in migrations/postgres). */
export const MIGRATIONS_DIR = path.join(MIGRATIONS_ROOT, 'sqlite');

export interface MigrateOptions {
  /** The SQL files' folder. */
  dir?: string;
  /** Hears of every stored value a migration repaired. */
  log?: RepairLog;
  /** With the migrations written as code (false: the SQL files alone, an older data folder). */
  code?: boolean;
}

/** A query Kysely built, or raw SQL (a table named at run time, a dialect's own statement). */
export type Query<R = unknown> = Compilable<R> | RawBuilder<R>;
type Row<Q> =
  Q extends RawBuilder<infer R> ? R : Q extends Compilable ? InferResult<Q>[number] : never;

/**
 * The data layer: SQLite (the embedded default) or PostgreSQL (DATABASE_URL), the same queries
 * for both, built with Kysely from `kysely`. Every call is asynchronous; a `transaction` makes
 * every call inside it (however deep, through async calls) part of it.
 */
export interface Database {
  readonly dialect: SqlDialect;
  readonly kysely: Kysely<DB>;
  all<Q extends Query<any>>(query: Q): Promise<Row<Q>[]>;
  first<Q extends Query<any>>(query: Q): Promise<Row<Q> | undefined>;
  /** INSERT/UPDATE/DELETE: how many rows it changed. */
  run(query: Query<any>): Promise<{ changes: number }>;
  /**
   * A write of what no page shows (the real-user measurements): the change token stays, so
   * a steady trickle of reports never empties the read caches.
   */
  tally(query: Query<any>): Promise<void>;
  /** An INSERT into a table with an `id`: the new row's id. */
  insert(query: InsertQueryBuilder<DB, any, any>): Promise<number>;
  /** All of `fn`'s calls at once or none; joins the transaction it is called in. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Changes whenever the data may have changed, by this instance or any other sharing the
   * database, and never comes back to an earlier value (a restart included); read caches
   * compare it (cheap: no query). GET /api/content-version tells it to the shell.
   */
  changeToken(): string;
  /**
   * Makes sure changeToken() names at least the state `version` (a token a write answered
   * with, maybe on another instance) when this instance has not seen it yet: the change signal
   * is read now instead of at the next poll. Resolves at once when nothing is behind.
   */
  catchUp(version: string): Promise<void>;
  migrate(options?: MigrateOptions): Promise<string[]>;
  /** Runs `fn` while no other instance runs its own start-up (migrations, seed, first admin). */
  startup<T>(fn: () => Promise<T>): Promise<T>;
  /** Runs `fn` unless another instance is running the same task now (periodic work). */
  once(task: string, fn: () => Promise<void>): Promise<boolean>;
  /** Where the data is, for logs and health (never a password). */
  readonly where: string;
  close(): Promise<void>;
}

/**
 * Kysely builds every query; better-sqlite3 runs them synchronously through a cache of prepared
 * statements (SQLite is in-process: Kysely's async driver would only add hops on the hot list
 * paths). One connection: while a transaction is open, calls from outside it wait, so they
 * never see its uncommitted rows nor become part of it.
 */
export class SqliteDatabase implements Database {
  readonly dialect = sqliteDialect;
  readonly sqlite: BetterSqlite3.Database;
  readonly kysely: Kysely<DB>;
  readonly where: string;
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private readonly inTransaction = new TransactionScope<true>();
  /** The transactions queued or open, in order. */
  private tail: Promise<unknown> = Promise.resolve();
  private open = false;
  /** Bumped by every write of this process. */
  private version = 0;
  /** Writes by other connections (another process, the CLI), checked at most every 100 ms. */
  private readonly dataVersion: BetterSqlite3.Statement;
  private otherVersion = 0;
  private checkedAt = 0;
  /** The token last built, and the two counters it was built from: every kept answer asks for
   * the token, and the same string back (rather than a new one each time) compares at once. */
  private token = '';
  private tokenOf: [number, number] = [-1, -1];
  /** Counters start again with the process: this tells two runs apart. */
  private readonly boot = crypto.randomBytes(6).toString('hex');

  constructor(file: string) {
    this.where = file;
    this.sqlite = new BetterSqlite3(file);
    this.sqlite.pragma('journal_mode = WAL');
    this.sqlite.pragma('synchronous = NORMAL');
    this.sqlite.pragma('foreign_keys = ON');
    this.sqlite.pragma('busy_timeout = 5000');
    this.kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: this.sqlite }) });
    this.dataVersion = this.sqlite.prepare('PRAGMA data_version').pluck();
  }

  private statement(query: Query): { stmt: BetterSqlite3.Statement; parameters: unknown[] } {
    const { sql, parameters } = compile(query, this.kysely);
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.sqlite.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return { stmt, parameters: parameters as unknown[] };
  }

  /** Resolves once no transaction of another caller holds the connection. */
  private async turn(): Promise<void> {
    while (this.open && !this.inTransaction.current()) await this.tail.catch(() => undefined);
  }

  async all<Q extends Query<any>>(query: Q): Promise<Row<Q>[]> {
    if (this.open) await this.turn();
    const { stmt, parameters } = this.statement(query);
    return stmt.all(...parameters) as Row<Q>[];
  }

  async first<Q extends Query<any>>(query: Q): Promise<Row<Q> | undefined> {
    if (this.open) await this.turn();
    const { stmt, parameters } = this.statement(query);
    return stmt.get(...parameters) as Row<Q> | undefined;
  }

  async run(query: Query<any>): Promise<{ changes: number }> {
    return { changes: (await this.write(query)).changes };
  }

  async insert(query: InsertQueryBuilder<DB, any, any>): Promise<number> {
    return Number((await this.write(query)).lastInsertRowid);
  }

  async tally(query: Query<any>): Promise<void> {
    if (this.open) await this.turn();
    const { stmt, parameters } = this.statement(query);
    stmt.run(...parameters);
  }

  private async write(query: Query<any>): Promise<BetterSqlite3.RunResult> {
    if (this.open) await this.turn();
    const { stmt, parameters } = this.statement(query);
    const info = stmt.run(...parameters);
    this.version++;
    return info;
  }

  transaction<T>(fn: () => Promise<T>): Promise<T> {
    if (this.inTransaction.current()) return fn();
    const run = async () => {
      this.open = true;
      this.sqlite.exec('BEGIN IMMEDIATE');
      try {
        const result = await this.inTransaction.run(true, fn);
        this.sqlite.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.sqlite.inTransaction) this.sqlite.exec('ROLLBACK');
        throw error;
      } finally {
        this.version++;
        this.open = false;
      }
    };
    const result = this.tail.then(run, run);
    this.tail = result.catch(() => undefined);
    return result;
  }

  changeToken(): string {
    const now = Date.now();
    if (now - this.checkedAt >= 100) {
      this.otherVersion = this.dataVersion.get() as number;
      this.checkedAt = now;
    }
    if (this.tokenOf[0] !== this.version || this.tokenOf[1] !== this.otherVersion) {
      this.token = `${this.boot}:${this.version}:${this.otherVersion}`;
      this.tokenOf = [this.version, this.otherVersion];
    }
    return this.token;
  }

  async catchUp(version: string): Promise<void> {
    // Another connection's write (another process on this file) is seen at the next look at
    // data_version: look now.
    if (version !== this.changeToken()) this.checkedAt = 0;
  }

  /** One process owns an SQLite file's start-up (several share it only on one machine). */
  startup<T>(fn: () => Promise<T>): Promise<T> {
    return fn();
  }

  async once(_task: string, fn: () => Promise<void>): Promise<boolean> {
    await fn();
    return true;
  }

  /**
   * Applies pending `migrations/sqlite/NNN-name.sql` and the code migrations below with
   * Kysely's Migrator (its lock, its order check, its record in `_migrations`). Returns the
   * names applied now; `log` hears of every value a migration repaired.
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
    const sqlite = this.sqlite;
    const inTransaction = (run: () => void) => async () => {
      sqlite.transaction(run)();
    };
    // A file may hold many statements, so it runs through better-sqlite3's exec; each
    // migration runs in a transaction of its own (SQLite DDL is transactional; Kysely's SQLite
    // adapter does not open one).
    const applied = await runMigrations(this.kysely, {
      files: dir,
      file: (text) => inTransaction(() => sqlite.exec(text)),
      code: code
        ? // Rows stored before the bounds (schemas/bounds.ts) repaired, then guarded.
          { '003-bounds': inTransaction(() => boundsMigration(sqlite, log)) }
        : {},
    });
    this.version++;
    return applied;
  }

  async close(): Promise<void> {
    await this.tail;
    this.statements.clear();
    this.sqlite.close();
  }
}

/** The SQL text and parameters of a query, raw or built. */
export function compile(query: Query, kysely: Kysely<DB>): CompiledQuery {
  return 'isRawBuilder' in query ? query.compile(kysely) : query.compile();
}

/**
 * Plain SQL files as Kysely migrations, and migrations written as code (a repair that needs the
 * API's own rules), ordered together by name, applied with Kysely's Migrator.
 */
export async function runMigrations(
  kysely: Kysely<DB>,
  source: {
    files: string;
    file: (text: string) => Migration['up'];
    code: Record<string, Migration['up']>;
  },
): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const files = fs
        .readdirSync(source.files)
        .filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name))
        .sort();
      return Object.fromEntries([
        ...files.map((name) => [
          name,
          { up: source.file(fs.readFileSync(path.join(source.files, name), 'utf8')) },
        ]),
        ...Object.entries(source.code).map(([name, up]) => [name, { up }]),
      ]);
    },
  };
  const migrator = new Migrator({
    db: kysely,
    provider,
    migrationTableName: '_migrations',
    migrationLockTableName: '_migrations_lock',
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}

export function nowIso(): string {
  return new Date().toISOString();
}
