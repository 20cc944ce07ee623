import type { FastifyInstance } from 'fastify';
import type { Form, UploadedImage } from './form';

/**
 * Runs the write for a form whose images are already on disk; if validation or the write
 * fails, the files are removed, so nothing is orphaned.
 */
export async function commitWithUploads<T>(
  fastify: FastifyInstance,
  form: Form,
  write: () => T,
): Promise<T> {
  try {
    return write();
  } catch (error) {
    await fastify.images.removeAll(form.images.map((image) => image.key));
    throw error;
  }
}

export function singleImage(form: Form, field = 'image'): UploadedImage | null {
  return form.images.find((image) => image.field === field) ?? null;
}

/** Files of a replaced or deleted row are removed after the row change committed. */
export async function removeFiles(fastify: FastifyInstance, keys: (string | null | undefined)[]) {
  await fastify.images.removeAll(keys);
}
