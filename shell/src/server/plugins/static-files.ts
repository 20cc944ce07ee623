import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { builtFilesOptions } from '@koris/server-kit';

/**
 * The shell's built files (`dist/`), their compressed copies when the browser takes them, each
 * with the Cache-Control of built files (entry points revalidated, hashed files a year).
 */
export default async function staticFiles(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyStatic, builtFilesOptions(root));
}
