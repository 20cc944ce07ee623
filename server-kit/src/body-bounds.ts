/**
 * The largest bodies the API reads, for every server in front of it that must refuse the same
 * bodies itself (the shell's proxy): a body the API would refuse never has to travel to it.
 */

/** The API's body limit of every body that is not multipart (JSON, forms, text). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** The API's defaults of MAX_IMAGE_BYTES and MAX_IMAGES_PER_REQUEST. */
export const API_UPLOAD_DEFAULTS = { maxImageBytes: 8 * 1024 * 1024, maxImagesPerRequest: 50 };

/** What one multipart upload's fields and part headers add to its images, at most. */
export const MULTIPART_ALLOWANCE_BYTES = 1024 * 1024;

export interface BodyBounds {
  /** Any body that is not multipart/form-data. */
  body: number;
  /** A multipart/form-data body: the largest upload the API takes. */
  multipart: number;
}

/** The bounds of the API configured by these settings (unset: the API's defaults). */
export function apiBodyBounds(
  env: Readonly<Record<string, string | undefined>> = process.env,
): BodyBounds {
  const whole = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && value !== '' && Number.isSafeInteger(n) && n > 0 ? n : fallback;
  };
  const imageBytes = whole(env['MAX_IMAGE_BYTES'], API_UPLOAD_DEFAULTS.maxImageBytes);
  const images = whole(env['MAX_IMAGES_PER_REQUEST'], API_UPLOAD_DEFAULTS.maxImagesPerRequest);
  return {
    body: API_BODY_LIMIT_BYTES,
    multipart: imageBytes * images + MULTIPART_ALLOWANCE_BYTES,
  };
}

/** The bound of a request with this Content-Type. */
export function boundOf(bounds: BodyBounds, contentType: string | undefined): number {
  return /^\s*multipart\/form-data\b/i.test(contentType ?? '') ? bounds.multipart : bounds.body;
}
