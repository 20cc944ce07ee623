import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SAFE_NAME, type StoredFileInfo } from '../app/storage';

/** Uploaded variants: generated, never-reused names, so they are cached forever. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = { webp: 'image/webp' };

/**
 * `/uploads/<name>` from whichever storage holds the uploads (plugins/app/storage): the same
 * addresses, bytes and caching whatever the backend, so rows never name one.
 */
export default fp(
  async (fastify) => {
    const { config, storage } = fastify;
    if (config.uploadsPublicUrl) {
      // Browsers then fetch the bytes from the public origin, not through the shell and the API;
      // the redirect itself is as immutable as the name.
      const origin = config.uploadsPublicUrl;
      fastify.route({
        method: ['GET', 'HEAD'],
        url: '/uploads/*',
        exposeHeadRoute: false,
        schema: { hide: true },
        handler: (request, reply) => {
          const name = nameOf(request);
          if (!name) return reply.callNotFound();
          return reply.header('Cache-Control', CACHE_CONTROL).redirect(`${origin}/${name}`, 301);
        },
      });
      return;
    }
    if (storage.kind === 'disk') {
      await fastify.register(fastifyStatic, {
        root: config.uploadsDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        cacheControl: false,
        etag: true,
        lastModified: true,
        setHeaders: (reply) => {
          reply.header('Cache-Control', CACHE_CONTROL);
        },
      });
      return;
    }
    // A bucket: streamed through the API (a private bucket needs no public access of its own).
    fastify.route({
      method: ['GET', 'HEAD'],
      url: '/uploads/*',
      exposeHeadRoute: false,
      schema: { hide: true },
      handler: async (request, reply) => {
        const name = nameOf(request);
        if (!name) return reply.callNotFound();
        const conditional =
          request.headers['if-none-match'] !== undefined ||
          request.headers['if-modified-since'] !== undefined;
        if (request.method === 'HEAD' || conditional) {
          const info = await storage.stat(name);
          if (!info) return reply.callNotFound();
          setHeaders(reply, name, info);
          if (notModified(request, info)) {
            reply.removeHeader('Content-Length');
            return reply.status(304).send();
          }
          if (request.method === 'HEAD') return reply.send();
        }
        const file = await storage.get(name);
        if (!file) return reply.callNotFound();
        setHeaders(reply, name, file);
        return reply.send(file.body);
      },
    });
  },
  { name: 'static', dependencies: ['config', 'storage'] },
);

function nameOf(request: FastifyRequest): string | undefined {
  const name = (request.params as { '*'?: string })['*'] ?? '';
  return SAFE_NAME.test(name) ? name : undefined;
}

function setHeaders(reply: FastifyReply, name: string, info: StoredFileInfo): void {
  const byName = TYPES[name.slice(name.lastIndexOf('.') + 1)];
  // A file copied into the bucket by a tool may have come without a type.
  const type =
    info.contentType && info.contentType !== 'application/octet-stream'
      ? info.contentType
      : (byName ?? 'application/octet-stream');
  reply.header('Content-Type', type);
  reply.header('Content-Length', info.length);
  reply.header('Cache-Control', CACHE_CONTROL);
  if (info.etag) reply.header('ETag', info.etag);
  if (info.lastModified) reply.header('Last-Modified', info.lastModified.toUTCString());
}

function notModified(request: FastifyRequest, info: StoredFileInfo): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) {
    if (!info.etag) return false;
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return match.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(info.etag!));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return (
    !Number.isNaN(since) &&
    info.lastModified !== undefined &&
    Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since
  );
}
