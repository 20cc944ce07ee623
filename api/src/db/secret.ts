import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

const KEY = 'jwt_secret';

/**
 * The key that signs tokens: JWT_SECRET when given, else one generated on the first start and
 * kept in the database (app_meta), so every instance sharing the database signs and accepts
 * the same tokens and no instance's disk holds state. A data folder from before keeps the
 * secret it had in DATA_DIR/jwt-secret, so its sessions survive the upgrade.
 */
export async function jwtSecretOf(
  db: Database,
  given: string | undefined,
  dataDir: string,
): Promise<string> {
  if (given) return given;
  const k = db.kysely;
  const stored = async () =>
    (await db.first(k.selectFrom('app_meta').select('value').where('key', '=', KEY)))?.value;
  const found = await stored();
  if (found) return found;
  let secret = crypto.randomBytes(48).toString('base64url');
  try {
    const legacy = fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
    if (legacy.length >= 32) secret = legacy;
  } catch (_none) {
    // a new site: the generated one
  }
  // Two instances starting at once: the first write wins and both read it.
  await db.run(
    k
      .insertInto('app_meta')
      .values({ key: KEY, value: secret })
      .onConflict((oc) => oc.column('key').doNothing()),
  );
  return (await stored())!;
}
