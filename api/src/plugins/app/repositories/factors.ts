import type { Selectable } from 'kysely';
import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { forgetExpired, insertExpiring } from './common';
import type { Action, ChallengePurpose, PasskeysTable } from '../../../db/schema';

/** The activity lines a user sees about their own account in the Security tab. */
export const FACTOR_ACTIONS: readonly Action[] = [
  'passkey-added',
  'passkey-removed',
  'totp-enabled',
  'totp-disabled',
  'recovery-codes-created',
];

/** How many of those the Security tab shows. */
const EVENTS_SHOWN = 20;

export type SecondStepMethod = 'totp' | 'passkey' | 'recovery';

/** A passkey as a sign-in checks it: its row without the dates. */
export type StoredPasskey = Omit<Selectable<PasskeysTable>, 'created_at' | 'last_used_at'>;

/**
 * Second factors and the sign-in state between a password and its second step. Every write that
 * must happen once (a TOTP time step, a recovery code, a ticket's attempt, a challenge) is one
 * conditional UPDATE or DELETE whose changed-row count decides: two API instances racing over
 * the same code or challenge cannot both win.
 */
export function createFactorsRepository(db: Database) {
  const k = db.kysely;

  return {
    /** Which second steps the account can take; empty: it has no second factor. */
    async methods(userId: number): Promise<SecondStepMethod[]> {
      const totp = await db.first(
        k
          .selectFrom('totp_secrets')
          .select('user_id')
          .where('user_id', '=', userId)
          .where('enabled_at', 'is not', null),
      );
      const passkey = await db.first(
        k.selectFrom('passkeys').select('id').where('user_id', '=', userId).limit(1),
      );
      if (!totp && !passkey) return [];
      const methods: SecondStepMethod[] = [];
      if (totp) methods.push('totp');
      if (passkey) methods.push('passkey');
      if ((await this.recoveryCodesLeft(userId)) > 0) methods.push('recovery');
      return methods;
    },

    async hasSecondFactor(userId: number): Promise<boolean> {
      return (await this.methods(userId)).length > 0;
    },

    // Passkeys.
    listPasskeys(userId: number) {
      return db.all(
        k
          .selectFrom('passkeys')
          .select(['id', 'name', 'created_at', 'last_used_at'])
          .where('user_id', '=', userId)
          .orderBy('id'),
      );
    },

    /** The credential ids of the user's passkeys (excluded when registering another). */
    async credentialIds(userId: number): Promise<{ id: string; transports: string[] }[]> {
      const rows = await db.all(
        k
          .selectFrom('passkeys')
          .select(['credential_id', 'transports'])
          .where('user_id', '=', userId),
      );
      return rows.map((row) => ({
        id: row.credential_id,
        transports: row.transports.split(',').filter(Boolean),
      }));
    },

    passkeyByCredential(credentialId: string): Promise<StoredPasskey | undefined> {
      return db.first(
        k
          .selectFrom('passkeys')
          .select(['id', 'user_id', 'credential_id', 'public_key', 'counter', 'transports', 'name'])
          .where('credential_id', '=', credentialId),
      );
    },

    async addPasskey(
      userId: number,
      passkey: {
        credentialId: string;
        publicKey: string;
        counter: number;
        transports: string[];
        name: string;
      },
    ) {
      const now = nowIso();
      const id = await db.insert(
        k.insertInto('passkeys').values({
          user_id: userId,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports.join(','),
          name: passkey.name,
          created_at: now,
          last_used_at: null,
        }),
      );
      return { id, name: passkey.name, created_at: now, last_used_at: null };
    },

    /** The passkey's name if it was the user's and is now gone. */
    async removePasskey(userId: number, id: number): Promise<string | undefined> {
      const row = await db.first(
        k.selectFrom('passkeys').select('name').where('id', '=', id).where('user_id', '=', userId),
      );
      if (!row) return undefined;
      const { changes } = await db.run(
        k.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId),
      );
      return changes === 1 ? row.name : undefined;
    },

    /** After a verified use: its new signature counter, and when. */
    async passkeyUsed(id: number, counter: number): Promise<void> {
      await db.run(
        k.updateTable('passkeys').set({ counter, last_used_at: nowIso() }).where('id', '=', id),
      );
    },

    // The authenticator app.
    totp(userId: number) {
      return db.first(
        k
          .selectFrom('totp_secrets')
          .select(['secret', 'enabled_at', 'last_step'])
          .where('user_id', '=', userId),
      );
    },

    /** A new pending secret (replacing a pending one); false while the app is on. */
    async setUpTotp(userId: number, secret: string): Promise<boolean> {
      return db.transaction(async () => {
        const row = await this.totp(userId);
        if (row?.enabled_at) return false;
        await db.run(k.deleteFrom('totp_secrets').where('user_id', '=', userId));
        await db.run(
          k.insertInto('totp_secrets').values({
            user_id: userId,
            secret,
            enabled_at: null,
            last_step: null,
            created_at: nowIso(),
          }),
        );
        return true;
      });
    },

    /**
     * Takes the time step of an accepted code: true once per step and user, and only for a step
     * later than every one taken before (a code is never accepted twice).
     */
    async takeTotpStep(userId: number, step: number): Promise<boolean> {
      const { changes } = await db.run(
        k
          .updateTable('totp_secrets')
          .set({ last_step: step })
          .where('user_id', '=', userId)
          .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)])),
      );
      return changes === 1;
    },

    async enableTotp(userId: number): Promise<boolean> {
      const { changes } = await db.run(
        k
          .updateTable('totp_secrets')
          .set({ enabled_at: nowIso() })
          .where('user_id', '=', userId)
          .where('enabled_at', 'is', null),
      );
      return changes === 1;
    },

    async disableTotp(userId: number): Promise<boolean> {
      const { changes } = await db.run(k.deleteFrom('totp_secrets').where('user_id', '=', userId));
      return changes === 1;
    },

    // Recovery codes: only their hashes.
    async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
      await db.transaction(async () => {
        await db.run(k.deleteFrom('recovery_codes').where('user_id', '=', userId));
        const now = nowIso();
        for (const code_hash of hashes) {
          await db.run(
            k
              .insertInto('recovery_codes')
              .values({ user_id: userId, code_hash, used_at: null, created_at: now }),
          );
        }
      });
    },

    /** Uses a code up: true for the one request whose update marks it used. */
    async useRecoveryCode(userId: number, hash: string): Promise<boolean> {
      const { changes } = await db.run(
        k
          .updateTable('recovery_codes')
          .set({ used_at: nowIso() })
          .where('user_id', '=', userId)
          .where('code_hash', '=', hash)
          .where('used_at', 'is', null),
      );
      return changes > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db.first(
        k
          .selectFrom('recovery_codes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('used_at', 'is', null),
      );
      return Number(row?.n ?? 0);
    },

    async dropRecoveryCodes(userId: number): Promise<void> {
      await db.run(k.deleteFrom('recovery_codes').where('user_id', '=', userId));
    },

    // Tickets of the second step.
    async createTicket(
      ticketHash: string,
      userId: number,
      attempts: number,
      expiresAt: number,
      nowSeconds: number,
    ): Promise<void> {
      await insertExpiring(
        db,
        'login_tickets',
        {
          ticket_hash: ticketHash,
          user_id: userId,
          attempts_left: attempts,
          expires_at: expiresAt,
          created_at: nowIso(),
        },
        nowSeconds,
      );
    },

    /** A ticket that has not expired: whose, and how many wrong tries it still allows. */
    liveTicket(ticketHash: string, nowSeconds: number) {
      return db.first(
        k
          .selectFrom('login_tickets')
          .select(['user_id', 'attempts_left'])
          .where('ticket_hash', '=', ticketHash)
          .where('expires_at', '>', nowSeconds),
      );
    },

    /** One wrong try: false when the ticket had none left (another request took the last). */
    async spendAttempt(ticketHash: string): Promise<boolean> {
      const { changes } = await db.run(
        k
          .updateTable('login_tickets')
          .set((eb) => ({ attempts_left: eb('attempts_left', '-', 1) }))
          .where('ticket_hash', '=', ticketHash)
          .where('attempts_left', '>', 0),
      );
      return changes === 1;
    },

    /** Uses a ticket up: true for the one request that deletes it while it still had tries. */
    async consumeTicket(ticketHash: string, nowSeconds: number): Promise<boolean> {
      const { changes } = await db.run(
        k
          .deleteFrom('login_tickets')
          .where('ticket_hash', '=', ticketHash)
          .where('attempts_left', '>', 0)
          .where('expires_at', '>', nowSeconds),
      );
      return changes === 1;
    },

    // WebAuthn challenges.
    async addChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      userId: number | null,
      expiresAt: number,
      nowSeconds: number,
    ): Promise<void> {
      await insertExpiring(
        db,
        'webauthn_challenges',
        { challenge, purpose, user_id: userId, expires_at: expiresAt },
        nowSeconds,
      );
    },

    /** Uses a challenge up: true if it was handed out for this purpose (and user) and is live. */
    async consumeChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      userId: number | null,
      nowSeconds: number,
    ): Promise<boolean> {
      let query = k
        .deleteFrom('webauthn_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', nowSeconds);
      query =
        userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
      const { changes } = await db.run(query);
      return changes === 1;
    },

    /** The factor changes of the user's own account, newest first. */
    events(userId: number) {
      return db.all(
        k
          .selectFrom('activity')
          .select(['action', 'created_at as at', 'title as detail'])
          .where('user_id', '=', userId)
          .where('action', 'in', [...FACTOR_ACTIONS])
          .orderBy('id', 'desc')
          .limit(EVENTS_SHOWN),
      );
    },

    async pruneExpired(nowSeconds: number): Promise<void> {
      await forgetExpired(db, 'login_tickets', nowSeconds);
      await forgetExpired(db, 'webauthn_challenges', nowSeconds);
    },
  };
}

export type FactorsRepository = ReturnType<typeof createFactorsRepository>;
