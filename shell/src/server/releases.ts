/**
 * Which release of a remote one browser gets, when it is not the current one
 * (docs/deploy-remote.md, "Preview and canary"): a release it previews through a signed link
 * (an HttpOnly cookie per remote, holding the link's token), or a canary it was assigned to
 * (a cookie per remote naming the canary and the draw). Each remote's rollout is read from
 * beside its manifest (`rollout.json`, written by `pnpm deploy:remote --canary`), at the
 * manifest interval, so every shell decides the same. A browser with neither cookie and no
 * canary running gets exactly what it got before.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RemoteName } from '@koris/shared/federation';
import { REMOTES } from '@koris/shared/federation/remotes';
import { checkPreview } from '@koris/server-kit/release-preview';
import { escapeHtml, inlineStyle } from './html';

/** A release other than the current one, for one browser. */
export interface ReleaseChoice {
  release: string;
  kind: 'preview' | 'canary';
  /** A preview's end, in milliseconds since the epoch. */
  expires?: number;
}

/** The releases one request is served with, by remote, and the remotes with a canary running. */
export interface Choices {
  byRemote: ReadonlyMap<RemoteName, ReleaseChoice>;
  canaries: ReadonlySet<RemoteName>;
}

export const NO_CHOICES: Choices = { byRemote: new Map(), canaries: new Set() };

interface Canary {
  release: string;
  percent: number;
}

export const PREVIEW_COOKIE = 'koris_preview_';
export const CANARY_COOKIE = 'koris_canary_';
const RELEASE_ID = /^[0-9a-f]{16}$/;

/** Where a remote's release other than the current one is: beside its manifest. */
export const releaseManifestUrl = (manifestUrl: string, release: string) =>
  new URL(`releases/${release}/mf-manifest.json`, manifestUrl).href;

/** A canary as a rollout file names it, or null for anything else. */
function canaryOf(text: string): Canary | null {
  try {
    const { canary } = JSON.parse(text) as { canary?: Partial<Canary> | null };
    if (
      canary &&
      typeof canary.release === 'string' &&
      RELEASE_ID.test(canary.release) &&
      typeof canary.percent === 'number' &&
      canary.percent > 0 &&
      canary.percent < 100
    ) {
      return { release: canary.release, percent: canary.percent };
    }
  } catch {
    // A damaged file runs no canary.
  }
  return null;
}

export interface ReleaseChoiceOptions {
  remotes: Readonly<Partial<Record<RemoteName, string>>>;
  /** PREVIEW_SECRET (null: every preview link is refused). */
  previewSecret: string | null;
  /** Cookies only over HTTPS (COOKIE_SECURE or an https PUBLIC_URL). */
  secure: boolean;
  /** CANARY_COOKIE_DAYS: how long a browser keeps its draw. */
  canaryCookieDays?: number;
  /** The rollout is read again after this long (the manifest interval). */
  ttlMs?: number;
  timeoutMs?: number;
  /** The draw (tests). */
  random?: () => number;
}

type Cookies = Record<string, string | undefined>;

export function releaseChoices({
  remotes,
  previewSecret,
  secure,
  canaryCookieDays = 30,
  ttlMs = 2_000,
  timeoutMs = 300,
  random = Math.random,
}: ReleaseChoiceOptions) {
  const names = Object.keys(remotes) as RemoteName[];
  const rollouts = new LRUCache<RemoteName, { canary: Canary | null }>({
    max: 64,
    ttl: ttlMs,
    // Read again behind the requests: a page never waits for a remote's rollout but the first.
    allowStale: true,
    fetchMethod: async (remote, stale) => {
      const url = remotes[remote];
      if (!url) return undefined;
      try {
        const res = await fetch(new URL('rollout.json', url), {
          signal: AbortSignal.timeout(timeoutMs),
        });
        // No rollout file: a remote served from its build folder runs no canary.
        if (res.status === 404) return { canary: null };
        if (!res.ok) return stale ?? { canary: null };
        return { canary: canaryOf(await res.text()) };
      } catch {
        return stale ?? { canary: null };
      }
    },
  });

  const cookieOptions = (maxAge: number) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge }) as const;

  /** The preview a cookie still grants for `remote` (its link's token, checked again). */
  function previewOf(remote: RemoteName, cookies: Cookies): ReleaseChoice | null {
    const token = cookies[`${PREVIEW_COOKIE}${remote}`];
    if (!token) return null;
    const check = checkPreview(previewSecret, token);
    if (!check.ok || check.grant.remote !== remote) return null;
    return { release: check.grant.release, kind: 'preview', expires: check.grant.expires };
  }

  /**
   * The releases this request is served with. A browser not yet drawn for a remote's running
   * canary is drawn now, once, and keeps the draw in a cookie set on `reply`.
   */
  async function choose(request: FastifyRequest, reply: FastifyReply): Promise<Choices> {
    const cookies = request.cookies;
    const byRemote = new Map<RemoteName, ReleaseChoice>();
    const canaries = new Set<RemoteName>();
    await Promise.all(
      names.map(async (remote) => {
        const preview = previewOf(remote, cookies);
        const canary = (await rollouts.fetch(remote))?.canary ?? null;
        if (canary) canaries.add(remote);
        if (preview) {
          byRemote.set(remote, preview);
          return;
        }
        if (!canary) return;
        const name = `${CANARY_COOKIE}${remote}`;
        const [release, draw] = (cookies[name] ?? '').split('.');
        let chosen = release === canary.release && (draw === '1' || draw === '0') ? draw : null;
        if (!chosen) {
          chosen = random() * 100 < canary.percent ? '1' : '0';
          reply.setCookie(
            name,
            `${canary.release}.${chosen}`,
            cookieOptions(canaryCookieDays * 86_400),
          );
        }
        if (chosen === '1') byRemote.set(remote, { release: canary.release, kind: 'canary' });
      }),
    );
    return byRemote.size === 0 && canaries.size === 0 ? NO_CHOICES : { byRemote, canaries };
  }

  /** `/remotes.json` as this browser must load it: each chosen release at its own address. */
  function remotesFor(choices: Choices): Record<string, string> {
    const list: Record<string, string> = { ...remotes };
    for (const [remote, { release }] of choices.byRemote) {
      const url = remotes[remote];
      if (url) list[remote] = releaseManifestUrl(url, release);
    }
    return list;
  }

  return {
    choose,
    remotesFor,
    check: (token: string | undefined) => checkPreview(previewSecret, token),
    previewCookie: (remote: RemoteName, token: string, expires: number) => ({
      name: `${PREVIEW_COOKIE}${remote}`,
      value: token,
      options: cookieOptions(Math.max(1, Math.floor((expires - Date.now()) / 1000))),
    }),
    endPreviews: (request: FastifyRequest, reply: FastifyReply) => {
      for (const remote of names) {
        if (request.cookies[`${PREVIEW_COOKIE}${remote}`] !== undefined) {
          reply.clearCookie(`${PREVIEW_COOKIE}${remote}`, { path: '/' });
        }
      }
    },
  };
}

export type ReleaseChoices = ReturnType<typeof releaseChoices>;

const BAR_CSS =
  '.koris-release-bar{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;' +
  'justify-content:center;padding:.5rem 1rem;background:#1f2937;color:#fff;font:14px/1.4 ' +
  'system-ui,sans-serif}.koris-release-bar form{margin:0}.koris-release-bar button{font:inherit;' +
  'padding:.25rem .75rem;border:1px solid #fff;border-radius:4px;background:transparent;' +
  'color:#fff;cursor:pointer}';

const barStyle = inlineStyle('/preview-bar.css', BAR_CSS)!;

/**
 * The bar on every previewed page: which release of which remote is shown, and "End preview".
 * Written before `#root`, outside what the app hydrates. Its style is allowed by its hash.
 */
export function previewBar(choices: Choices): { html: string; styleHash: string } | null {
  const previews = [...choices.byRemote].filter(([, c]) => c.kind === 'preview');
  if (previews.length === 0) return null;
  const what = previews
    .map(([remote, c]) => `${REMOTES[remote].folder} <code>${escapeHtml(c.release)}</code>`)
    .join(', ');
  const html =
    `${barStyle.html}<div class="koris-release-bar" role="region" aria-label="Laidiena priekšskatījums">` +
    `<p>Jūs skatāt priekšskatījumu: ${what}. Citi apmeklētāji to neredz.</p>` +
    '<form method="post" action="/preview/end"><button type="submit">Beigt priekšskatījumu</button></form></div>';
  return { html, styleHash: barStyle.hash };
}
