import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { envSchema } from 'env-schema';
import { logFormat, type LogFormat } from '@koris/server-kit/logger';
import { trustProxySetting } from '@koris/server-kit/trust-proxy';
import { ROLES } from './schemas/entities';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  dbFile: string;
  /** PostgreSQL (DATABASE_URL); undefined: SQLite in `dbFile`. */
  databaseUrl: string | undefined;
  production: boolean;
  /** JWT_SECRET; undefined: the one kept in the database (db/secret.ts). */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  /** How long a sign-in or a confirmation that it is the user allows the sensitive acts. */
  confirmWindowMinutes: number;
  /** Seconds a one-time export code lives (at most a minute). */
  exportTokenTtlSeconds: number;
  /** Roles whose holders must have a second factor before they may do anything else. */
  requireSecondFactorRoles: string[];
  /** Wrong second steps one password sign-in allows. */
  secondStepAttempts: number;
  /** How long the second step waits after the password. */
  secondStepTtlSeconds: number;
  /** WebAuthn relying party: the site's domain, its origins (the pages' origin) and name. */
  webauthn: { rpId: string; origins: string[]; rpName: string };
  /** Days an application is kept before the daily purge deletes it for good. */
  applicationsKeepDays: number;
  registrationTokenTtlSeconds: number;
  adminEmail: string;
  adminPassword: string | undefined;
  maxImageBytes: number;
  maxImagesPerRequest: number;
  /** The largest body each kind of route accepts, bytes (JSON, urlencoded and multipart). */
  bodyLimits: BodyLimits;
  /** The most text fields one multipart form may carry. */
  formMaxFields: number;
  rateLimitLogin: number;
  rateLimitLoginWindowMs: number;
  rateLimitLoginAddress: number;
  /** Failed passwords per account from every address together (a known device aside). */
  rateLimitLoginAccount: number;
  rateLimitLoginAccountWindowMs: number;
  /** How long a browser that signed in to an account keeps its own allowance (device cookie). */
  loginDeviceDays: number;
  rateLimitApply: number;
  rateLimitApplyWindowMs: number;
  seed: 'demo' | 'none';
  /** Days a deleted item waits in the trash before it and its files are purged. */
  trashDays: number;
  /** How long an event with a start and no end is taken to last (it is archived after). */
  eventDefaultMinutes: number;
  /** How often (ms) each instance looks for events that have ended and items now due. */
  scheduleCheckMs: number;
  /** How far ahead (days) an item may be scheduled to go out. */
  publishAheadDays: number;
  /** The calendar feed: days an ended event stays in it, days a deleted one shows cancelled. */
  calendar: { recentDays: number; cancelledDays: number };
  /** Real-user measurements: the largest report, reports per address a minute, days kept. */
  rum: { bodyLimit: number; rateLimit: number; keepDays: number };
  /** Redis (or Valkey) that counts rate limits for every instance; none: in memory. */
  redisUrl: string | undefined;
  trustProxy: boolean | string;
  cookieSecure: boolean;
  logLevel: string;
  /** LOG_FORMAT: JSON lines, or pino-pretty's (by default at a terminal outside production). */
  logFormat: LogFormat;
  /** How long a closing instance may finish its requests before it exits anyway. */
  shutdownGraceMs: number;
  /** After SIGTERM, how long the instance keeps answering while /api/health says 503. */
  shutdownDelayMs: number;
  /** How long one /api/health check of the database and uploads answers every later call. */
  healthCheckCacheMs: number;
  /** How many reads one `GET /api/reads` may ask for. */
  readBatchMax: number;
  /** How long (s) a write's `koris_seen` cookie asks the shell for documents at least that new. */
  seenCookieSeconds: number;
  /** Uploads in an S3-compatible bucket (S3_BUCKET set); undefined: DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Origin that serves the same names as /uploads/ (public bucket, CDN); /uploads/ redirects. */
  uploadsPublicUrl: string | undefined;
  /** METRICS_TOKEN: the bearer token of `GET /metrics`; undefined: it answers 404. */
  metricsToken: string | undefined;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** '' or ending in '/'. */
  prefix: string;
}

export interface BodyLimits {
  /** Sign-in, registration, password change, registration token, edit mode; any other route. */
  account: number;
  /** The admission form (anyone may send it). */
  application: number;
  /** Staff writes of content and settings, without their images. */
  content: number;
  /** A write with images: the images at their limits and the content beside them. */
  upload: number;
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

const whole = (fallback: number, min = 1) => Type.Integer({ default: fallback, minimum: min });

/** Every variable (README "Environment"), checked and defaulted by env-schema. */
export const EnvSchema = Type.Object({
  API_PORT: whole(8090, 0),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATA_DIR: Type.String({ default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  NODE_ENV: Type.Optional(Type.String()),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  JWT_TTL_SECONDS: whole(8 * 3600),
  CONFIRM_WINDOW_MINUTES: Type.Integer({ default: 10, minimum: 1, maximum: 1440 }),
  EXPORT_TOKEN_TTL_SECONDS: Type.Integer({ default: 60, minimum: 1, maximum: 60 }),
  // Read from the raw environment too: '' (or none) means no role, not the default.
  REQUIRE_SECOND_FACTOR_ROLES: Type.Optional(Type.String()),
  SECOND_STEP_ATTEMPTS: Type.Integer({ default: 5, minimum: 1, maximum: 100 }),
  SECOND_STEP_TTL_SECONDS: Type.Integer({ default: 300, minimum: 30, maximum: 3600 }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  WEBAUTHN_ORIGIN: Type.Optional(Type.String({ pattern: '^https?://' })),
  WEBAUTHN_RP_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9.-]+$' })),
  WEBAUTHN_RP_NAME: Type.String({ default: 'LU jauktais koris' }),
  REGISTRATION_TOKEN_TTL_SECONDS: whole(7 * 24 * 3600),
  ADMIN_EMAIL: Type.String({ default: 'admin@koris.lv' }),
  ADMIN_PASSWORD: Type.Optional(Type.String()),
  MAX_IMAGE_BYTES: whole(8 * 1024 * 1024),
  MAX_IMAGES_PER_REQUEST: whole(50),
  BODY_LIMIT_ACCOUNT: whole(16 * 1024, 1024),
  BODY_LIMIT_APPLICATION: whole(64 * 1024, 1024),
  BODY_LIMIT_CONTENT: whole(1024 * 1024, 1024),
  FORM_MAX_FIELDS: whole(32),
  RATE_LIMIT_LOGIN: whole(10),
  RATE_LIMIT_LOGIN_WINDOW_MS: whole(15 * 60 * 1000),
  RATE_LIMIT_LOGIN_ADDRESS: whole(30),
  RATE_LIMIT_LOGIN_ACCOUNT: whole(100),
  RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_MS: whole(60 * 60 * 1000),
  LOGIN_DEVICE_DAYS: Type.Integer({ default: 365, minimum: 1, maximum: 3650 }),
  RATE_LIMIT_APPLY: whole(20),
  RATE_LIMIT_APPLY_WINDOW_MS: whole(10 * 60 * 1000),
  TRASH_DAYS: Type.Integer({ default: 30, minimum: 1, maximum: 36_500 }),
  EVENT_DEFAULT_MINUTES: Type.Integer({ default: 180, minimum: 0, maximum: 10_080 }),
  SCHEDULE_CHECK_MS: Type.Integer({ default: 1000, minimum: 100, maximum: 60_000 }),
  PUBLISH_AHEAD_DAYS: Type.Integer({ default: 730, minimum: 1, maximum: 3650 }),
  CALENDAR_RECENT_DAYS: Type.Integer({ default: 30, minimum: 0, maximum: 3650 }),
  CALENDAR_CANCELLED_DAYS: Type.Integer({ default: 30, minimum: 0, maximum: 3650 }),
  APPLICATIONS_KEEP_DAYS: Type.Integer({ default: 400, minimum: 1, maximum: 36_500 }),
  RUM_BODY_LIMIT: Type.Integer({ default: 4096, minimum: 512, maximum: 65_536 }),
  RUM_RATE_LIMIT: whole(120),
  RUM_KEEP_DAYS: Type.Integer({ default: 30, minimum: 1, maximum: 3650 }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  SEED: Type.Unsafe<'demo' | 'none'>({ type: 'string', enum: ['demo', 'none'], default: 'demo' }),
  TRUST_PROXY: Type.Optional(Type.String()),
  COOKIE_SECURE: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Optional(Type.String()),
  LOG_FORMAT: Type.Optional(
    Type.Unsafe<LogFormat>({ type: 'string', enum: ['pretty', 'json'] satisfies LogFormat[] }),
  ),
  SHUTDOWN_GRACE_MS: whole(10_000),
  SHUTDOWN_DELAY_MS: whole(0, 0),
  HEALTH_CHECK_CACHE_MS: Type.Integer({ default: 1000, minimum: 0, maximum: 60_000 }),
  READ_BATCH_MAX: Type.Integer({ default: 16, minimum: 1, maximum: 64 }),
  SEEN_COOKIE_SECONDS: Type.Integer({ default: 60, minimum: 0, maximum: 3600 }),
  S3_BUCKET: Type.Optional(Type.String()),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  S3_FORCE_PATH_STYLE: Type.Optional(Type.String()),
  S3_PREFIX: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9!_.*'()/-]*$" })),
  UPLOADS_PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, pattern: '^\\S+$' })),
});

const SECRETS = new Set(['JWT_SECRET', 'ADMIN_PASSWORD', 'DATABASE_URL', 'METRICS_TOKEN']);

/** The environment checked against EnvSchema ('' counts as unset, names in the message). */
function readEnv(env: Env): Static<typeof EnvSchema> {
  const given = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, name === 'SEED' ? env[name]!.toLowerCase() : env[name]]),
  );
  try {
    return envSchema<Static<typeof EnvSchema>>({ schema: EnvSchema, data: given, dotenv: false });
  } catch (error) {
    // "env/API_PORT must be integer" → "API_PORT must be integer (got "abc")"
    const message = (error as Error).message
      .split(', ')
      .map((part) => {
        const name = /^env\/(\w+)/.exec(part)?.[1];
        const text = part.replace(/^env\/?/, '');
        // Secrets are never echoed into a log.
        return name && !SECRETS.has(name) ? `${text} (got "${given[name]}")` : text;
      })
      .join('; ');
    throw new ConfigError(message);
  }
}

/** `uploads`, `/uploads/` → `uploads/`: the prefix is a folder of the bucket. */
function keyPrefix(given: string | undefined): string {
  const trimmed = (given ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

/** `update-users,see-applications` → the roles; '' or `none` → none; unset → update-users. */
function secondFactorRoles(given: string | undefined): string[] {
  if (given === undefined) return ['update-users'];
  const names = given
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 1 && names[0]!.toLowerCase() === 'none') return [];
  const unknown = names.filter((name) => !(ROLES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new ConfigError(
      `REQUIRE_SECOND_FACTOR_ROLES names unknown roles (got "${unknown.join(', ')}"; ` +
        `known: ${ROLES.join(', ')})`,
    );
  }
  return names;
}

/**
 * The WebAuthn relying party. Passkeys are bound to the pages' origin, which is the shell's
 * (the API is reached through it): WEBAUTHN_ORIGIN (comma-separated), else the origin of
 * PUBLIC_URL, else `pnpm start`'s http://localhost:8080. The RP id is the first origin's host.
 */
function webauthnSettings(e: Static<typeof EnvSchema>): Config['webauthn'] {
  const origins = (e.WEBAUTHN_ORIGIN ?? e.PUBLIC_URL ?? 'http://localhost:8080')
    .split(',')
    .map((given) => given.trim())
    .filter(Boolean)
    .map((given) => {
      try {
        return new URL(given).origin;
      } catch {
        throw new ConfigError(`WEBAUTHN_ORIGIN or PUBLIC_URL is not a URL (got "${given}")`);
      }
    });
  return {
    rpId: e.WEBAUTHN_RP_ID ?? new URL(origins[0]!).hostname,
    origins,
    rpName: e.WEBAUTHN_RP_NAME,
  };
}

/** Reads the environment once; creates DATA_DIR and uploads/ if missing. */
export function loadConfig(env: Env = process.env): Config {
  const e = readEnv(env);
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(process.cwd(), e.DATA_DIR);
  const uploadsDir = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  return {
    port: e.API_PORT,
    host: e.HOST,
    dataDir,
    uploadsDir,
    dbFile: path.join(dataDir, 'koris.sqlite'),
    databaseUrl: e.DATABASE_URL,
    production,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    confirmWindowMinutes: e.CONFIRM_WINDOW_MINUTES,
    exportTokenTtlSeconds: e.EXPORT_TOKEN_TTL_SECONDS,
    requireSecondFactorRoles: secondFactorRoles(env.REQUIRE_SECOND_FACTOR_ROLES),
    secondStepAttempts: e.SECOND_STEP_ATTEMPTS,
    secondStepTtlSeconds: e.SECOND_STEP_TTL_SECONDS,
    webauthn: webauthnSettings(e),
    applicationsKeepDays: e.APPLICATIONS_KEEP_DAYS,
    registrationTokenTtlSeconds: e.REGISTRATION_TOKEN_TTL_SECONDS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD || (production ? undefined : 'admin12345'),
    maxImageBytes: e.MAX_IMAGE_BYTES,
    maxImagesPerRequest: e.MAX_IMAGES_PER_REQUEST,
    bodyLimits: {
      account: e.BODY_LIMIT_ACCOUNT,
      application: e.BODY_LIMIT_APPLICATION,
      content: e.BODY_LIMIT_CONTENT,
      upload: e.MAX_IMAGE_BYTES * e.MAX_IMAGES_PER_REQUEST + e.BODY_LIMIT_CONTENT,
    },
    formMaxFields: e.FORM_MAX_FIELDS,
    rateLimitLogin: e.RATE_LIMIT_LOGIN,
    rateLimitLoginWindowMs: e.RATE_LIMIT_LOGIN_WINDOW_MS,
    rateLimitLoginAddress: e.RATE_LIMIT_LOGIN_ADDRESS,
    rateLimitLoginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
    rateLimitLoginAccountWindowMs: e.RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_MS,
    loginDeviceDays: e.LOGIN_DEVICE_DAYS,
    rateLimitApply: e.RATE_LIMIT_APPLY,
    rateLimitApplyWindowMs: e.RATE_LIMIT_APPLY_WINDOW_MS,
    seed: e.SEED,
    trashDays: e.TRASH_DAYS,
    eventDefaultMinutes: e.EVENT_DEFAULT_MINUTES,
    scheduleCheckMs: e.SCHEDULE_CHECK_MS,
    publishAheadDays: e.PUBLISH_AHEAD_DAYS,
    calendar: {
      recentDays: e.CALENDAR_RECENT_DAYS,
      cancelledDays: e.CALENDAR_CANCELLED_DAYS,
    },
    rum: {
      bodyLimit: e.RUM_BODY_LIMIT,
      rateLimit: e.RUM_RATE_LIMIT,
      keepDays: e.RUM_KEEP_DAYS,
    },
    redisUrl: e.REDIS_URL || undefined,
    // The shell proxies /api from the same machine: trust loopback's X-Forwarded-For by default
    // (read as the shell's server reads it, @koris/server-kit).
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    cookieSecure: e.COOKIE_SECURE === '1' || e.COOKIE_SECURE === 'true',
    logLevel: e.LOG_LEVEL || (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: logFormat({ production, env: { LOG_FORMAT: e.LOG_FORMAT } }),
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    healthCheckCacheMs: e.HEALTH_CHECK_CACHE_MS,
    readBatchMax: e.READ_BATCH_MAX,
    seenCookieSeconds: e.SEEN_COOKIE_SECONDS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
          prefix: keyPrefix(e.S3_PREFIX),
        }
      : undefined,
    uploadsPublicUrl: e.UPLOADS_PUBLIC_URL?.replace(/\/+$/, ''),
    metricsToken: e.METRICS_TOKEN,
  };
}
