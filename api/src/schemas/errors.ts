import type { SchemaErrorDataVar, SchemaErrorFormatter } from 'fastify/types/schema';
import { HttpError, validationError, type FieldErrors } from '../lib/errors';
import { BOOLEAN, EMAIL, NONBLANK, PHONE_CHARS, PHONE_DIGITS } from './common';

/** The words of the 422 field messages; the admission form has a Latvian set. */
export interface Messages {
  required: (field: string) => string;
  tooLong: (field: string, max: number) => string;
  tooShort: (field: string, min: number) => string;
  integer: (field: string) => string;
  range: (field: string, min: number, max: number) => string;
  boolean: (field: string) => string;
  email: (field: string) => string;
  phone: (field: string) => string;
  oneOf: (field: string, values: readonly unknown[]) => string;
  text: (field: string) => string;
  characters: (field: string) => string;
  unknown: (field: string) => string;
  invalid: (field: string) => string;
}

export const englishMessages: Messages = {
  required: (f) => `The ${f} field is required.`,
  tooLong: (f, max) => `The ${f} field must not be longer than ${max} characters.`,
  tooShort: (f, min) => `The ${f.replaceAll('_', ' ')} must be at least ${min} characters.`,
  integer: (f) => `The ${f} field must be a whole number.`,
  range: (f, min, max) => `The ${f} field must be between ${min} and ${max}.`,
  boolean: (f) => `The ${f} field must be true or false (1/0).`,
  email: (f) => `The ${f} field must be a valid e-mail address.`,
  phone: (f) => `The ${f} field must be a valid phone number.`,
  oneOf: (f, values) => `The ${f} field must be one of: ${values.join(', ')}.`,
  text: (f) => `The ${f} field must be text, a number or a boolean.`,
  characters: (f) =>
    `The ${f} field contains characters that are not allowed (control characters or broken Unicode).`,
  unknown: (f) => `The ${f} field is not expected here.`,
  invalid: (f) => `The ${f} field is not valid.`,
};

/** What Ajv reports (with `verbose: true`, so the failing schema comes along). */
interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
  data?: unknown;
}

const BODY_NOT_OBJECT = 'The request body must be a JSON object.';

const types = (schema: Record<string, unknown> | undefined): unknown[] => {
  const type = schema?.['type'];
  return Array.isArray(type) ? type : [type];
};

/** The field an error is about and the schema of that field. */
function fieldOf(error: AjvError): { field: string; schema: Record<string, unknown> | undefined } {
  const field =
    error.keyword === 'required'
      ? String(error.params['missingProperty'])
      : error.keyword === 'additionalProperties'
        ? String(error.params['additionalProperty'])
        : decodeURIComponent(error.instancePath.split('/')[1] ?? '').replace(/~1/g, '/');
  const schema =
    error.keyword === 'required'
      ? (
          error.parentSchema?.['properties'] as Record<string, Record<string, unknown>> | undefined
        )?.[field]
      : error.parentSchema;
  return { field: field.replace(/~0/g, '~').slice(0, 64), schema };
}

function messageFor(
  error: AjvError,
  field: string,
  schema: Record<string, unknown> | undefined,
  m: Messages,
) {
  const override = schema?.['x-message'];
  if (typeof override === 'string') return override;
  const label = typeof schema?.['title'] === 'string' ? schema['title'] : field;
  // A required field sent blank is "missing", whatever check it failed first.
  if (typeof error.data === 'string' && error.data.trim() === '' && error.keyword !== 'maxLength') {
    return m.required(label);
  }
  switch (error.keyword) {
    case 'required':
      return m.required(label);
    case 'additionalProperties':
      return m.unknown(field);
    case 'maxLength':
      return m.tooLong(label, Number(error.params['limit']));
    case 'minLength':
      return m.tooShort(label, Number(error.params['limit']));
    case 'minimum':
    case 'maximum':
      return m.range(label, Number(schema?.['minimum']), Number(schema?.['maximum']));
    case 'type':
      return types(schema).includes('integer') ? m.integer(label) : m.text(label);
    case 'format':
      return m.characters(label);
    case 'enum':
      return m.oneOf(label, (schema?.['enum'] as unknown[]) ?? []);
    case 'pattern': {
      const pattern = error.params['pattern'];
      if (pattern === NONBLANK) return m.required(label);
      if (pattern === BOOLEAN) return m.boolean(label);
      if (pattern === EMAIL) return m.email(label);
      if (pattern === PHONE_CHARS || pattern === PHONE_DIGITS) return m.phone(label);
      return m.invalid(label);
    }
    default:
      return m.invalid(label);
  }
}

/**
 * Ajv's errors as the API has always answered them: 422 `{ message, errors: { field: [one
 * message] } }` with the first field's message as `message`; a body that is not an object is
 * a 400; a malformed id in the path is the route's 404 (an unknown id, docs/product.md#calls README).
 */
export function schemaErrors(messages: Messages = englishMessages): SchemaErrorFormatter {
  return (errors, dataVar: SchemaErrorDataVar) => {
    const list = errors as unknown as AjvError[];
    if (dataVar === 'params') {
      const message = list[0]?.parentSchema?.['x-message'];
      return new HttpError(404, typeof message === 'string' ? message : 'Not found');
    }
    if (dataVar === 'body' && list.some((e) => e.instancePath === '' && e.keyword === 'type')) {
      return new HttpError(400, BODY_NOT_OBJECT);
    }
    const fields: FieldErrors = {};
    for (const error of list) {
      if (error.keyword === 'anyOf' || error.keyword === 'if') continue;
      const { field, schema } = fieldOf(error);
      if (fields[field]) continue; // one message per field, the first Ajv found
      fields[field] = [messageFor(error, field, schema, messages)];
    }
    return validationError(fields);
  };
}
