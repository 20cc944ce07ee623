'use strict';
/**
 * A real PostgreSQL for tests: a fresh cluster in a temporary folder, on a free port of
 * 127.0.0.1 only, with a password (the application's connection path is the one tested), and
 * nothing kept: durability settings are off because the cluster is thrown away.
 */
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { freePort } = require('./net.cjs');
const { ensurePackages, postgresBinDir } = require('./ensure-packages.cjs');
const { makeTempDir, register, removeDir, runCommand, shellQuote } = require('./lifecycle.cjs');

const USER = 'koris';
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * PostgreSQL refuses to run as root: as root its programs run as the `postgres` system user
 * (Debian's package creates it), or as `nobody` when there is none.
 */
function serverUser() {
  if (!isRoot()) return null;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && gid.status === 0) {
      return { name, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
    }
  }
  throw new Error('PostgreSQL refuses root and this machine has no postgres or nobody user.');
}

/** `[command, args]` that runs a server program as `user` (root drops to it with runuser). */
function asUser(user, program, args) {
  return user ? ['runuser', ['-u', user.name, '--', program, ...args]] : [program, args];
}

function checkName(name) {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`Not a plain database name: ${JSON.stringify(name)}`);
  }
}

/** `url` with another database in its path. */
function withDatabase(url, name) {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * Creates database `name` on the server of `url` (whose user may create databases) and
 * resolves its URL. Lets every test file have a database of its own on one server.
 */
async function createDatabase(url, name) {
  checkName(name);
  const bin = postgresBinDir();
  if (!bin) await ensurePackages(['postgresql']);
  // createdb quotes the name itself; the URL reaches it as one argument, never through a shell.
  await runCommand(path.join(bin ?? postgresBinDir(), 'createdb'), [
    `--maintenance-db=${url}`,
    name,
  ]);
  return withDatabase(url, name);
}

/**
 * Starts a PostgreSQL cluster. Resolves `{ url, port, dir, stop }`; `url` names database
 * `database` (default `koris`), owned by superuser `koris`.
 */
async function startPostgres({ database = 'koris', timeoutMs = 60_000 } = {}) {
  checkName(database);
  await ensurePackages(['postgresql']);
  const bin = postgresBinDir();
  const user = serverUser();
  const dir = makeTempDir('koris-pg-', user);
  const data = path.join(dir, 'data');
  const sockets = path.join(dir, 'run');
  const log = path.join(dir, 'postgres.log');
  const pwfile = path.join(dir, 'password');
  const password = crypto.randomBytes(12).toString('hex');
  const own = (file) => user && fs.chownSync(file, user.uid, user.gid);
  fs.mkdirSync(sockets, { mode: 0o700 });
  own(sockets);
  fs.writeFileSync(pwfile, password, { mode: 0o600 });
  own(pwfile);

  const run = (program, args) => {
    const [command, argv] = asUser(user, path.join(bin, program), args);
    return runCommand(command, argv, { cwd: dir });
  };
  const pgCtl = (args) => asUser(user, path.join(bin, 'pg_ctl'), ['-D', data, ...args]);

  let stopRegistered = null;
  try {
    // Password checks on TCP (what the application uses); the socket in our own folder trusts.
    await run('initdb', [
      '-D',
      data,
      '-U',
      USER,
      `--pwfile=${pwfile}`,
      '--auth-host=scram-sha-256',
      '--auth-local=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    fs.appendFileSync(
      path.join(data, 'postgresql.conf'),
      [
        '',
        `listen_addresses = '127.0.0.1'`,
        // Inside our folder: the system's /var/run/postgresql may not exist or be writable.
        `unix_socket_directories = '${sockets}'`,
        // A throw-away cluster: losing it in a crash costs nothing, waiting for disks does.
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    // Registered before the start: a start that times out may still leave a server running.
    stopRegistered = register({
      async stop() {
        const [c, a] = pgCtl(['-m', 'fast', '-w', 'stop']);
        await runCommand(c, a, { cwd: dir }).catch(() => undefined);
        removeDir(dir);
      },
      stopNow() {
        const [c, a] = pgCtl(['-m', 'immediate', '-w', 'stop']);
        spawnSync(c, a, { cwd: dir, stdio: 'ignore' });
        removeDir(dir);
      },
      cleanup: `${[pgCtl(['-m', 'immediate', 'stop'])].flat(2).map(shellQuote).join(' ')} >/dev/null 2>&1; rm -rf ${shellQuote(dir)}`,
    });
    let port = 0;
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      // The port is the one setting given at start, so that another process taking the free
      // port first only costs another try.
      const [command, args] = pgCtl([
        '-o',
        `-p ${port}`,
        '-l',
        log,
        '-w',
        '-t',
        String(Math.ceil(timeoutMs / 1000)),
        'start',
      ]);
      try {
        await runCommand(command, args, { cwd: dir });
        break;
      } catch (error) {
        const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
        if (attempt < 3 && /could not bind|address already in use/i.test(tail)) continue;
        throw new Error(`${error.message}\n${tail}`);
      }
    }
    const admin = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
    const url = database === 'postgres' ? admin : await createDatabase(admin, database);
    return { url, port, dir, stop: stopRegistered };
  } catch (error) {
    if (stopRegistered) await stopRegistered();
    else removeDir(dir);
    throw error;
  }
}

module.exports = { startPostgres, createDatabase };
