import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { createDatabase } from '@koris/tooling/services';
import { buildApp } from '../src/app';
import { loadConfig, type Env } from '../src/config';
import { ROLES } from '../src/plugins/app/repositories/users';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  env: Env;
  close: () => Promise<void>;
  /** Close and delete the data directory. */
  destroy: () => Promise<void>;
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'koris-api-test-'));
}

/**
 * The PostgreSQL server the suite runs against (scripts/test-postgres.mjs starts one); unset:
 * the suite runs on SQLite.
 */
export const POSTGRES_URL = process.env.KORIS_TEST_PG_URL;
/** For tests of what only an SQLite data folder has (its file, its triggers, its backups). */
export const describeSqlite = POSTGRES_URL ? describe.skip : describe;
export const itSqlite = POSTGRES_URL ? it.skip : it;

/** One fresh database per data folder: an app built again on the same folder finds its data. */
const databases = new Map<string, string>();

export async function databaseFor(dataDir: string): Promise<Env> {
  if (!POSTGRES_URL) return {};
  let url = databases.get(dataDir);
  if (!url) {
    url = await createDatabase(POSTGRES_URL, `koris_${crypto.randomBytes(6).toString('hex')}`);
    databases.set(dataDir, url);
  }
  return { DATABASE_URL: url };
}

/**
 * A real app on a real database in a temporary DATA_DIR (SEED=none unless given): SQLite, or a
 * database of its own on the suite's PostgreSQL server.
 */
export async function build(env: Env = {}, dataDir = tempDataDir()): Promise<TestApp> {
  const fullEnv: Env = {
    NODE_ENV: 'test',
    ...(await databaseFor(dataDir)),
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_APPLY: '1000',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_LOGIN_ADDRESS: '1000',
    RATE_LIMIT_LOGIN_ACCOUNT: '1000',
    // The suite signs in as update-users staff everywhere; the policy's own tests
    // (routes/api/security) set it, as production's default does.
    REQUIRE_SECOND_FACTOR_ROLES: '',
    ...env,
  };
  const app = await buildApp(loadConfig(fullEnv));
  await app.ready();
  const close = () => app.close();
  return {
    app,
    dataDir,
    env: fullEnv,
    close,
    destroy: async () => {
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const ADMIN = { email: 'admin@koris.lv', password: 'admin12345' };

export async function login(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ authorisation: { token: string } }>().authorisation.token;
}

/** Creates a user with the given roles directly and returns a bearer token for it. */
export async function userWithRoles(app: FastifyInstance, roles: string[]): Promise<string> {
  const email = `u-${crypto.randomBytes(4).toString('hex')}@koris.lv`;
  const password = 'password-123';
  await app.repos.users.create({ name: 'Test', email, password, roles });
  return login(app, email, password);
}

/**
 * A fresh app (with the settings `env`) for the enclosing `describe`: built before its tests,
 * deleted after.
 */
export function withApp(use: (t: TestApp) => void, env: Env = {}): void {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await build(env);
    use(built);
  });
  afterAll(() => built?.destroy());
}

/** withApp, and the token of a user with `roles`, handed to `use` once both exist. */
export function withStaffApp(
  use: (staff: { t: TestApp; token: string }) => void,
  roles: string[] = ['update-data'],
): void {
  let t: TestApp;
  withApp((built) => (t = built));
  beforeAll(async () => use({ t, token: await userWithRoles(t.app, roles) }));
}

export const allRoles = [...ROLES];
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A hand-built multipart body (so tests can also send broken ones). */
export function multipart(
  parts: Part[] | Record<string, string>,
  headers: Record<string, string> = {},
) {
  const list: Part[] = Array.isArray(parts)
    ? parts
    : Object.entries(parts).map(([name, value]) => ({ name, value }));
  const boundary = `----koris${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of list) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.filename !== undefined || part.contentType) {
      head += `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    }
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const imageCache = new Map<string, Buffer>();

/** A plain image of one colour, drawn once per format and size. */
async function drawnImage(
  format: 'png' | 'jpeg',
  width: number,
  height: number,
  background: string,
) {
  const key = `${format}-${width}x${height}`;
  if (!imageCache.has(key)) {
    const image = sharp({ create: { width, height, channels: 3, background } });
    imageCache.set(key, await image[format]().toBuffer());
  }
  return imageCache.get(key)!;
}

export const pngImage = (width = 400, height = 300): Promise<Buffer> =>
  drawnImage('png', width, height, '#3366aa');

export const jpegImage = (width = 1600, height = 1000): Promise<Buffer> =>
  drawnImage('jpeg', width, height, '#aa3355');

export const imagePart = (buffer: Buffer, name = 'image', filename = 'photo.png'): Part => ({
  name,
  value: buffer,
  filename,
  contentType: filename.endsWith('.png') ? 'image/png' : 'image/jpeg',
});

/** Every file under a directory, relative paths. */
/**
 * Sends `fields`, and an image part when given, as a multipart form (what the site sends), as
 * the holder of `token`.
 */
export function sendForm(
  app: FastifyInstance,
  { method = 'POST', url, token }: { method?: string; url: string; token: string },
  fields: Record<string, string>,
  image?: Part,
) {
  const form = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(image ? [image] : []),
  ]);
  return app.inject({
    method: method as 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true }).map(String).sort();
}

/** The uploads/ path of a root-relative /uploads/ URL. */
export function uploadPath(dataDir: string, url: string): string {
  if (!url.startsWith('/uploads/')) throw new Error(`not an upload URL: ${url}`);
  return path.join(dataDir, 'uploads', url.slice('/uploads/'.length));
}

/**
 * Raw SQL on the app's database with `?` placeholders, for what no route shows (counts, stored
 * hashes, a timestamp moved back): the same text runs on SQLite and PostgreSQL.
 */
export function sqlRows<T = Record<string, unknown>>(
  app: FastifyInstance,
  text: string,
  ...params: unknown[]
): Promise<T[]> {
  const fragments = text.split('?');
  return app.db.all(sql<T>(Object.assign(fragments, { raw: fragments }), ...params));
}

/** `SELECT count(*) FROM <from>`: `from` is a table and any WHERE clause with `?`. */
export async function sqlCount(app: FastifyInstance, from: string, ...params: unknown[]) {
  const [row] = await sqlRows<{ n: number }>(app, `SELECT count(*) AS n FROM ${from}`, ...params);
  return Number(row!.n);
}

export async function sqlRun(app: FastifyInstance, text: string, ...params: unknown[]) {
  const fragments = text.split('?');
  return app.db.run(sql(Object.assign(fragments, { raw: fragments }), ...params));
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}
