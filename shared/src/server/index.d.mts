import type {
  FastifyInstance,
  FastifyServerOptions,
  onSendHookHandler,
  RawServerDefault,
} from 'fastify';
import type { FastifyHelmetOptions } from '@fastify/helmet';

export declare function isHttps(env?: Readonly<Record<string, string | undefined>>): boolean;
export declare function commonHelmetOptions(https: boolean): FastifyHelmetOptions;
export declare function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>>;
export declare function errorAnswer(error: unknown): [number, string];
export declare function createServerApp(
  headers?: () => Record<string, string>,
  options?: Omit<FastifyServerOptions, 'frameworkErrors'>,
): FastifyInstance<RawServerDefault>;
export interface RefusedBodyOptions {
  maxBytes: number;
  timeoutMs: number;
}
export declare const REFUSED_BODY_DEFAULTS: RefusedBodyOptions;
export declare function refusedBodyHook(options?: RefusedBodyOptions): onSendHookHandler;
export declare function cacheControlFor(filePath: string): string;
