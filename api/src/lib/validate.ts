import { validationError, type FieldErrors } from './errors';

export type Fields = Record<string, string>;

export interface Messages {
  required: (field: string) => string;
  tooLong: (field: string, max: number) => string;
  integer: (field: string) => string;
  range: (field: string, min: number, max: number) => string;
  boolean: (field: string) => string;
  email: (field: string) => string;
  oneOf: (field: string, values: readonly string[]) => string;
}

export const englishMessages: Messages = {
  required: (f) => `The ${f} field is required.`,
  tooLong: (f, max) => `The ${f} field must not be longer than ${max} characters.`,
  integer: (f) => `The ${f} field must be a whole number.`,
  range: (f, min, max) => `The ${f} field must be between ${min} and ${max}.`,
  boolean: (f) => `The ${f} field must be true or false (1/0).`,
  email: (f) => `The ${f} field must be a valid e-mail address.`,
  oneOf: (f, values) => `The ${f} field must be one of: ${values.join(', ')}.`,
};

const TRUE = new Set(['1', 'true', 'on', 'yes']);
const FALSE = new Set(['0', 'false', 'off', 'no', '']);

/** Lenient HTML-form booleans: "1"/"0", "true"/"false", "on"/"off", "yes"/"no" (any case). */
export function parseBool(raw: string): boolean | undefined {
  const value = raw.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  return undefined;
}

// Deliberately simple: one @, no spaces, a dot in the domain. Real checking is a confirmation mail.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

interface StringRule {
  required?: boolean;
  max?: number;
  label?: string;
}

/**
 * Collects per-field errors (the 422 `errors` object) while reading a form. A field that is
 * absent returns undefined: on updates that means "unchanged" (clients leave empty fields out).
 */
export class Validator {
  readonly errors: FieldErrors = {};

  constructor(
    readonly fields: Fields,
    readonly messages: Messages = englishMessages,
  ) {}

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.fields, field);
  }

  string(field: string, rule: StringRule = {}): string | undefined {
    const label = rule.label ?? field;
    const value = this.has(field) ? this.fields[field] : undefined;
    if (value === undefined || (rule.required && value.trim() === '')) {
      if (rule.required) this.add(field, this.messages.required(label));
      return undefined;
    }
    const max = rule.max ?? 20000;
    if (value.length > max) {
      this.add(field, this.messages.tooLong(label, max));
      return undefined;
    }
    return value;
  }

  int(
    field: string,
    rule: { required?: boolean; min?: number; max?: number; label?: string } = {},
  ): number | undefined {
    const label = rule.label ?? field;
    const raw = this.has(field) ? this.fields[field]?.trim() : undefined;
    if (raw === undefined || raw === '') {
      if (rule.required) this.add(field, this.messages.required(label));
      return undefined;
    }
    if (!/^[+-]?\d{1,15}$/.test(raw)) {
      this.add(field, this.messages.integer(label));
      return undefined;
    }
    const value = Number(raw);
    const min = rule.min ?? -1_000_000_000;
    const max = rule.max ?? 1_000_000_000;
    if (value < min || value > max) {
      this.add(field, this.messages.range(label, min, max));
      return undefined;
    }
    return value;
  }

  bool(field: string, label = field): boolean | undefined {
    const raw = this.has(field) ? this.fields[field] : undefined;
    if (raw === undefined) return undefined;
    const value = parseBool(raw);
    if (value === undefined) this.add(field, this.messages.boolean(label));
    return value;
  }

  email(field: string, rule: StringRule = {}): string | undefined {
    const value = this.string(field, { max: 254, ...rule });
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    if (!EMAIL.test(trimmed)) {
      this.add(field, this.messages.email(rule.label ?? field));
      return undefined;
    }
    return trimmed;
  }

  oneOf<T extends string>(field: string, values: readonly T[], required = false): T | undefined {
    const value = this.string(field, { required });
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      this.add(field, this.messages.oneOf(field, values));
      return undefined;
    }
    return value as T;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  assert(message?: string): void {
    if (!this.ok) throw validationError(this.errors, message);
  }
}

/** Route params: anything but a positive integer id is an unknown id (404), never a 500. */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
