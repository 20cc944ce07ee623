/**
 * The shell's server as deployed: configured only by its environment (README, "Environment").
 * `pnpm --filter @koris/shell serve` runs it from the shell's folder after a production build.
 */
import path from 'node:path';
import { remotesJson } from '@koris/shared/federation/remotes';
import { isHttps } from '@koris/shared/server';
import { createShellServer } from './app';
import { createRenderer, sharedVersions } from './render';

const env = process.env;
const apiOrigin = env['API_URL'] || `http://127.0.0.1:${env['API_PORT'] || 8090}`;

async function main() {
  const app = await createShellServer({
    root: path.resolve('dist'),
    apiOrigin,
    remotes: remotesJson(env),
    https: isHttps(env),
    render:
      env['SERVER_RENDER'] === 'off'
        ? null
        : { renderPage: createRenderer(apiOrigin), sharedVersions },
    inlineCss: env['INLINE_CSS'] !== 'off',
    // One line for the team; the visitor gets the page rendered by the browser instead.
    onRenderError: (error, url) =>
      console.warn(
        `[shell] ${url} served without its server render: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
  const port = Number(env['PORT'] || 8080);
  await app.listen({ port, host: env['HOST'] || '0.0.0.0' });
  console.log(`shell listening on http://localhost:${port}`);
  const stop = () => app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`shell: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
