import { siteProcesses } from '@koris/deploy/site';

/**
 * How the site runs the API (`pnpm start`, the other benches, the browser tests): its Node flags
 * and its allocator settings, from the one description of the site's processes. The API benches
 * start it the same way, so their figures are the deployed process's. Settings already in the
 * caller's environment are kept, as the site keeps them.
 */
export function deployedStart(): { nodeFlags: string[]; env: Record<string, string> } {
  const plan = { apiPort: 0, shellPort: 0, dataDir: '', remotes: [] };
  const api = siteProcesses(plan).find((process) => process.label === 'api')!;
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(api.env)) {
    if (name !== 'API_PORT' && name !== 'DATA_DIR' && value !== undefined) env[name] = value;
  }
  return { nodeFlags: api.args.filter((arg) => arg.startsWith('--')), env };
}
