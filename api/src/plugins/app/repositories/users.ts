import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';

import { ROLES, type User } from '../../../schemas/entities';

export { ROLES };
export type Role = (typeof ROLES)[number];

export interface Account {
  id: number;
  name: string;
  email: string;
  roles: string[];
  is_edit_mode_active: boolean;
}

export type UserJson = User;

export function userJson(account: Account): UserJson {
  return {
    name: account.name,
    email: account.email,
    roles: account.roles.map((name) => ({ name })),
    is_edit_mode_active: account.is_edit_mode_active,
  };
}

/** argon2id with the library's defaults (19 MiB, t=2, p=1: the OWASP baseline). */
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function createUsersRepository(db: Database) {
  const k = db.kysely;

  function roles(userId: number): string[] {
    return db
      .all(k.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('role'))
      .map((row) => row.role)
      .sort((a, b) => ROLES.indexOf(a as Role) - ROLES.indexOf(b as Role));
  }

  function byId(id: number): Account | undefined {
    const row = db.first(
      k
        .selectFrom('users')
        .select(['id', 'name', 'email', 'is_edit_mode_active'])
        .where('id', '=', id),
    );
    if (!row) return undefined;
    return { ...row, is_edit_mode_active: row.is_edit_mode_active === 1, roles: roles(row.id) };
  }

  return {
    byId,
    roles,

    count(): number {
      return db.first(k.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')))!.n;
    },

    emailTaken(email: string): boolean {
      return !!db.first(k.selectFrom('users').select('id').where('email', '=', email.trim()));
    },

    /** Synchronous insert with a ready hash (so it can share a transaction). */
    insert(input: { name: string; email: string; passwordHash: string; roles: string[] }) {
      const now = nowIso();
      const { lastInsertRowid: id } = db.run(
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
        db.run(k.insertInto('user_roles').values({ user_id: id, role }));
      }
      return byId(id)!;
    },

    async create(input: { name: string; email: string; password: string; roles: string[] }) {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(() => this.insert({ ...input, passwordHash }));
    },

    /** Checks a password in constant-ish time whether or not the e-mail exists. */
    async verifyCredentials(email: string, password: string): Promise<Account | undefined> {
      const row = db.first(
        k.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email.trim()),
      );
      if (!row) {
        dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
        await verify(await dummyHash, password).catch(() => false);
        return undefined;
      }
      const ok = await verify(row.password_hash, password).catch(() => false);
      return ok ? byId(row.id) : undefined;
    },

    async checkPassword(userId: number, password: string): Promise<boolean> {
      const row = db.first(k.selectFrom('users').select('password_hash').where('id', '=', userId));
      return !!row && (await verify(row.password_hash, password).catch(() => false));
    },

    async setPassword(userId: number, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      db.run(
        k
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: nowIso() })
          .where('id', '=', userId),
      );
    },

    setEditMode(userId: number, active: boolean): Account {
      db.run(
        k
          .updateTable('users')
          .set({ is_edit_mode_active: active ? 1 : 0, updated_at: nowIso() })
          .where('id', '=', userId),
      );
      return byId(userId)!;
    },

    // Sessions: one row per issued access token (jti), so logout can revoke it.
    createSession(userId: number, jti: string, expiresAt: number): void {
      db.run(
        k.insertInto('sessions').values({
          jti,
          user_id: userId,
          expires_at: expiresAt,
          revoked_at: null,
          created_at: nowIso(),
        }),
      );
    },

    /** The account behind a live (not revoked, not expired) session. */
    sessionAccount(jti: string, nowSeconds: number): Account | undefined {
      const row = db.first(
        k
          .selectFrom('sessions')
          .select('user_id')
          .where('jti', '=', jti)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', nowSeconds),
      );
      return row ? byId(row.user_id) : undefined;
    },

    revokeSession(jti: string): void {
      db.run(
        k
          .updateTable('sessions')
          .set({ revoked_at: nowIso() })
          .where('jti', '=', jti)
          .where('revoked_at', 'is', null),
      );
    },

    revokeOtherSessions(userId: number, keepJti: string): void {
      db.run(
        k
          .updateTable('sessions')
          .set({ revoked_at: nowIso() })
          .where('user_id', '=', userId)
          .where('jti', '!=', keepJti)
          .where('revoked_at', 'is', null),
      );
    },

    pruneSessions(nowSeconds: number): void {
      db.run(k.deleteFrom('sessions').where('expires_at', '<', nowSeconds - 86400));
    },

    // Registration tokens: only the SHA-256 is stored.
    issueRegistrationToken(roles: string[], createdBy: number | null, ttlSeconds: number): string {
      const token = crypto.randomBytes(24).toString('base64url'); // 192 bits
      db.run(
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

    findRegistrationToken(token: string) {
      const row = db.first(
        k
          .selectFrom('registration_tokens')
          .select(['id', 'roles', 'expires_at', 'used_at'])
          .where('token_hash', '=', sha256(token)),
      );
      if (!row || row.used_at || row.expires_at <= Math.floor(Date.now() / 1000)) return undefined;
      return { id: row.id, roles: row.roles ? row.roles.split(',').filter(Boolean) : [] };
    },

    markRegistrationTokenUsed(id: number, userId: number): boolean {
      const { changes } = db.run(
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
