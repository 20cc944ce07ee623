import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { readForm, type FormBounds, type ReadFormOptions, type UploadedImage } from './form';

/** The images a request stored while its form was read, until the write commits them. */
const pending = new WeakMap<FastifyRequest, UploadedImage[]>();

/** UTF-8 (as UTF-16) takes at most four bytes per code point. */
const BYTES_PER_CHARACTER = 4;
/** A field its schema gives no length (a flag, a number): "1", "true", "42". */
const SHORT_FIELD_BYTES = 64;

/** The longest field of a body schema, in bytes; cached per schema (one per route). */
const longestField = new WeakMap<object, number>();

function longestFieldOf(schema: unknown): number | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const known = longestField.get(schema);
  if (known !== undefined) return known;
  const properties = (schema as { properties?: Record<string, { maxLength?: unknown }> })
    .properties;
  if (!properties) return undefined;
  let longest = SHORT_FIELD_BYTES;
  for (const property of Object.values(properties)) {
    const length = property.maxLength;
    if (typeof length === 'number') longest = Math.max(longest, length * BYTES_PER_CHARACTER);
  }
  longestField.set(schema, longest);
  return longest;
}

/**
 * What a multipart form of this route may hold: the route's body limit (its `bodyLimit`, the
 * same for JSON and urlencoded bodies), as many text fields as FORM_MAX_FIELDS, each as long as
 * the longest field of the route's schema can be, and files only where images are taken.
 */
function boundsOf(request: FastifyRequest, options: ReadFormOptions): FormBounds {
  const { bodyLimit, schema } = request.routeOptions;
  const { config } = request.server;
  const longest = longestFieldOf(schema?.body) ?? bodyLimit;
  const images = options.images ? (options.maxImages ?? config.maxImagesPerRequest) : 0;
  return {
    maxBytes: bodyLimit,
    maxFields: config.formMaxFields,
    maxFieldBytes: Math.min(longest, bodyLimit),
    // A route without images still reads past a stray file part or two (drained, unused).
    maxFiles: images + 2,
    maxFileBytes: options.images ? config.maxImageBytes : Math.min(longest, bodyLimit),
  };
}

/**
 * preValidation: a multipart form becomes `request.body` (its text fields) before Ajv checks
 * it against the route's body schema, exactly like a JSON or urlencoded body; its images are
 * already stored (checked by content, one in memory at a time) and wait in `uploadsOf`. A
 * missing body is an empty form (every field left out), as it always was.
 */
export function formBody(options: ReadFormOptions = {}): preValidationAsyncHookHandler {
  return async function (request) {
    if (request.isMultipart()) {
      const form = await readForm(request, { ...options, bounds: boundsOf(request, options) });
      request.body = form.fields;
      pending.set(request, form.images);
    } else if (request.body === undefined || request.body === null) {
      request.body = {};
    }
  };
}

/** The stored images of this request (empty for JSON and urlencoded bodies). */
export const uploadsOf = (request: FastifyRequest): UploadedImage[] => pending.get(request) ?? [];

/** The write committed: its images now belong to rows and are no longer removed on error. */
export const commitUploads = (request: FastifyRequest): void => {
  pending.delete(request);
};

/**
 * onError: a request that failed after its images were stored (a 422 from Ajv, a failed
 * write) removes them again, so nothing is orphaned.
 */
export function removeUncommittedUploads(fastify: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const images = pending.get(request);
    if (!images?.length) return;
    pending.delete(request);
    await fastify.images.removeAll(images.map((image) => image.key));
  };
}

export const imageOf = (images: UploadedImage[], field = 'image'): UploadedImage | null =>
  images.find((image) => image.field === field) ?? null;
