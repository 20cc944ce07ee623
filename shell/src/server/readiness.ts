import type { Readiness } from '@koris/server-kit';
import type { RemoteName } from '@koris/shared/federation';
import { routes } from '../config/paths';
import type { RemoteDescriptors } from './remote-descriptors';
import type { RenderPage } from './render';
import { apiProblem, renderRequestId } from './content-api';
import { routeHead } from './route-head';

export interface ReadinessOptions {
  /** Remote name → its manifest URL (remotes.json). */
  remotes: Readonly<Partial<Record<RemoteName, string>>>;
  /** The render path's own descriptor cache: what it holds is what pages are written with. */
  descriptors: RemoteDescriptors;
  /** The server render; null: pages are drawn by the browser, nothing to warm. */
  renderPage: RenderPage | null;
  /** The API's own health check must answer within it. */
  apiTimeoutMs?: number;
  /**
   * A first render of a remote's release loads its server code: longer than a page's render
   * budget, which is why it is done here rather than by a visitor's page.
   */
  warmTimeoutMs?: number;
}

/** One param-free page per exposed page module, by remote: rendering each loads its code. */
function probePages(): Map<RemoteName, { url: string; module: string }[]> {
  const byRemote = new Map<RemoteName, { url: string; module: string }[]>();
  const seen = new Set<string>();
  for (const def of routes) {
    if (def.path.includes(':') || seen.has(def.module)) continue;
    seen.add(def.module);
    const remote = def.module.split('/')[0] as RemoteName;
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), { url: def.path, module: def.module }]);
  }
  return byRemote;
}

/**
 * What the shell's `/health` answers (a load balancer sends visitors only to a 200): ready once
 * every remote's current manifest is in the render path's descriptor cache, each remote's
 * current server release has rendered its pages once in this process, and the API says
 * it is healthy. A release a remote deploys later is rendered once on the next check: its
 * pages are not left to a visitor's first request. A remote without a server build (or built
 * against another major of a shared singleton) is drawn by the browser by design: nothing to
 * wait for.
 */
export function readiness({
  remotes,
  descriptors,
  renderPage,
  apiTimeoutMs = 1_000,
  warmTimeoutMs = 10_000,
}: ReadinessOptions) {
  const pages = probePages();
  /** Server entries (versioned URLs) whose every page has rendered once. */
  const warmed = new Set<string>();
  /** One warm-up per entry at a time, whoever asks. */
  const warming = new Map<string, Promise<boolean>>();

  function warm(remote: RemoteName, serverEntry: string, requestId: string): Promise<boolean> {
    let running = warming.get(serverEntry);
    if (!running) {
      const render = renderPage!;
      // Every page is tried, so each one's code is loaded; one complete render proves the
      // release and its shared modules work here (another page may only lack its data).
      running = renderRequestId
        .run(requestId, () =>
          Promise.allSettled(
            (pages.get(remote) ?? []).map(({ url }) => {
              const head = routeHead(url);
              if (!head) return Promise.reject(new Error(`${url}: not a page`));
              return render({
                url,
                module: head.module,
                params: head.params,
                entries: { [remote]: serverEntry },
                signal: AbortSignal.timeout(warmTimeoutMs),
              });
            }),
          ),
        )
        .then((results) => {
          const rendered = results.some((result) => result.status === 'fulfilled');
          if (rendered) warmed.add(serverEntry);
          return rendered;
        })
        .finally(() => warming.delete(serverEntry));
      warming.set(serverEntry, running);
    }
    return running;
  }

  async function remoteReady(remote: RemoteName, requestId: string): Promise<string | null> {
    const descriptor = await descriptors.get(remote);
    if (!descriptor?.entry) return `${remote}: its manifest has not been read yet`;
    const { serverEntry } = descriptor;
    if (!renderPage || !serverEntry || !pages.has(remote) || warmed.has(serverEntry)) return null;
    return (await warm(remote, serverEntry, requestId))
      ? null
      : `${remote}: its pages do not render on the server yet`;
  }

  /** Ready or not, and why not (one reason per line, no addresses). */
  async function check(requestId: string): Promise<Readiness> {
    const reasons = await Promise.all([
      ...(Object.keys(remotes) as RemoteName[]).map((remote) => remoteReady(remote, requestId)),
      apiProblem(requestId, apiTimeoutMs),
    ]);
    const failed = reasons.filter((reason): reason is string => reason !== null);
    return failed.length === 0 ? { ok: true } : { ok: false, reason: failed.join('; ') };
  }

  return { check };
}
