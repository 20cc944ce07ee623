import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { insertExpiring } from './common';
import { ROLES, type User } from '../../../schemas/entities';

export { ROLES };
export type Role = (typeof ROLES)[number];

export interface Account {
  id: number;
  name: string;
  email: string;
  roles: string[];
  is_edit_mode_active: boolean;
  /** Holds a role of REQUIRE_SECOND_FACTOR_ROLES and has no second factor yet. */
  second_factor_required: boolean;
}

export type UserJson = User;

/** Who signed in, as the API saw the request (stored with the session). */
export interface SessionClient {
  userAgent?: string | undefined;
  address?: string | undefined;
}

export interface LiveSession {
  account: Account;
  lastActiveAt: string;
  confirmedAt: string;
}

/** Longer user agents are cut: the start names the browser and the system. */
const USER_AGENT_MAX = 500;
/** An IPv6 address with a zone fits easily. */
const ADDRESS_MAX = 100;

export function userJson(account: Account): UserJson {
  return {
    name: account.name,
    email: account.email,
    roles: account.roles.map((name) => ({ name })),
    is_edit_mode_active: account.is_edit_mode_active,
    second_factor_required: account.second_factor_required,
  };
}

/** argon2id with the library's defaults (19 MiB, t=2, p=1: the OWASP baseline). */
export const hashPassword = (password: string) => hash(password);

/**
 * A hash of a random password, verified against when there is no account to check: an answer
 * about a missing account costs what one about an existing account costs (one argon2 verify).
 * Made once, on the first repository, so that the first such answer is no slower either.
 */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')));

/** The same work as checking `password` against a stored hash, for an account that is not. */
async function verifyNothing(password: string): Promise<false> {
  await verify(await dummy(), password).catch(() => false);
  return false;
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export interface UsersOptions {
  /** REQUIRE_SECOND_FACTOR_ROLES: an account with one of them needs a second factor. */
  secondFactorRoles?: readonly string[];
}

export function createUsersRepository(db: Database, options: UsersOptions = {}) {
  const k = db.kysely;
  const secondFactorRoles = options.secondFactorRoles ?? [];
  void dummy();

  /** The sessions neither ended nor expired at `nowSeconds`. */
  const liveSessions = (nowSeconds: number) =>
    k.selectFrom('sessions').where('revoked_at', 'is', null).where('expires_at', '>', nowSeconds);
  /** Ends the sessions the caller's conditions pick that have not ended yet. */
  const endSessions = () =>
    k.updateTable('sessions').set({ revoked_at: nowIso() }).where('revoked_at', 'is', null);

  /** Only asked of an account the policy covers: a passkey or a turned-on authenticator app. */
  async function hasSecondFactor(userId: number): Promise<boolean> {
    const passkey = await db.first(
      k.selectFrom('passkeys').select('id').where('user_id', '=', userId).limit(1),
    );
    if (passkey) return true;
    return !!(await db.first(
      k
        .selectFrom('totp_secrets')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null),
    ));
  }

  async function roles(userId: number): Promise<string[]> {
    return (
      await db.all(
        k.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role'),
      )
    )
      .map((row) => row.role)
      .sort((a, b) => ROLES.indexOf(a as Role) - ROLES.indexOf(b as Role));
  }

  async function byId(id: number): Promise<Account | undefined> {
    const row = await db.first(
      k
        .selectFrom('users')
        .select(['id', 'name', 'email', 'is_edit_mode_active'])
        .where('id', '=', id),
    );
    if (!row) return undefined;
    const held = await roles(row.id);
    return {
      ...row,
      is_edit_mode_active: row.is_edit_mode_active === 1,
      roles: held,
      second_factor_required:
        held.some((role) => secondFactorRoles.includes(role)) && !(await hasSecondFactor(row.id)),
    };
  }

  return {
    byId,
    roles,

    async count(): Promise<number> {
      return (await db.first(
        k.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')),
      ))!.n;
    },

    async emailTaken(email: string): Promise<boolean> {
      return !!(await db.first(
        k.selectFrom('users').select('id').where(db.dialect.sameEmail('email', email.trim())),
      ));
    },

    /** An insert with a ready hash (so it can share a transaction). */
    async insert(input: { name: string; email: string; passwordHash: string; roles: string[] }) {
      const now = nowIso();
      const id = await db.insert(
        k.insertInto('users').values({
          name: input.name,
          email: input.email.trim(),
          password_hash: input.passwordHash,
          is_edit_mode_active: 0,
          created_at: now,
          updated_at: now,
        }),
      );
      for (const role of new Set(input.roles)) {
        await db.run(k.insertInto('user_roles').values({ user_id: id, role }));
      }
      return (await byId(id))!;
    },

    async create(input: { name: string; email: string; password: string; roles: string[] }) {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(() => this.insert({ ...input, passwordHash }));
    },

    /** Checks a password in constant-ish time whether or not the e-mail exists. */
    async verifyCredentials(email: string, password: string): Promise<Account | undefined> {
      const row = await db.first(
        k
          .selectFrom('users')
          .select(['id', 'password_hash'])
          .where(db.dialect.sameEmail('email', email.trim())),
      );
      if (!row) return (await verifyNothing(password)) || undefined;
      const ok = await verify(row.password_hash, password).catch(() => false);
      return ok ? byId(row.id) : undefined;
    },

    async checkPassword(userId: number, password: string): Promise<boolean> {
      const row = await db.first(
        k.selectFrom('users').select('password_hash').where('id', '=', userId),
      );
      if (!row) return verifyNothing(password);
      return verify(row.password_hash, password).catch(() => false);
    },

    /** Who an e-mail names, if anyone (the activity log's actor of a throttled sign-in). */
    async actorByEmail(email: string): Promise<{ id: number; name: string } | undefined> {
      return db.first(
        k
          .selectFrom('users')
          .select(['id', 'name'])
          .where(db.dialect.sameEmail('email', email.trim())),
      );
    },

    async setPassword(userId: number, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.run(
        k
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: nowIso() })
          .where('id', '=', userId),
      );
    },

    async setEditMode(userId: number, active: boolean): Promise<Account> {
      await db.run(
        k
          .updateTable('users')
          .set({ is_edit_mode_active: active ? 1 : 0, updated_at: nowIso() })
          .where('id', '=', userId),
      );
      return (await byId(userId))!;
    },

    // Sessions: one row per issued access token (jti), so logout can revoke it.
    async createSession(
      userId: number,
      jti: string,
      expiresAt: number,
      client: SessionClient = {},
    ): Promise<void> {
      const now = nowIso();
      await db.run(
        k.insertInto('sessions').values({
          jti,
          user_id: userId,
          expires_at: expiresAt,
          revoked_at: null,
          created_at: now,
          public_id: crypto.randomBytes(16).toString('hex'),
          user_agent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
          address: client.address?.slice(0, ADDRESS_MAX) || null,
          last_active_at: now,
          // Signing in is a confirmation that it is the user.
          confirmed_at: now,
        }),
      );
    },

    /** The account behind a live (not revoked, not expired) session. */
    async sessionAccount(jti: string, nowSeconds: number): Promise<Account | undefined> {
      return (await this.liveSession(jti, nowSeconds))?.account;
    },

    /** A live session: its account, when it was last used and last confirmed. */
    async liveSession(jti: string, nowSeconds: number): Promise<LiveSession | undefined> {
      const row = await db.first(
        liveSessions(nowSeconds)
          .select(['user_id', 'last_active_at', 'confirmed_at', 'created_at'])
          .where('jti', '=', jti),
      );
      if (!row) return undefined;
      const account = await byId(row.user_id);
      if (!account) return undefined;
      return {
        account,
        lastActiveAt: row.last_active_at ?? row.created_at,
        confirmedAt: row.confirmed_at ?? row.created_at,
      };
    },

    /** Notes that a session was used now, unless it already was since `since` (one write a minute). */
    async touchSession(jti: string, now: string, since: string): Promise<void> {
      await db.run(
        k
          .updateTable('sessions')
          .set({ last_active_at: now })
          .where('jti', '=', jti)
          .where((eb) =>
            eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', since)]),
          ),
      );
    },

    async confirmSession(jti: string, at = nowIso()): Promise<void> {
      await db.run(k.updateTable('sessions').set({ confirmed_at: at }).where('jti', '=', jti));
    },

    /** The user's live sessions, the newest first. */
    async listSessions(userId: number, nowSeconds: number) {
      return db.all(
        liveSessions(nowSeconds)
          .select(['jti', 'public_id', 'user_agent', 'address', 'created_at', 'last_active_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('jti'),
      );
    },

    /** Ends one live session of the user by the id the user sees; what it was, if it was. */
    async endSession(userId: number, publicId: string, nowSeconds: number) {
      const row = await db.first(
        liveSessions(nowSeconds)
          .select(['jti', 'user_agent'])
          .where('user_id', '=', userId)
          .where('public_id', '=', publicId),
      );
      if (!row) return undefined;
      const { changes } = await db.run(endSessions().where('jti', '=', row.jti));
      return changes === 1 ? row : undefined;
    },

    async revokeSession(jti: string): Promise<void> {
      await db.run(endSessions().where('jti', '=', jti));
    },

    /**
     * Ends every other live session of the user (a password or second-factor change, "End all
     * other sessions"): their tokens answer 401 from the next request on. Returns what ended.
     */
    async endOtherSessions(
      userId: number,
      keepJti: string,
      nowSeconds = Math.floor(Date.now() / 1000),
    ) {
      return db.transaction(async () => {
        const ended = await db.all(
          liveSessions(nowSeconds)
            .select(['jti', 'user_agent'])
            .where('user_id', '=', userId)
            .where('jti', '!=', keepJti),
        );
        if (ended.length === 0) return ended;
        await db.run(endSessions().where('user_id', '=', userId).where('jti', '!=', keepJti));
        return ended;
      });
    },

    /** Keeps an export code's hash for a session; forgets the codes that have expired. */
    async createExportCode(
      codeHash: string,
      jti: string,
      expiresAt: number,
      nowSeconds: number,
    ): Promise<void> {
      await insertExpiring(
        db,
        'export_codes',
        { code_hash: codeHash, jti, expires_at: expiresAt },
        nowSeconds,
      );
    },

    /**
     * Uses up an export code: the session it was issued to, if it has not expired. Of two
     * requests with the same code, only the one whose delete removes the row gets the session.
     */
    async consumeExportCode(codeHash: string, nowSeconds: number): Promise<string | undefined> {
      const row = await db.first(
        k
          .selectFrom('export_codes')
          .select(['jti', 'expires_at'])
          .where('code_hash', '=', codeHash),
      );
      if (!row) return undefined;
      const { changes } = await db.run(
        k.deleteFrom('export_codes').where('code_hash', '=', codeHash),
      );
      return changes === 1 && row.expires_at > nowSeconds ? row.jti : undefined;
    },

    async pruneSessions(nowSeconds: number): Promise<void> {
      await db.run(k.deleteFrom('sessions').where('expires_at', '<', nowSeconds - 86400));
    },

    // Registration tokens: only the SHA-256 is stored.
    async issueRegistrationToken(
      roles: string[],
      createdBy: number | null,
      ttlSeconds: number,
    ): Promise<string> {
      const token = crypto.randomBytes(24).toString('base64url'); // 192 bits
      await db.run(
        k.insertInto('registration_tokens').values({
          token_hash: sha256(token),
          roles: roles.join(','),
          expires_at: Math.floor(Date.now() / 1000) + ttlSeconds,
          used_at: null,
          used_by: null,
          created_by: createdBy,
          created_at: nowIso(),
        }),
      );
      return token;
    },

    async findRegistrationToken(token: string) {
      const row = await db.first(
        k
          .selectFrom('registration_tokens')
          .select(['id', 'roles', 'expires_at', 'used_at'])
          .where('token_hash', '=', sha256(token)),
      );
      if (!row || row.used_at || row.expires_at <= Math.floor(Date.now() / 1000)) return undefined;
      return { id: row.id, roles: row.roles ? row.roles.split(',').filter(Boolean) : [] };
    },

    async markRegistrationTokenUsed(id: number, userId: number): Promise<boolean> {
      const { changes } = await db.run(
        k
          .updateTable('registration_tokens')
          .set({ used_at: nowIso(), used_by: userId })
          .where('id', '=', id)
          .where('used_at', 'is', null),
      );
      return changes === 1;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
