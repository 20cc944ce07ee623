/* eslint-disable @typescript-eslint/no-explicit-any -- a query of any table, any row: Kysely's builders are generic over both */
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type InsertQueryBuilder, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { guardChecks } from './bounds';
import { postgresDialect } from './dialect';
import { TransactionScope } from './transaction-scope';
import {
  MIGRATIONS_ROOT,
  compile,
  runMigrations,
  type Database,
  type MigrateOptions,
  type Query,
} from './database';

export const POSTGRES_MIGRATIONS_DIR = path.join(MIGRATIONS_ROOT, 'postgres');

// bigint (ids, counts) as JavaScript numbers: the bounds keep every id below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Advisory lock keys (any two fixed numbers; the same in every instance). */
const STARTUP_LOCK = 7_305_101;
const TASK_LOCK = 7_305_102;

/** How often an instance looks for writes made by the others. */
const CHANGE_POLL_MS = 200;

/**
 * PostgreSQL through Kysely's dialect and a `pg` pool: the queries of SQLite's Database, run
 * asynchronously. A transaction holds one pooled connection and every call inside it (found
 * through a TransactionScope) runs on it.
 *
 * Every committed write advances the sequence `koris_changes`; each instance reads it every
 * CHANGE_POLL_MS, so a write through any instance reaches every instance's read cache well
 * within a second. The sequence is advanced after the commit, so whoever sees the new value
 * reads the new rows.
 */
export class PostgresDatabase implements Database {
  readonly dialect = postgresDialect;
  readonly pool: pg.Pool;
  readonly kysely: Kysely<DB>;
  readonly where: string;
  private readonly scope = new TransactionScope<Transaction<DB>>();
  /** The largest value of the change sequence this instance has seen (never goes back). */
  private seen = 0;
  /** Writes whose signal could not be sent (the server away): this instance's caches still let go. */
  private unsignalled = 0;
  private unreachable = false;
  /** The token last built, and the two counters it was built from (as SQLite's: the same
   * string back for every kept answer until something changes). */
  private token = '';
  private tokenOf: [number, number] = [-1, -1];
  private readonly poller: NodeJS.Timeout;
  private polling = false;
  /** The catch-up read running, and the one queued to start after it (catchUp). */
  private catching: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(url: string, options: { max?: number } = {}) {
    const address = new URL(url);
    this.where = `postgres://${address.host}${address.pathname}`;
    this.pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
    // An idle connection the server closed is only logged; the pool replaces it.
    this.pool.on('error', () => undefined);
    this.kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool: this.pool }) });
    this.poller = setInterval(() => void this.poll(), CHANGE_POLL_MS);
    this.poller.unref();
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const { rows } = await this.pool.query<{ last_value: string; is_called: boolean }>(
        'SELECT last_value, is_called FROM koris_changes',
      );
      if (rows[0]?.is_called) this.advance(Number(rows[0].last_value));
      this.unreachable = false;
    } catch (_unreachable) {
      // Before the first migration, or the server is away: /api/health reports the latter, and
      // until the next answer nothing new is kept (the token changes on every read).
      this.unreachable = true;
    } finally {
      this.polling = false;
    }
  }

  /** One read of the change sequence, now. */
  private async readChanges(): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ last_value: string; is_called: boolean }>(
        'SELECT last_value, is_called FROM koris_changes',
      );
      if (rows[0]?.is_called) this.advance(Number(rows[0].last_value));
    } catch (_unreachable) {
      // The poll reports the server away; a reader then gets what this instance has.
    }
  }

  async catchUp(version: string): Promise<void> {
    const wanted = Number.parseInt(version, 10);
    if (!Number.isSafeInteger(wanted) || wanted <= this.seen) return;
    // A read already running may have started before the write: the reader waits for one that
    // starts after it asked. However many readers ask, one read runs and one waits to run.
    if (!this.catching) {
      this.catching = this.readChanges().finally(() => {
        this.catching = null;
      });
      return this.catching;
    }
    this.queued ??= this.catching.then(() => {
      this.queued = null;
      this.catching = this.readChanges().finally(() => {
        this.catching = null;
      });
      return this.catching;
    });
    return this.queued;
  }

  private executor() {
    return this.scope.current() ?? this.kysely;
  }

  async all<Q extends Query<any>>(query: Q) {
    const { rows } = await this.executor().executeQuery(compile(query, this.kysely));
    return rows as any[];
  }

  async first<Q extends Query<any>>(query: Q) {
    return (await this.all(query))[0];
  }

  async run(query: Query<any>): Promise<{ changes: number }> {
    const result = await this.executor().executeQuery(compile(query, this.kysely));
    await this.changed();
    return { changes: Number(result.numAffectedRows ?? 0) };
  }

  async tally(query: Query<any>): Promise<void> {
    await this.executor().executeQuery(compile(query, this.kysely));
  }

  async insert(query: InsertQueryBuilder<DB, any, any>): Promise<number> {
    const { rows } = await this.executor().executeQuery(
      (query as InsertQueryBuilder<DB, any, { id: number }>).returning('id' as never).compile(),
    );
    await this.changed();
    return Number((rows[0] as { id: number }).id);
  }

  private advance(value: number): void {
    if (value > this.seen) this.seen = value;
  }

  /** After a write outside a transaction, or a commit: every instance's caches let go. */
  private async changed(): Promise<void> {
    if (this.scope.current()) return;
    try {
      const { rows } = await this.pool.query<{ value: string }>(
        "SELECT nextval('koris_changes') AS value",
      );
      this.advance(Number(rows[0]!.value));
    } catch (_unreachable) {
      this.unsignalled++;
    }
  }

  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    if (this.scope.current()) return fn();
    try {
      return await this.kysely.transaction().execute((trx) => this.scope.run(trx, fn));
    } finally {
      await this.changed();
    }
  }

  /** The same on every instance for the same data (once each has polled). */
  changeToken(): string {
    if (this.unreachable) return `unreachable-${Date.now()}-${Math.random()}`;
    if (this.tokenOf[0] !== this.seen || this.tokenOf[1] !== this.unsignalled) {
      this.token = this.unsignalled ? `${this.seen}+${this.unsignalled}` : String(this.seen);
      this.tokenOf = [this.seen, this.unsignalled];
    }
    return this.token;
  }

  /** On one connection holding a session-level advisory lock, released however `fn` ends. */
  private async locked<T>(
    key: number,
    wait: boolean,
    fn: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }> {
    const client = await this.pool.connect();
    try {
      if (wait) {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
      } else {
        const { rows } = await client.query<{ ok: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS ok',
          [key],
        );
        if (!rows[0]?.ok) return { ran: false };
      }
      try {
        return { ran: true, value: await fn() };
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    } finally {
      client.release();
    }
  }

  async startup<T>(fn: () => Promise<T>): Promise<T> {
    const result = await this.locked(STARTUP_LOCK, true, fn);
    return (result as { value: T }).value;
  }

  async once(_task: string, fn: () => Promise<void>): Promise<boolean> {
    return (await this.locked(TASK_LOCK, false, fn)).ran;
  }

  /**
   * migrations/postgres/NNN-name.sql (the names SQLite's have) and the bounds as CHECK
   * constraints, each in a transaction of its own (PostgreSQL's DDL is transactional).
   */
  async migrate({ dir = POSTGRES_MIGRATIONS_DIR, code = true }: MigrateOptions = {}): Promise<
    string[]
  > {
    const applied = await runMigrations(this.kysely, {
      files: dir,
      file: (text) => async (db) => {
        await sql.raw(text).execute(db);
      },
      code: code
        ? {
            '003-bounds': async (db) => {
              await sql.raw(guardChecks()).execute(db);
            },
          }
        : {},
    });
    await this.poll();
    return applied;
  }

  async close(): Promise<void> {
    clearInterval(this.poller);
    await this.kysely.destroy();
  }
}
