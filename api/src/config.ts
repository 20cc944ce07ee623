import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  dbFile: string;
  production: boolean;
  jwtSecret: string;
  jwtTtlSeconds: number;
  exportTokenTtlSeconds: number;
  registrationTokenTtlSeconds: number;
  adminEmail: string;
  adminPassword: string | undefined;
  maxImageBytes: number;
  maxImagesPerRequest: number;
  rateLimitLogin: number;
  rateLimitLoginWindowMs: number;
  rateLimitLoginAddress: number;
  rateLimitApply: number;
  rateLimitApplyWindowMs: number;
  seed: 'demo' | 'none';
  trustProxy: boolean | string;
  cookieSecure: boolean;
  logLevel: string;
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number >= ${min} (got "${raw}")`);
  }
  return value;
}

/**
 * JWT_SECRET from the environment, or one generated on first start and kept in DATA_DIR so
 * tokens survive restarts (file mode 0600: only the API's user can read it).
 */
function jwtSecret(env: Env, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return given;
  }
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (_missing) {
    // first start: generate below
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment once; creates DATA_DIR and uploads/ if missing. */
export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(process.cwd(), env.DATA_DIR || './data');
  const uploadsDir = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  const seed = (env.SEED || 'demo').toLowerCase();
  if (seed !== 'demo' && seed !== 'none') throw new ConfigError('SEED must be "demo" or "none"');
  const trust = env.TRUST_PROXY;
  return {
    port: int(env, 'API_PORT', 8090),
    host: env.HOST || '127.0.0.1',
    dataDir,
    uploadsDir,
    dbFile: path.join(dataDir, 'koris.sqlite'),
    production,
    jwtSecret: jwtSecret(env, dataDir),
    jwtTtlSeconds: int(env, 'JWT_TTL_SECONDS', 8 * 3600, 1),
    exportTokenTtlSeconds: int(env, 'EXPORT_TOKEN_TTL_SECONDS', 60, 1),
    registrationTokenTtlSeconds: int(env, 'REGISTRATION_TOKEN_TTL_SECONDS', 7 * 24 * 3600, 1),
    adminEmail: env.ADMIN_EMAIL || 'admin@koris.lv',
    adminPassword: env.ADMIN_PASSWORD || (production ? undefined : 'admin12345'),
    maxImageBytes: int(env, 'MAX_IMAGE_BYTES', 8 * 1024 * 1024, 1),
    maxImagesPerRequest: int(env, 'MAX_IMAGES_PER_REQUEST', 50, 1),
    rateLimitLogin: int(env, 'RATE_LIMIT_LOGIN', 10, 1),
    rateLimitLoginWindowMs: int(env, 'RATE_LIMIT_LOGIN_WINDOW_MS', 15 * 60 * 1000, 1),
    rateLimitLoginAddress: int(env, 'RATE_LIMIT_LOGIN_ADDRESS', 30, 1),
    rateLimitApply: int(env, 'RATE_LIMIT_APPLY', 20, 1),
    rateLimitApplyWindowMs: int(env, 'RATE_LIMIT_APPLY_WINDOW_MS', 10 * 60 * 1000, 1),
    seed: seed as 'demo' | 'none',
    // The shell proxies /api from the same machine: trust loopback's X-Forwarded-For by default.
    trustProxy:
      trust === undefined || trust === ''
        ? '127.0.0.1,::1'
        : trust === 'true'
          ? true
          : trust === 'false'
            ? false
            : trust,
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
