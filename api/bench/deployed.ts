import fs from 'node:fs';
import path from 'node:path';

/**
 * How `pnpm start` runs the API, read from its script in package.json: the Node flags before the
 * entry, and the environment settings the script defaults (`NAME=${NAME:-value}`, the glibc
 * malloc settings). The benches start the API the same way, so their figures are the deployed
 * process's, and stay so when the script changes. The caller's environment wins, as in the
 * script.
 */
export function deployedStart(root: string): { nodeFlags: string[]; env: Record<string, string> } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const script = pkg.scripts.start;
  const words = script.trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node === -1 || words.at(-1) !== 'dist/server.js') {
    throw new Error(`the API's start script is not "… node [flags] dist/server.js": ${script}`);
  }
  const env: Record<string, string> = {};
  for (const word of words.slice(0, node)) {
    const setting = /^(\w+)=\$\{\1:-([^}]*)\}$/.exec(word);
    if (!setting) throw new Error(`the API's start script sets "${word}" in an unknown form`);
    env[setting[1]!] = process.env[setting[1]!] ?? setting[2]!;
  }
  return { nodeFlags: words.slice(node + 1, -1), env };
}
