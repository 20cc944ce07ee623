import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import type { Repair } from './db/bounds';
import { openDatabase } from './plugins/external/db';
import { createUsersRepository, ROLES } from './plugins/app/repositories/users';

const USAGE = `Usage (from api/, or pnpm --filter @koris/api cli …):
  cli create-user --email E --name N --password P [--roles update-data,update-users,see-applications]
  cli issue-token [--roles update-data,…] [--ttl-hours 168]

Works on DATA_DIR (default ./data) directly; the API may be running. The password may also
come from the KORIS_PASSWORD environment variable (keeps it out of shell history).`;

function parseRoles(raw: string | undefined): string[] {
  if (!raw) return [];
  const roles = raw
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
  if (unknown.length > 0) {
    throw new ConfigError(`unknown role(s): ${unknown.join(', ')} (known: ${ROLES.join(', ')})`);
  }
  return roles;
}

export async function runCli(argv: string[], env = process.env): Promise<string> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      roles: { type: 'string' },
      'ttl-hours': { type: 'string' },
    },
    strict: true,
  });
  if (command !== 'create-user' && command !== 'issue-token') throw new ConfigError(USAGE);
  const config = loadConfig(env);
  const db = openDatabase(config);
  try {
    await db.migrate({
      log: (repair: Repair) =>
        console.warn(`repaired ${JSON.stringify(repair)} (outside its bounds)`),
    });
    const users = createUsersRepository(db);
    const roles = parseRoles(values.roles);
    if (command === 'create-user') {
      const password = values.password ?? env.KORIS_PASSWORD;
      if (!values.email || !values.name || !password) throw new ConfigError(USAGE);
      if (password.length < 8) throw new ConfigError('the password must be at least 8 characters');
      if (await users.emailTaken(values.email)) {
        throw new ConfigError(`a user with e-mail ${values.email} already exists`);
      }
      const account = await users.create({
        name: values.name,
        email: values.email,
        password,
        roles,
      });
      return `created user ${account.email} (id ${account.id}) with roles: ${account.roles.join(', ') || 'none'}`;
    }
    const hours = values['ttl-hours'] ? Number(values['ttl-hours']) : 168;
    if (!Number.isFinite(hours) || hours <= 0) throw new ConfigError('--ttl-hours must be > 0');
    const token = await users.issueRegistrationToken(roles, null, Math.round(hours * 3600));
    return token;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2)).then(
    (output) => console.log(output),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
