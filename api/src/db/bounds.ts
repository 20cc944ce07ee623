import type BetterSqlite3 from 'better-sqlite3';
import {
  BOUNDS,
  isPlainText,
  toPlainText,
  type FieldBound,
  type IntBound,
  type TextBound,
} from '../schemas/bounds';

/** One value the repair changed: where, what it was (shortened) and what it is now. */
export interface Repair {
  table: string;
  id: number;
  column: string;
  from: string;
  to: string | number | null;
}

export type RepairLog = (repair: Repair) => void;

const codePoints = (text: string) => [...text].length;

/** A stored value as the log shows it: its type, and long texts shortened. */
function describe(value: unknown): string {
  if (typeof value === 'string') {
    const length = codePoints(value);
    const shown = JSON.stringify(length > 60 ? `${[...value].slice(0, 60).join('')}…` : value);
    return length > 60 ? `${shown} (${length} characters)` : shown;
  }
  if (Buffer.isBuffer(value)) return `a blob of ${value.length} bytes`;
  return String(value);
}

function repairInt(bound: IntBound, value: unknown): number | null {
  if (value === null && bound.nullable) return null;
  if (typeof value !== 'number' || Number.isNaN(value)) return bound.fallback ?? bound.min;
  return Math.min(bound.max, Math.max(bound.min, Math.trunc(value)));
}

function repairText(bound: TextBound, value: unknown): string | null {
  if (value === null) return bound.nullable ? null : '';
  const text = Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
  const plain = isPlainText(text) ? text : toPlainText(text);
  return codePoints(plain) > bound.max ? [...plain].slice(0, bound.max).join('') : plain;
}

/** The value inside its bounds: the same value when it already is. */
export function repairValue(bound: FieldBound, value: unknown): unknown {
  switch (bound.kind) {
    case 'int':
      return repairInt(bound, value);
    case 'flag':
      return value === 0 || value === 1 ? value : typeof value === 'number' && value ? 1 : 0;
    case 'text':
      return repairText(bound, value);
  }
}

/**
 * Finds every stored value outside its bounds (rows written before the bounds were enforced:
 * a non-finite or out-of-range number, a text too long or holding control characters) and
 * stores it repaired: numbers clamped to the nearest bound (a value that is no number at all
 * takes the field's fallback), texts cleaned and cut to their length, flags 0 or 1. Every
 * change is reported to `log`. The tables are small (a choir's content): every row is read.
 */
export function repairOutOfBounds(sqlite: BetterSqlite3.Database, log: RepairLog): Repair[] {
  const repairs: Repair[] = [];
  for (const [table, columns] of Object.entries(BOUNDS)) {
    const names = Object.keys(columns);
    const rows = sqlite
      .prepare(`SELECT id, ${names.map((c) => `"${c}"`).join(', ')} FROM "${table}"`)
      .all() as Record<string, unknown>[];
    for (const row of rows) {
      for (const [column, bound] of Object.entries(columns) as [string, FieldBound][]) {
        const value = row[column];
        const repaired = repairValue(bound, value);
        if (Object.is(repaired, value)) continue;
        sqlite.prepare(`UPDATE "${table}" SET "${column}" = ? WHERE id = ?`).run(repaired, row.id);
        const repair: Repair = {
          table,
          id: Number(row.id),
          column,
          from: describe(value),
          to: repaired as Repair['to'],
        };
        repairs.push(repair);
        log(repair);
      }
    }
  }
  return repairs;
}

/** The SQL condition that a new row's column is inside its bounds. */
function inBounds(column: string, bound: FieldBound): string {
  const c = `NEW."${column}"`;
  switch (bound.kind) {
    case 'int': {
      const range = `(typeof(${c}) = 'integer' AND ${c} BETWEEN ${bound.min} AND ${bound.max})`;
      return bound.nullable ? `(${c} IS NULL OR ${range})` : range;
    }
    case 'flag':
      return `(typeof(${c}) = 'integer' AND ${c} IN (0, 1))`;
    case 'text':
      return `(${c} IS NULL OR (typeof(${c}) = 'text' AND length(${c}) <= ${bound.max}))`;
  }
}

export const GUARD_MESSAGE = 'a value is outside its bounds';

/** A table's columns, each inside its bounds as `check` writes it, in one condition. */
const tableCondition = (
  columns: Record<string, FieldBound>,
  check: (column: string, bound: FieldBound) => string,
) =>
  Object.entries(columns)
    .map(([column, bound]) => check(column, bound))
    .join(' AND ');

/**
 * Triggers that refuse (ABORT: the statement and its transaction's work are undone) an insert
 * or update that would store a number or a text outside its bounds, whatever wrote it. The API
 * refuses such values first with a 422; these keep every read serialisable even so.
 */
export function guardTriggers(): string {
  return Object.entries(BOUNDS)
    .flatMap(([table, columns]) => {
      const condition = tableCondition(columns, inBounds);
      return (['INSERT', 'UPDATE'] as const).map(
        (event) =>
          `CREATE TRIGGER "${table}_bounds_${event.toLowerCase()}" BEFORE ${event} ON "${table}" ` +
          `FOR EACH ROW WHEN NOT (${condition}) ` +
          `BEGIN SELECT RAISE(ABORT, '${table}: ${GUARD_MESSAGE}'); END;`,
      );
    })
    .join('\n');
}

/** The migration: repair what is stored, then guard what comes. */
export function boundsMigration(sqlite: BetterSqlite3.Database, log: RepairLog): void {
  repairOutOfBounds(sqlite, log);
  sqlite.exec(guardTriggers());
}

/** The PostgreSQL condition that a column is inside its bounds (types are the column's own). */
function checkOf(column: string, bound: FieldBound): string {
  const c = `"${column}"`;
  switch (bound.kind) {
    case 'int':
      return `(${c} BETWEEN ${bound.min} AND ${bound.max})`;
    case 'flag':
      return `(${c} IN (0, 1))`;
    case 'text':
      return `(char_length(${c}) <= ${bound.max})`;
  }
}

/** PostgreSQL's guard: one CHECK constraint per table, named `<table>_bounds`. */
export function guardChecks(): string {
  return Object.entries(BOUNDS)
    .map(([table, columns]) => {
      const condition = tableCondition(columns, checkOf);
      return `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_bounds" CHECK (${condition});`;
    })
    .join('\n');
}

/** A write the database refused by the bounds' guard (a trigger, a CHECK constraint). */
export function isBoundsGuard(error: unknown): boolean {
  const { code, constraint, message } = error as {
    code?: string;
    constraint?: string;
    message?: string;
  };
  if (code === 'SQLITE_CONSTRAINT_TRIGGER') return String(message).endsWith(GUARD_MESSAGE);
  // Columns added later carry their bounds as CHECK constraints named `<table>_<column>_bounds`.
  if (code === 'SQLITE_CONSTRAINT_CHECK') return String(message).endsWith('_bounds');
  return code === '23514' && String(constraint).endsWith('_bounds');
}
