/**
 * Every exposed page rendered as the shell's server renders it: in Node, with no
 * window or document, its first data fetched and awaited, the content drawn in the HTML (no
 * loader, nothing hidden) and the answers recorded under the page's `content:` keys.
 * (Runs in jest's node environment: the `server` project of jest.config.cjs.)
 */
import { mockSiteApi, SITE } from '../../testing/site-api';
import { contentKeys, SITE_PAGES } from '../../testing/site-pages';
import { renderOnServer } from '@koris/shared/testing';

/** React escapes `&`, `<`, `>`, `"` and `'` in text; the rest is written as is. */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

describe('the content pages on the server (no window)', () => {
  it('runs where there is no browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(SITE_PAGES)(
    '$module ($path) renders with its data, shown, under its keys',
    async ({ path, load, keys, requests, shows }) => {
      const { calls } = mockSiteApi();
      const server = await renderOnServer(load, path);
      expect(server.errors).toEqual([]);
      for (const text of shows) expect(server.html).toContain(escaped(text));
      // Nothing waits for the browser: no loader, nothing laid out but hidden.
      expect(server.html).not.toMatch(/Ielādē…|Loading…/);
      expect(server.html).not.toContain('visibility:hidden');
      expect(server.html).not.toContain('aria-busy="true"');
      expect(contentKeys(server.data)).toEqual(keys);
      // One request per list, the one the browser would have made first (the texts' requests
      // are the shared EditableText's).
      const requested = calls
        .filter((c) => !c.path.startsWith('/api/system-setting/'))
        .map((c) => `${c.path}${c.search.size ? `?${c.search}` : ''}`);
      expect(requested.sort()).toEqual(requests);
    },
  );

  it('records each answer as the API gave it', async () => {
    mockSiteApi();
    const events = await renderOnServer(() => import('../EventsPage'), '/events');
    expect(events.data['content:events:current:0:2']).toEqual(SITE.currentEvents.slice(0, 2));
    // The third event comes with infinite scroll, in the browser.
    expect(events.html).not.toContain(SITE.currentEvents[2]!.title);
    expect(events.html).toContain('data-testid="list-sentinel"');

    const archive = await renderOnServer(() => import('../ArchivePage'), '/archive');
    expect(archive.data['content:events:old:0:2']).toEqual(SITE.oldEvents);
    // A short first page is the whole list: no sentinel asks for more.
    expect(archive.html).not.toContain('list-sentinel');

    const about = await renderOnServer(() => import('../AboutPage'), '/about-us');
    expect(about.data['content:achievements']).toEqual(SITE.achievements);
    expect(about.data['content:conductors:current']).toEqual(SITE.currentConductors);
    expect(about.data['content:conductors:old']).toEqual(SITE.oldConductors);

    const history = await renderOnServer(() => import('../HistoryPage'), '/history');
    expect(history.data['content:history-events']).toEqual(SITE.historyEvents);
    // Nothing drawn on its own: the shell keeps one document of each while the content holds.
    expect([events.varies, archive.varies, history.varies]).toEqual([[], [], []]);
  });

  it('draws the shuffled orders on the server and records them (the singers, the quiz)', async () => {
    mockSiteApi();
    const about = await renderOnServer(() => import('../AboutPage'), '/about-us');
    const singers = about.data['content:singers:order'] as string[];
    // The names in the recorded order are the names in the HTML's order.
    const shown = [...about.html.matchAll(/class="singerName">([^<]+)</g)].map((m) => m[1]);
    expect(shown).toEqual(singers);

    const quiz = await renderOnServer(() => import('../QuizPage'), '/games/dziptcha');
    const order = quiz.data['content:quiz:order'] as string[];
    expect(order).toHaveLength(9);
    expect(order.every((id) => /^[a-z]+$/.test(id))).toBe(true);
    // Each visit's own draw: the shell keeps several of these documents, not one for everyone.
    expect(about.varies).toEqual(['visit']);
    expect(quiz.varies).toEqual(['visit']);
  });

  it("decides the centenary's group picture by the server's date, and says so", async () => {
    mockSiteApi();
    const centenary = await renderOnServer(() => import('../CentenaryPage'), '/celies_lidzi');
    expect(typeof centenary.data['content:centenary:group-picture']).toBe('boolean');
    // Kept by the shell until midnight only.
    expect(centenary.varies).toEqual(['day']);
  });
});
