/**
 * Draws the seed's pictures as camera-like JPEG originals (`cameraOriginals`) in a process of
 * its own: `node draw-originals.js DIR` reads the pictures' specs as JSON on standard input and
 * writes `DIR/<index>.jpg`. Drawing SVG at full size loads librsvg and its fonts and leaves
 * their memory in the process that drew; this process exits and gives it all back, and the API
 * then stores the files as any upload (docs/decisions/022-memory.md).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cameraOriginals, type PictureSpec } from './images';

/** The JPEG originals of `specs`, in order, drawn by a child process. */
export async function drawOriginals(specs: PictureSpec[]): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'koris-seed-'));
  try {
    // The compiled API runs the compiled script; its TypeScript source (tests, `pnpm dev`)
    // runs through tsx, as the source itself does there.
    const script = path.join(__dirname, `draw-originals${path.extname(__filename)}`);
    const loader = script.endsWith('.ts') ? ['--require', require.resolve('tsx/cjs')] : [];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [...loader, script, dir], {
        stdio: ['pipe', 'inherit', 'inherit'],
      });
      child.on('error', reject);
      child.on('exit', (code, signal) =>
        code === 0
          ? resolve()
          : reject(new Error(`drawing the seed's pictures failed (${signal ?? `exit ${code}`})`)),
      );
      child.stdin.end(JSON.stringify(specs));
    });
    return await Promise.all(specs.map((_, i) => readFile(path.join(dir, `${i}.jpg`))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(dir: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const specs = JSON.parse(Buffer.concat(chunks).toString('utf8')) as PictureSpec[];
  const original = cameraOriginals();
  for (const [i, spec] of specs.entries()) {
    await writeFile(path.join(dir, `${i}.jpg`), await original(spec));
  }
}

if (require.main === module) {
  main(process.argv[2]!).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
