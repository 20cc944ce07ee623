import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. The
 * server's preference decides among those accepted (q > 0); documents are small, so brotli is
 * always worth it.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, boolean>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q === undefined || Number(q.slice(2)) > 0);
  }
  const ok = (name: string) => accepted.get(name) ?? accepted.get('*') ?? false;
  if (ok('br')) return 'br';
  if (ok('gzip') || accepted.get('x-gzip') === true) return 'gzip';
  return 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A document's bytes in `encoding`. One that is kept is compressed once, so harder than one
 * compressed per request (which gets @fastify/compress's own levels).
 */
export function encode(html: string, encoding: Encoding, kept: boolean): Promise<Buffer> {
  const bytes = Buffer.from(html);
  if (encoding === 'br') {
    return brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  if (encoding === 'gzip') return gzip(bytes, { level: kept ? 9 : 6 });
  return Promise.resolve(bytes);
}
