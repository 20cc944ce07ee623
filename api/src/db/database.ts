import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type Compilable, type InferResult } from 'kysely';
import type { DB } from './schema';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

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

  migrate(dir = MIGRATIONS_DIR): string[] {
    this.sqlite.exec(
      'CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)',
    );
    const done = new Set(
      (this.sqlite.prepare('SELECT name FROM _migrations').all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const files = fs
      .readdirSync(dir)
      .filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name))
      .sort();
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      const sqlText = fs.readFileSync(path.join(dir, name), 'utf8');
      this.sqlite.transaction(() => {
        this.sqlite.exec(sqlText);
        this.sqlite
          .prepare('INSERT INTO _migrations (name, applied_at) VALUES (?, ?)')
          .run(name, new Date().toISOString());
      })();
      applied.push(name);
    }
    return applied;
  }

  close(): void {
    this.statements.clear();
    this.sqlite.close();
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}
