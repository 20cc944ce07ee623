/* eslint-disable @typescript-eslint/no-explicit-any -- a query of any table, any row: Kysely's builders are generic over both */
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export interface Paging {
  skip?: number;
  take?: number;
}

/**
 * Everything the repositories say differently to SQLite and to PostgreSQL, and nothing else:
 * the queries themselves are Kysely's, the same for both. Migrations differ too, as files of the
 * same names under migrations/sqlite and migrations/postgres; change detection lives in each
 * Database (database.ts, postgres.ts).
 */
export interface SqlDialect {
  readonly name: DialectName;
  /** `column IN (ids)` as one statement text whatever the number of ids (statement caches). */
  inIds(column: string, ids: readonly number[]): RawBuilder<boolean>;
  /** The JSON array of strings held as text in `column` contains `value`. */
  jsonArrayHas(column: string, value: string): RawBuilder<boolean>;
  /** E-mail addresses compare without regard to case (the unique index does the same). */
  sameEmail(column: string, value: string): RawBuilder<boolean>;
  /** A page of a list: SQLite needs a LIMIT for an OFFSET, PostgreSQL takes an OFFSET alone. */
  page<Q extends SelectQueryBuilder<any, any, any>>(query: Q, paging: Paging): Q;
  /** The names of a table's columns, as rows of `{ name }`. */
  columnsOf(table: string): RawBuilder<{ name: string }>;
}

const noPage = (paging: Paging) => paging.skip === undefined && paging.take === undefined;

export const sqliteDialect: SqlDialect = {
  name: 'sqlite',
  inIds: (column, ids) =>
    sql<boolean>`${sql.ref(column)} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
  jsonArrayHas: (column, value) =>
    sql<boolean>`EXISTS (SELECT 1 FROM json_each(${sql.ref(column)}) WHERE value = ${value})`,
  // The column is declared COLLATE NOCASE.
  sameEmail: (column, value) => sql<boolean>`${sql.ref(column)} = ${value}`,
  page: (query, paging) =>
    noPage(paging)
      ? query
      : (query.limit(paging.take ?? -1).offset(paging.skip ?? 0) as typeof query),
  columnsOf: (table) => sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`,
};

export const postgresDialect: SqlDialect = {
  name: 'postgres',
  inIds: (column, ids) => sql<boolean>`${sql.ref(column)} = ANY(${[...ids]}::bigint[])`,
  jsonArrayHas: (column, value) =>
    sql<boolean>`${sql.ref(column)}::jsonb @> jsonb_build_array(${value}::text)`,
  // The unique index is on lower(email).
  sameEmail: (column, value) => sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`,
  page: (query, paging) => {
    if (noPage(paging)) return query;
    const offset = query.offset(paging.skip ?? 0) as typeof query;
    return paging.take === undefined ? offset : (offset.limit(paging.take) as typeof query);
  },
  columnsOf: (table) =>
    sql<{
      name: string;
    }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`,
};
