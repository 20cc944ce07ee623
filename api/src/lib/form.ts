import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError, imageTooLarge } from './errors';
import type { ImageStore, StoredImage } from '../plugins/app/images';
import type { Fields } from './validate';

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

function fromObject(body: unknown): Fields {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  const fields: Fields = Object.create(null) as Fields;
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
    else errors[name] = [`The ${name.slice(0, 64)} field must be text, a number or a boolean.`];
  }
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, Object.values(errors)[0]![0]!, errors);
  }
  return fields;
}

/**
 * One reader for every write: multipart (what the site sends), JSON and urlencoded. Images
 * are checked and turned into variants as they stream in, one at a time, so memory stays at
 * one file; if anything fails later, every file written for this request is removed.
 */
export async function readForm(
  request: FastifyRequest,
  options: ReadFormOptions = {},
): Promise<Form> {
  if (!request.isMultipart()) return { fields: fromObject(request.body), images: [] };

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
    throw multipartError(error);
  }
  return { fields, images };
}

/** "Override put" (SPEC §7): `_method` or `method` equal to put, any case. */
export function isOverridePut(fields: Fields): boolean {
  const value = fields['_method'] ?? fields['method'];
  return typeof value === 'string' && value.trim().toLowerCase() === 'put';
}
