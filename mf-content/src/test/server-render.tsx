/**
 * Pages as the shell's server renders them (issue 13, `shell/src/server/render.tsx`):
 * `prerenderToNodeStream` with a `ServerData` in context, the page's `routeData` prefetched, the
 * answers collected for the document (`hydrate.ts` takes it on to the browser).
 */
import type { ComponentType } from 'react';
import type { RouteData } from '@koris/shared/api';

export interface ServerRender {
  path: string;
  html: string;
  /** What the page fetched during the render: the document's data block. */
  data: Record<string, unknown>;
  /** Errors React reported while rendering (the shell serves no HTML then). */
  errors: unknown[];
}

/**
 * Renders `loadPage()`'s default export at `path` as the server does. The server is another
 * process: the render runs in a module registry of its own (its own React, router, stores and
 * @koris/shared), so nothing of it leaks into the browser side of a test.
 */
export async function renderOnServer(
  path: string,
  loadPage: () => Promise<{ default: ComponentType; routeData?: RouteData }>,
): Promise<ServerRender> {
  let result: ServerRender | undefined;
  // Node's React server schedules its work with setImmediate, which jsdom's window lacks.
  const global = globalThis as { setImmediate?: unknown };
  const borrowed = global.setImmediate === undefined;
  if (borrowed) global.setImmediate = (work: () => void) => setTimeout(work, 0);
  try {
    await jest.isolateModulesAsync(async () => {
      const [{ prerenderToNodeStream }, { ServerData, ServerDataContext }, router, page] =
        await Promise.all([
          import('react-dom/static'),
          import('@koris/shared/api'),
          import('react-router-dom'),
          loadPage(),
        ]);
      const Page = page.default;
      const data = new ServerData();
      await data.prefetch(page.routeData?.({ params: {} }) ?? []);
      const errors: unknown[] = [];
      const { prelude } = await prerenderToNodeStream(
        <ServerDataContext value={data}>
          <router.MemoryRouter initialEntries={[path]}>
            <Page />
          </router.MemoryRouter>
        </ServerDataContext>,
        { onError: (error) => void errors.push(error) },
      );
      let html = '';
      for await (const chunk of prelude) html += String(chunk);
      result = { path, html, data: data.snapshot(), errors };
    });
  } finally {
    if (borrowed) delete global.setImmediate;
  }
  return result!;
}

/** The `content:` keys a render recorded, sorted (the texts' `setting:` keys are shared's). */
export const contentKeys = (data: Record<string, unknown>) =>
  Object.keys(data)
    .filter((key) => key.startsWith('content:'))
    .sort();
