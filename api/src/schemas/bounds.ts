/**
 * The bounds of every stored field, written once. The request schemas refuse what is outside
 * them (422), the answer schemas and the OpenAPI document state them, the database refuses a
 * row outside them (guard triggers, db/bounds.ts), and the repair of rows stored before the
 * bounds existed brings each value back inside them.
 *
 * A text's length counts Unicode code points (as Ajv's maxLength and SQLite's length() do). A
 * text never holds NUL, other control characters than tab, line feed and carriage return, or
 * an unpaired surrogate (the `text` format, schemas/keywords.ts).
 */

export interface TextBound<N extends boolean = boolean> {
  kind: 'text';
  max: number;
  nullable: N;
}

export interface IntBound<N extends boolean = boolean> {
  kind: 'int';
  min: number;
  max: number;
  nullable: N;
  /** What a stored value that is not a number at all is repaired to (null where nullable). */
  fallback: number | null;
}

export interface FlagBound {
  kind: 'flag';
}

export type FieldBound = TextBound | IntBound | FlagBound;

function text(max: number): TextBound<false>;
function text(max: number, nullable: true): TextBound<true>;
function text(max: number, nullable = false): TextBound {
  return { kind: 'text', max, nullable };
}
const int = (min: number, max: number, fallback: number | null): IntBound<false> => ({
  kind: 'int',
  min,
  max,
  nullable: false,
  fallback,
});
const flag: FlagBound = { kind: 'flag' };

/** A list position: staff type small numbers; a million leaves room for any scheme. */
export const ORDER = int(-1_000_000, 1_000_000, 0);
/** An id: a positive safe integer (ids from another system keep their range). */
export const ID = int(1, Number.MAX_SAFE_INTEGER, null);

/** Lengths by what a text is. */
export const LENGTH = {
  title: 500,
  label: 500,
  year: 50,
  description: 20_000,
  footer: 5_000,
  achievement: 5_000,
  setting: 20_000,
  personName: 200,
  email: 254,
  phone: 40,
  answer: 5_000,
  findOut: 2_000,
  password: 200,
  token: 200,
  url: 2_000,
  /** A UTC instant as ISO 8601 text (24 characters), with room to spare. */
  instant: 30,
  venue: 200,
  address: 500,
} as const;

/** The shortest password a new one may be (its longest is LENGTH.password). */
export const PASSWORD_MIN = 8;

export const AGE = int(14, 100, 14);

/** Per table, per column: the bounds the API enforces and the database guards. */
export const BOUNDS = {
  events: {
    title: text(LENGTH.title),
    description: text(LENGTH.description, true),
    footer: text(LENGTH.footer, true),
    order: ORDER,
    is_current: flag,
  },
  galleries: {
    title: text(LENGTH.title),
    description: text(LENGTH.description, true),
    order: ORDER,
    event_id: { ...ID, nullable: true } as IntBound<true>,
  },
  conductors: {
    title: text(LENGTH.title),
    position: text(LENGTH.label, true),
    eng_position: text(LENGTH.label, true),
    description: text(LENGTH.description, true),
    eng_text: text(LENGTH.description, true),
    year_from: text(LENGTH.year, true),
    year_to: text(LENGTH.year, true),
    order: ORDER,
    is_current: flag,
  },
  achievements: {
    text: text(LENGTH.achievement, true),
    eng_text: text(LENGTH.achievement, true),
    order: ORDER,
  },
  system_settings: {
    value: text(LENGTH.setting),
  },
  history_events: {
    description: text(LENGTH.description, true),
  },
  videos: {
    source: text(LENGTH.url),
    title: text(LENGTH.title),
  },
  applications: {
    name: text(LENGTH.personName),
    age: AGE,
    email: text(LENGTH.email),
    phone: text(LENGTH.phone),
    experience: text(LENGTH.answer, true),
    is_lu_student: flag,
    can_come_1: flag,
    can_come_2: flag,
    find_out: text(LENGTH.findOut),
    free: text(LENGTH.answer, true),
  },
  users: {
    name: text(LENGTH.personName),
    email: text(LENGTH.email),
    is_edit_mode_active: flag,
  },
} as const satisfies Record<string, Record<string, FieldBound>>;

export type BoundedTable = keyof typeof BOUNDS;

/**
 * An event's when and where, and its edit count (a calendar feed's SEQUENCE). Columns added
 * after the guard migration: the migration that added them guards each with a CHECK constraint
 * of these bounds (the guard migration's triggers and constraints name only the columns it knew).
 */
export const EVENT_DETAILS = {
  starts_at: text(LENGTH.instant, true),
  ends_at: text(LENGTH.instant, true),
  venue: text(LENGTH.venue, true),
  address: text(LENGTH.address, true),
  tickets_url: text(LENGTH.url, true),
  sequence: int(0, 1_000_000_000, 0),
} as const satisfies Record<string, FieldBound>;

/**
 * Whether an event, a gallery or a conductor is out yet: a draft flag and a time to publish
 * at. Added after the guard migration, each guarded by a CHECK constraint of these bounds.
 */
export const PUBLICATION = {
  draft: int(0, 1, 0),
  publish_at: text(LENGTH.instant, true),
} as const satisfies Record<string, FieldBound>;

/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A text the site can store and show: well-formed UTF-16, no control characters. */
export function isPlainText(value: string): boolean {
  return value.isWellFormed() && !CONTROL.test(value);
}

/** The same text with unpaired surrogates replaced (U+FFFD) and control characters removed. */
export function toPlainText(value: string): string {
  return value.toWellFormed().replace(new RegExp(CONTROL.source, 'g'), '');
}
