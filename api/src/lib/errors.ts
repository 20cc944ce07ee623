import { ConflictError } from './domain-errors';

export type FieldErrors = Record<string, string[]>;

/** An expected failure with a status and a message that is safe to show (never internals). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** What the client should do about a 403 (e.g. `confirm`: ask the user to confirm it is them). */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const unauthorized = (message = 'Unauthenticated') => new HttpError(401, message);
export const forbidden = () => new HttpError(403, 'Unauthorized');
export const imageTooLarge = () => new HttpError(413, 'Image too large!');

export function validationError(errors: FieldErrors, message?: string): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, message ?? first ?? 'The given data was invalid.', errors);
}

/** The upload storage refused a file: a server error (500), whatever the upload was. */
export class StorageWriteError extends Error {
  constructor(cause: unknown) {
    super('could not write an uploaded file', { cause });
  }
}

/** The HTTP error of a domain error (./domain-errors.ts); any other error as it is. */
export function httpErrorOf(error: unknown): unknown {
  if (error instanceof ConflictError) return new HttpError(409, error.message);
  return error;
}
