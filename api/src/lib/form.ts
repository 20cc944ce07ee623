import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError, imageTooLarge, StorageWriteError } from './errors';
import type { ImageStore, StoredImage } from '../plugins/app/images';
import { boundaryOf, MultipartMeter, watchBody } from './body-meter';

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
  /** What the form may hold; without it, only the multipart plugin's own limits apply. */
  bounds?: FormBounds;
}

/** The most one multipart form may hold, each counted as the body streams in. */
export interface FormBounds {
  /** The whole body, bytes as sent. */
  maxBytes: number;
  /** Text fields. */
  maxFields: number;
  /** One text field's value, bytes. */
  maxFieldBytes: number;
  /** Files (images; other files count too), and one file's bytes. */
  maxFiles: number;
  maxFileBytes: number;
}

/**
 * A part's headers (its name, file name and type) beside its value: generous, since the field
 * name is cut at 200 bytes, and the whole body is counted anyway.
 */
export const PART_HEADER_BYTES = 1024;

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
  const { bounds } = options;
  // Set once the body was refused mid-stream: an image stored after that is removed at once.
  let refused = false;
  const parts = request.parts(
    bounds && {
      limits: {
        fields: bounds.maxFields,
        fieldSize: bounds.maxFieldBytes,
        files: bounds.maxFiles,
        fileSize: bounds.maxFileBytes,
        parts: bounds.maxFields + bounds.maxFiles,
      },
    },
  );
  // Counted from the raw body (request.parts() has just piped it to busboy): a route that takes
  // no images also has each part measured, so an oversized field is answered at its limit, not
  // at its end (a route's images are held by busboy's file limits, as they stream).
  const boundary = boundaryOf(request.headers['content-type']);
  const watch =
    bounds && boundary
      ? watchBody(
          request.raw,
          new MultipartMeter(boundary, {
            maxBytes: bounds.maxBytes,
            maxPartBytes: options.images ? 0 : bounds.maxFieldBytes + PART_HEADER_BYTES,
          }),
        )
      : undefined;
  const read = async () => {
    for await (const part of parts) {
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
      const stored = await options.images.store(buffer, file.fieldname);
      if (refused) {
        await options.images.removeAll([stored.key]);
        return;
      }
      images.push({ field: file.fieldname, ...stored });
    }
  };
  try {
    if (watch) {
      const reading = read();
      // Cut off mid-stream, the reader may never finish (its parser gets no more of the body).
      reading.catch(() => undefined);
      await Promise.race([reading, watch.crossed]);
    } else {
      await read();
    }
  } catch (error) {
    refused = true;
    await options.images?.removeAll(images.map((image) => image.key));
    // Not the client's body at fault: answered as a server error, and logged.
    if (error instanceof StorageWriteError) throw error;
    throw multipartError(error);
  } finally {
    watch?.stop();
  }
  return { fields, images };
}
