import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError, imageTooLarge, StorageWriteError } from './errors';
import type { ImageStore, StoredImage } from '../plugins/app/images';

/** Text fields of a multipart form, by name (the route's schema checks them). */
export type Fields = Record<string, string>;

export interface UploadedImage extends StoredImage {
  field: string;
}

export interface Form {
  fields: Fields;
  images: UploadedImage[];
}

export interface ReadFormOptions {
  /** Which file fields are images (others are drained and ignored). */
  imageField?: (name: string) => boolean;
  images?: ImageStore;
  maxImages?: number;
}

const MULTIPART_ERRORS: Record<string, [number, string]> = {
  FST_PARTS_LIMIT: [413, 'Too many form fields.'],
  FST_FILES_LIMIT: [413, 'Too many files in one request.'],
  FST_FIELDS_LIMIT: [413, 'Too many form fields.'],
  FST_PROTO_VIOLATION: [400, 'Invalid form field name.'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'A form field is not valid JSON.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'The request is not multipart.'],
};

function multipartError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  const known = code ? MULTIPART_ERRORS[code] : undefined;
  if (known) return new HttpError(known[0], known[1]);
  return new HttpError(400, 'Malformed multipart body.');
}

/**
 * Reads a multipart form (what the site sends) through @fastify/multipart's part iterator:
 * its limits and errors, and per part what attachFieldsToBody cannot do: a field cut at the
 * size limit is a 413 (busboy only marks it truncated), and images are checked and turned into
 * variants as they stream in, one at a time, so memory stays at one file. If anything fails,
 * every file written for this request is removed. JSON and urlencoded bodies need no reader:
 * Fastify and @fastify/formbody parse them, the route's schema checks all three alike.
 */
export async function readForm(
  request: FastifyRequest,
  options: ReadFormOptions = {},
): Promise<Form> {
  const fields: Fields = Object.create(null) as Fields;
  const images: UploadedImage[] = [];
  const maxImages = options.maxImages ?? 50;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new HttpError(413, 'A form field is too large.');
        }
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const file = part as MultipartFile;
      if (!options.images || !options.imageField?.(file.fieldname)) {
        file.file.resume();
        continue;
      }
      const buffer = await file.toBuffer();
      // An empty file input (no file chosen) is "left out", like an empty field.
      if (buffer.length === 0) continue;
      if (images.length >= maxImages) {
        throw new HttpError(413, `At most ${maxImages} images per request.`);
      }
      images.push({
        field: file.fieldname,
        ...(await options.images.store(buffer, file.fieldname)),
      });
    }
  } catch (error) {
    await options.images?.removeAll(images.map((image) => image.key));
    // Not the client's body at fault: answered as a server error, and logged.
    if (error instanceof StorageWriteError) throw error;
    throw multipartError(error);
  }
  return { fields, images };
}
