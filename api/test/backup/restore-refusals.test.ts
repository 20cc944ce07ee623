import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackup } from '../../src/backup/backup';
import type { Manifest } from '../../src/backup/manifest';
import { restoreBackup } from '../../src/backup/restore';
import { ADMIN, build, login, describeSqlite } from '../helper';
import { digestTree, readEntries, runCli, writeEntries, type Entry } from './support';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'koris-restore-test-'));
const source = path.join(work, 'data');
const archive = path.join(work, 'base.tar.gz');
let entries: Entry[];
let made = 0;

/** A new empty folder for one restore, inside `targets/` (where a `../` entry would land). */
function emptyTarget(): string {
  const dir = path.join(work, 'targets', String(++made));
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** A data folder of its own, a copy of the one the archives are made from. */
function copyOfSource(name: string): string {
  const live = path.join(work, name);
  fs.cpSync(source, live, { recursive: true });
  return live;
}

/** The archive restores into an empty folder, with this many uploads. */
async function expectRestores(archive: string, uploads: number): Promise<void> {
  await expect(restoreBackup({ archive, dataDir: emptyTarget() })).resolves.toMatchObject({
    uploads,
  });
}

const file = (entryPath: string, data = Buffer.from('x')): Entry => ({
  path: entryPath,
  type: 'File',
  data,
});

function editManifest(list: Entry[], edit: (manifest: Manifest) => void): Entry[] {
  return list.map((entry) => {
    if (entry.path !== 'manifest.json') return entry;
    const manifest = JSON.parse(entry.data.toString()) as Manifest;
    edit(manifest);
    return { ...entry, data: Buffer.from(JSON.stringify(manifest)) };
  });
}

const listed = (manifest: Manifest, entryPath: string) =>
  manifest.files.find((f) => f.path === entryPath)!;

/** A file and its manifest line, as a crafted backup would carry them. */
function planted(entryPath: string, data = Buffer.from('alert(document.cookie)')): Entry[] {
  const extra = file(entryPath, data);
  const sha256 = crypto.createHash('sha256').update(data).digest('hex');
  return editManifest([...entries, extra], (m) => {
    m.files.push({ path: entryPath, size: data.length, sha256 });
  });
}

// Upload names as the API writes them: `<24 hex digits>-<width>.webp`.
const SMALL = 'uploads/0123456789abcdef01234567-120.webp';
const LARGE = 'uploads/fedcba9876543210fedcba98-640.webp';
const EMPTY = 'uploads/00000000000000000000000a-320.webp';
const UNLISTED = 'uploads/abcdefabcdefabcdefabcdef-480.webp';

beforeAll(async () => {
  // A real data directory (migrations, admin, settings, the key that signs tokens) plus uploads
  // and an empty file.
  const app = await build({}, source);
  await app.close();
  fs.mkdirSync(path.join(source, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(source, SMALL), crypto.randomBytes(3000));
  fs.writeFileSync(path.join(source, LARGE), crypto.randomBytes(70_000));
  fs.writeFileSync(path.join(source, EMPTY), '');
  await createBackup({ dataDir: source, out: archive });
  entries = await readEntries(archive);
});

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describeSqlite('restore of an intact archive', () => {
  it('rebuilds every file and the key that signs tokens, and the API starts on it', async () => {
    const target = emptyTarget();
    const result = await restoreBackup({ archive, dataDir: target });
    expect(result.uploads).toBe(3);
    expect(result.jwtSecret).toBe(true);
    const restored = await digestTree(target);
    const original = await digestTree(source);
    for (const name of [SMALL, LARGE, EMPTY]) {
      expect(restored.get(name)).toBe(original.get(name));
    }
    expect([...restored.keys()].sort()).toEqual(
      ['koris.sqlite', ...[...original.keys()].filter((k) => k.startsWith('uploads/'))].sort(),
    );

    const app = await build({}, target);
    try {
      await expect(login(app.app, ADMIN.email, ADMIN.password)).resolves.toEqual(
        expect.any(String),
      );
    } finally {
      await app.close();
    }
  });
});

describeSqlite('restore refuses', () => {
  const cases: [string, () => Entry[], RegExp][] = [
    [
      'a changed byte in an uploaded file',
      () =>
        entries.map((e) => {
          if (e.path !== LARGE) return e;
          const data = Buffer.from(e.data);
          data[1234] = data[1234]! ^ 0xff;
          return { ...e, data };
        }),
      /uploads\/fedcba9876543210fedcba98-640\.webp does not have the manifest's SHA-256/,
    ],
    [
      'a changed checksum in the manifest',
      () =>
        editManifest(entries, (m) => {
          listed(m, SMALL).sha256 = '0'.repeat(64);
        }),
      /uploads\/0123456789abcdef01234567-120\.webp does not have the manifest's SHA-256/,
    ],
    [
      'a changed size in the manifest',
      () =>
        editManifest(entries, (m) => {
          listed(m, 'koris.sqlite').size += 1;
        }),
      /koris\.sqlite has \d+ bytes, the manifest says/,
    ],
    [
      'a file the manifest does not list',
      () => [...entries, file(UNLISTED)],
      /uploads\/abcdefabcdefabcdefabcdef-480\.webp is in the archive but not in the manifest/,
    ],
    [
      'a listed file missing from the archive',
      () => entries.filter((e) => e.path !== SMALL),
      /uploads\/0123456789abcdef01234567-120\.webp is in the manifest but not in the archive/,
    ],
    [
      'a ../ entry',
      () => [file('../evil.txt'), ...entries],
      /"\.\.\/evil\.txt" is a path that is not plain/,
    ],
    [
      'a ../ entry inside uploads, listed in the manifest too',
      () => {
        const evil = file('uploads/../../evil.txt');
        const digest = crypto.createHash('sha256').update(evil.data).digest('hex');
        return editManifest([...entries, evil], (m) => {
          m.files.push({ path: evil.path, size: evil.data.length, sha256: digest });
        });
      },
      /"uploads\/\.\.\/\.\.\/evil\.txt" is a path that is not plain/,
    ],
    ['an absolute path', () => [...entries, file('/tmp/evil.txt')], /is an absolute path/],
    [
      'a script among the uploads, listed in the manifest too',
      () => planted('uploads/x.js'),
      /"uploads\/x\.js" is not a name the API gives an upload/,
    ],
    [
      'a page among the uploads, listed in the manifest too',
      () => planted('uploads/index.html', Buffer.from('<script>alert(1)</script>')),
      /"uploads\/index\.html" is not a name the API gives an upload/,
    ],
    [
      'an upload name with a script extension after the webp one',
      () => planted('uploads/0123456789abcdef01234567-120.webp.js'),
      /is not a name the API gives an upload/,
    ],
    [
      'an upload name in a folder of its own',
      () => planted('uploads/nested/0123456789abcdef01234567-120.webp'),
      /"uploads\/nested\/0123456789abcdef01234567-120\.webp" is not a name the API gives an upload/,
    ],
    [
      'a symbolic link',
      () => [
        ...entries,
        {
          path: 'uploads/link.webp',
          type: 'SymbolicLink',
          data: Buffer.alloc(0),
          linkpath: '/etc/passwd',
        },
      ],
      /"uploads\/link\.webp" is a SymbolicLink entry/,
    ],
    [
      'another format version',
      () => editManifest(entries, (m) => (m.format = 2)),
      /unsupported backup format 2 \(this version reads format 1\)/,
    ],
    [
      'an archive without a manifest',
      () => entries.filter((e) => e.path !== 'manifest.json'),
      /has no manifest\.json/,
    ],
  ];

  it.each(cases)('%s, writing nothing', async (_name, alter, message) => {
    const altered = path.join(work, `altered-${++made}.tar.gz`);
    await writeEntries(altered, alter());
    const target = emptyTarget();
    await expect(restoreBackup({ archive: altered, dataDir: target })).rejects.toThrow(message);
    expect(fs.readdirSync(target)).toEqual([]);
    expect(fs.existsSync(path.join(work, 'targets', 'evil.txt'))).toBe(false);
  });

  it('a file that is not an archive', async () => {
    const junk = path.join(work, 'junk.tar.gz');
    fs.writeFileSync(junk, crypto.randomBytes(5000));
    const target = emptyTarget();
    await expect(restoreBackup({ archive: junk, dataDir: target })).rejects.toThrow(
      /is not a readable backup archive/,
    );
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('a database that is not one, and removes the folders it had created for it', async () => {
    // Consistent with its manifest, so the files are written before the database check fails.
    const garbage = crypto.randomBytes(8192);
    const digest = crypto.createHash('sha256').update(garbage).digest('hex');
    const altered = path.join(work, 'bad-database.tar.gz');
    await writeEntries(
      altered,
      editManifest(
        entries.map((e) => (e.path === 'koris.sqlite' ? { ...e, data: garbage } : e)),
        (m) => Object.assign(listed(m, 'koris.sqlite'), { size: garbage.length, sha256: digest }),
      ),
    );
    const parent = path.join(work, 'not-yet');
    const target = path.join(parent, 'data');
    await expect(restoreBackup({ archive: altered, dataDir: target })).rejects.toThrow(
      /the restored database is not sound/,
    );
    expect(fs.existsSync(parent)).toBe(false);
  });
});

describeSqlite('the commands, as an operator runs them', () => {
  it('restore into a non-empty folder: one line, exit 1, the folder untouched', async () => {
    const target = emptyTarget();
    fs.writeFileSync(path.join(target, 'keep.txt'), 'mine');
    const run = await runCli(['restore', archive, '--data-dir', target]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `restore refused: ${target} is not empty (1 entry): restore into a new or empty folder\n`,
    );
    expect(fs.readdirSync(target)).toEqual(['keep.txt']);
    expect(fs.readFileSync(path.join(target, 'keep.txt'), 'utf8')).toBe('mine');
  });

  it('restore of a hostile archive: one line, exit 1, nothing written', async () => {
    const hostile = path.join(work, 'hostile.tar.gz');
    await writeEntries(hostile, [...entries, file('../evil.txt')]);
    const target = emptyTarget();
    const run = await runCli(['restore', hostile, '--data-dir', target]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^restore refused: "\.\.\/evil\.txt" is a path that is not plain[^\n]*\n$/,
    );
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('restore of an archive that plants a script among the uploads: one line, exit 1, nothing written', async () => {
    const hostile = path.join(work, 'planted.tar.gz');
    await writeEntries(hostile, planted('uploads/x.js'));
    const target = emptyTarget();
    const run = await runCli(['restore', hostile, '--data-dir', target]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^restore refused: "uploads\/x\.js" is not a name the API gives an upload \(only image variants[^\n]*\n$/,
    );
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('backup of a folder without a database: one line, exit 1, no archive', async () => {
    const out = path.join(work, 'none.tar.gz');
    const run = await runCli(['backup', '--out', out], { DATA_DIR: emptyTarget() });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^backup failed: no database at \S+koris\.sqlite \(is DATA_DIR right\?\)\n$/,
    );
    expect(fs.existsSync(out)).toBe(false);
  });
});

describeSqlite('an upload deleted while the backup runs', () => {
  it('is left out with a note, and the archive still agrees with its manifest', async () => {
    const live = copyOfSource('live');
    const out = path.join(work, 'racing.tar.gz');
    const result = await createBackup({
      dataDir: live,
      out,
      onListed: (uploads) => {
        expect(uploads).toContain(SMALL);
        fs.rmSync(path.join(live, SMALL));
      },
    });
    expect(result.manifest.notes).toEqual([`${SMALL} was deleted while the backup ran: left out`]);
    const archived = (await readEntries(out)).map((e) => e.path);
    expect(archived).toEqual([...result.manifest.files.map((f) => f.path), 'manifest.json']);
    expect(archived).not.toContain(SMALL);
    await expectRestores(out, 2);
  });
});

describeSqlite('a data folder holding files the API never wrote', () => {
  it('is backed up without them, each noted, and the archive restores', async () => {
    const live = copyOfSource('foreign');
    fs.writeFileSync(path.join(live, 'uploads', 'x.js'), 'alert(1)');
    fs.mkdirSync(path.join(live, 'uploads', 'nested'));
    fs.writeFileSync(
      path.join(live, 'uploads', 'nested', '0123456789abcdef01234567-120.webp'),
      'x',
    );
    const out = path.join(work, 'foreign.tar.gz');
    const result = await createBackup({ dataDir: live, out });
    expect(result.manifest.notes).toEqual([
      'uploads/nested/0123456789abcdef01234567-120.webp has a name a restore refuses: left out',
      'uploads/x.js has a name a restore refuses: left out',
    ]);
    await expectRestores(out, 3);
  });
});

describeSqlite('a backup that cannot write its archive', () => {
  it('fails with the reason and leaves no archive and no copy of the database behind', async () => {
    const folder = path.join(work, 'unwritable');
    const out = path.join(folder, 'backup.tar.gz');
    // A folder where the archive's temporary file must go: the write fails mid-backup.
    fs.mkdirSync(`${out}.partial`, { recursive: true });
    await expect(createBackup({ dataDir: source, out })).rejects.toThrow(
      /^could not write \S+backup\.tar\.gz\.partial: EISDIR/,
    );
    expect(fs.readdirSync(folder)).toEqual(['backup.tar.gz.partial']);
  });
});
