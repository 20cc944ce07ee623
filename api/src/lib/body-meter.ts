import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';

/** What one multipart body may hold (per route: RouteBodyBounds in form-body.ts). */
export interface StreamBounds {
  /** The whole body, bytes as sent. */
  maxBytes: number;
  /**
   * One part (its headers and value), bytes as sent; 0: parts are not measured (a route that
   * takes files, whose parts busboy's own limits already hold).
   */
  maxPartBytes: number;
}

export const bodyTooLarge = () => new HttpError(413, 'Request body is too large.');
export const fieldTooLarge = () => new HttpError(413, 'A form field is too large.');

/** `boundary=…` of a multipart content type (quoted or not); null if there is none. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,200})"|([^\s;]{1,200}))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2])! : null;
}

/**
 * Counts a multipart body as it arrives, before the parser sees it: the whole body, and the
 * current part between two delimiters. busboy has no total limit at all, and cuts a text field at
 * its size limit only silently, reading on to the part's end; this says at the first byte past
 * either bound which one was crossed, so the request can be answered then.
 */
export class MultipartMeter {
  private readonly delimiter: Buffer;
  /** The last bytes seen, too few to hold a whole delimiter (one may span two chunks). */
  private tail: Buffer;
  private total = 0;
  /** Where the current part starts, in bytes from the start of the body. */
  private partStart = 0;

  constructor(
    boundary: string,
    private readonly bounds: StreamBounds,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
    // The first delimiter opens the body without a line break before it: as if there were one.
    this.tail = Buffer.from('\r\n');
    this.partStart = -2;
  }

  /** The error to answer with once this chunk is counted, or null while within the bounds. */
  feed(chunk: Buffer): HttpError | null {
    const { maxBytes, maxPartBytes } = this.bounds;
    const base = this.total - this.tail.length;
    const data = Buffer.concat([this.tail, chunk]);
    let from = 0;
    for (;;) {
      const at = data.indexOf(this.delimiter, from);
      if (at < 0) break;
      // A part that ended in this chunk may have grown past its bound before it ended.
      if (maxPartBytes && base + at - this.partStart > maxPartBytes) {
        return this.partStart + maxPartBytes < maxBytes ? fieldTooLarge() : bodyTooLarge();
      }
      this.partStart = base + at + this.delimiter.length;
      from = at + this.delimiter.length;
    }
    this.total += chunk.length;
    this.tail = Buffer.from(data.subarray(Math.max(from, data.length - this.delimiter.length + 1)));
    const partCrossed = maxPartBytes > 0 && this.total - this.partStart > maxPartBytes;
    if (partCrossed && this.partStart + maxPartBytes < maxBytes) return fieldTooLarge();
    if (this.total > maxBytes) return bodyTooLarge();
    return null;
  }
}

export interface BodyWatch {
  /** Rejects with the 413 as soon as a bound is crossed; never resolves. */
  crossed: Promise<never>;
  stop(): void;
}

/**
 * Watches a request body that a parser is reading (piped from `raw`). Once a bound is crossed
 * the parser is cut off (unpiped: it reads nothing more) and `crossed` rejects; what is left of
 * the body is then the refused-body rule's (read and dropped up to its bound, never a reset).
 */
export function watchBody(raw: IncomingMessage, meter: MultipartMeter): BodyWatch {
  let fail: (error: HttpError) => void = () => undefined;
  const crossed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  const onData = (chunk: Buffer) => {
    const error = meter.feed(chunk);
    if (!error) return;
    stop();
    raw.unpipe();
    raw.pause();
    fail(error);
  };
  const stop = () => raw.removeListener('data', onData);
  raw.on('data', onData);
  return { crossed, stop };
}
