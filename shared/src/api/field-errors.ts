import { isHttpError } from './client';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The per-field messages of a 422 (`{message, errors: {field: [messages]}}`, docs/product.md#calls),
 * one line per field. Any other failure, or a body without `errors`, gives none.
 */
export async function readFieldErrors(error: unknown): Promise<FieldErrors> {
  if (!isHttpError(error) || error.response.status !== 422) return {};
  try {
    const body = (await error.response.clone().json()) as { errors?: unknown } | null;
    const errors = body?.errors;
    if (!errors || typeof errors !== 'object') return {};
    const result: FieldErrors = {};
    for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
      const list = Array.isArray(messages) ? messages : [messages];
      const text = list.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
      if (text.length > 0) result[field] = text.join(' ');
    }
    return result;
  } catch (_notJson) {
    return {};
  }
}
