import type { ComponentType } from 'react';
import type { RouteData } from '@koris/shared/api';

// jsdom (the hydration tests) has no setImmediate, with which React's Node renderer schedules
// its work; in plain Node (the server tests) it is Node's own.
const scope = globalThis as { setImmediate?: (callback: () => void) => unknown };
scope.setImmediate ??= (callback) => setTimeout(callback, 0);

export interface ServerRender {
  /** The page's HTML, as the shell's server puts it into the document. */
  html: string;
  /** The answers the render fetched, as the document's data block carries them. */
  data: Record<string, unknown>;
  /** Errors the render reported (a part it left to the browser). */
  errors: unknown[];
  /** What the render's own decisions depend on (`useServerDecision`), as the shell reads it. */
  varies: string[];
}

/**
 * Renders a page as the shell's server does: `prerenderToNodeStream` inside a
 * MemoryRouter at `address` (under the route pattern `route`, e.g. `/photo/gallery/:id`),
 * with a `ServerData` in context, the page's `routeData` prefetched, waiting for every answer.
 *
 * The server gets its own copy of every module (React, the router, the stores, the page), as
 * the shell's server process has: a browser render in the same test (hydration) then shares
 * no context or store with it.
 */
export async function renderOnServer(
  loadPage: () => Promise<{ default: ComponentType; routeData?: RouteData }>,
  address: string,
  route = address,
): Promise<ServerRender> {
  let render: ServerRender | undefined;
  await jest.isolateModulesAsync(async () => {
    const { createElement: h } = await import('react');
    const { prerenderToNodeStream } = await import('react-dom/static.node');
    const { MemoryRouter, Route, Routes, matchPath } = await import('react-router-dom');
    const { ServerData, ServerDataContext } = await import('@koris/shared/api');
    const { default: Page, routeData } = await loadPage();

    const server = new ServerData();
    const params = matchPath(route, address)?.params ?? {};
    await server.prefetch(routeData?.({ params }) ?? []);
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      h(
        ServerDataContext,
        { value: server },
        h(
          MemoryRouter,
          { initialEntries: [address] },
          h(Routes, null, h(Route, { path: route, element: h(Page) })),
        ),
      ),
      { onError: (error) => void errors.push(error) },
    );
    let html = '';
    // A Node stream; packages whose types know only the DOM see the web stream's type here.
    for await (const chunk of prelude as unknown as AsyncIterable<unknown>) html += String(chunk);
    render = { html, data: server.snapshot(), errors, varies: server.varies() };
  });
  return render!;
}
