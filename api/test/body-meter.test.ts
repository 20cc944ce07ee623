import { boundaryOf, MultipartMeter } from '../src/lib/body-meter';

const BOUNDARY = 'xyz';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const end = `--${BOUNDARY}--\r\n`;

/** Feeds `body` in chunks of `size` bytes; the first error's message, or null. */
function measure(body: string, size: number, maxBytes: number, maxPartBytes: number) {
  const meter = new MultipartMeter(BOUNDARY, { maxBytes, maxPartBytes });
  const bytes = Buffer.from(body);
  for (let at = 0; at < bytes.length; at += size) {
    const error = meter.feed(bytes.subarray(at, at + size));
    if (error) return { message: error.message, at: at + size };
  }
  return null;
}

describe('MultipartMeter', () => {
  const body = part('a', 'x'.repeat(100)) + part('b', 'y'.repeat(100)) + end;

  it.each([1, 2, 7, 64, 10_000])(
    'a form within its bounds passes in chunks of %i bytes (delimiters split anywhere)',
    (size) => {
      expect(measure(body, size, body.length, 200)).toBeNull();
    },
  );

  it.each([1, 3, 64, 10_000])(
    'a part past its bound is a field too large (chunks of %i)',
    (size) => {
      const long = part('a', 'x'.repeat(10)) + part('b', 'y'.repeat(500)) + end;
      expect(measure(long, size, 100_000, 200)?.message).toBe('A form field is too large.');
    },
  );

  it('a part past its bound is caught at the bound, before it ends', () => {
    const long = part('a', 'x'.repeat(100_000)) + end;
    expect(measure(long, 64, 1_000_000, 200)!.at).toBeLessThan(400);
  });

  it('many parts within their bound, past the total: body too large', () => {
    const many = Array.from({ length: 50 }, (_, i) => part(`f${i}`, 'z'.repeat(150))).join('');
    expect(measure(many + end, 1000, 2000, 400)?.message).toBe('Request body is too large.');
  });

  it('whichever bound is crossed first names the error', () => {
    // The part's bound lies past the whole body's: the body is too large.
    const long = part('a', 'x'.repeat(5000)) + end;
    expect(measure(long, 10_000, 1000, 2000)?.message).toBe('Request body is too large.');
  });

  it('unmeasured parts (maxPartBytes 0): only the total counts', () => {
    const long = part('a', 'x'.repeat(5000)) + end;
    expect(measure(long, 64, 100_000, 0)).toBeNull();
  });

  it('reads the boundary of a content type, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data; boundary="a b"; charset=utf-8')).toBe('a b');
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });
});
