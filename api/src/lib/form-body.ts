import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { readForm, type ReadFormOptions, type UploadedImage } from './form';

/** The images a request stored while its form was read, until the write commits them. */
const pending = new WeakMap<FastifyRequest, UploadedImage[]>();

/**
 * preValidation: a multipart form becomes `request.body` (its text fields) before Ajv checks
 * it against the route's body schema, exactly like a JSON or urlencoded body; its images are
 * already stored (checked by content, one in memory at a time) and wait in `uploadsOf`. A
 * missing body is an empty form (every field left out), as it always was.
 */
export function formBody(options: ReadFormOptions = {}): preValidationAsyncHookHandler {
  return async function (request) {
    if (request.isMultipart()) {
      const form = await readForm(request, options);
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
