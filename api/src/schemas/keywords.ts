import { isPlainText } from './bounds';

/**
 * A whole number written as text: optional sign, decimal digits, spaces around. Form fields
 * (multipart, urlencoded), query strings and path parameters arrive as text.
 */
const DECIMAL = /^\s*[+-]?\d+\s*$/;

const numeric = (schema: unknown): boolean => {
  const type = (schema as { type?: unknown } | undefined)?.type;
  const list = Array.isArray(type) ? type : [type];
  return list.includes('integer') || list.includes('number');
};

/**
 * `x-strict-numbers` on an object schema: a numeric property sent as text must be a plain
 * decimal number. Ajv's own coercion takes anything `+text` reads as a number ("1e309" is
 * Infinity, "0x20" is 32) and then skips its range checks for a non-finite result, so such text
 * is marked not-a-number before Ajv coerces the properties (and so is a JSON boolean): Ajv then reports it as it reports
 * any other wrong type ("must be a whole number"). Empty text stays as it is (left out).
 */
export const strictNumbers = {
  keyword: 'x-strict-numbers',
  type: 'object' as const,
  schemaType: 'boolean' as const,
  modifying: true,
  before: 'properties',
  errors: false,
  validate(enabled: boolean, data: Record<string, unknown>, parentSchema?: unknown) {
    if (!enabled) return true;
    const properties = (parentSchema as { properties?: Record<string, unknown> }).properties ?? {};
    for (const [name, schema] of Object.entries(properties)) {
      const value = data[name];
      if (!numeric(schema)) continue;
      // A JSON true is no number either (Ajv would read it as 1).
      if (typeof value === 'boolean') data[name] = Number.NaN;
      else if (typeof value === 'string' && value.trim() !== '' && !DECIMAL.test(value)) {
        data[name] = Number.NaN;
      }
    }
    return true;
  },
};

/** Ajv formats of the API: `text` is any text the site can store and show (bounds.ts). */
export const formats = {
  text: { type: 'string' as const, validate: isPlainText },
};
