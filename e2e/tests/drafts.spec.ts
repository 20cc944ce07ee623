/**
 * In a real browser against the production servers: a draft event, an event scheduled for
 * tomorrow and a draft gallery are in nothing a visitor or a crawler gets (the pages'
 * documents with their structured data and first data, the sitemap, the calendar feed), and
 * staff in edit mode see each on its page, marked.
 */
import { expect, test } from '../support/test';
import { loginAsAdmin } from '../support/session';

const baseURL = () => process.env.E2E_BASE_URL!.replace(/\/+$/, '');
const apiURL = () => (process.env.E2E_API_URL ?? process.env.E2E_BASE_URL)!.replace(/\/+$/, '');

/** Riga's wall clock a day from now, to the minute (what a staff member types). */
function rigaTomorrow(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Riga',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + 86_400_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test('drafts and scheduled items are in no document, sitemap or feed; staff in edit mode see them marked', async ({
  page,
}) => {
  const { token } = await loginAsAdmin(page, { editMode: true });
  const stamp = Date.now();
  const draftTitle = `E2E melnraksts ${stamp}`;
  const laterTitle = `E2E vēlāk ${stamp}`;
  const galleryTitle = `E2E slēpta galerija ${stamp}`;
  const headers = {
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const create = async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${apiURL()}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  // Dated, current and first in order: each would be on the events page, in its structured
  // data and in the feed, were it out.
  const event = { order: -1, is_current: '1', starts_at: '2030-12-12T19:00', venue: 'Aula' };
  const made: string[] = [];
  try {
    made.push(
      `/api/events/${await create('/api/events', { ...event, title: draftTitle, draft: '1' })}`,
    );
    made.push(
      `/api/events/${await create('/api/events', { ...event, title: laterTitle, publish_at: rigaTomorrow() })}`,
    );
    const galleryId = await create('/api/galleries', { title: galleryTitle, draft: '1' });
    made.push(`/api/galleries/${galleryId}`);

    // A visitor or a crawler, without cookies: documents (with their JSON-LD and first data),
    // the sitemap and the feed.
    for (const address of ['/events', '/photo', '/sitemap.xml', '/events.ics', '/']) {
      const text = await (await fetch(`${baseURL()}${address}`)).text();
      expect(text, address).not.toContain(draftTitle);
      expect(text, address).not.toContain(laterTitle);
      expect(text, address).not.toContain(galleryTitle);
    }
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`/photo/gallery/${galleryId}<`);
    expect((await fetch(`${baseURL()}/photo/gallery/${galleryId}`)).status).toBe(404);

    // Staff in edit mode: each on its page, marked.
    await page.goto('/events');
    const draftCard = page.getByRole('article', { name: draftTitle });
    await expect(draftCard.getByText('Melnraksts', { exact: true })).toBeVisible();
    const laterCard = page.getByRole('article', { name: laterTitle });
    await expect(laterCard.getByRole('link', { name: /^Publicēt / })).toBeVisible();
    await page.goto('/photo');
    await expect(page.getByText(galleryTitle)).toBeVisible();
  } finally {
    // Without a body, so without its content type (a JSON type with no body is a 400).
    const { Authorization, 'X-Requested-With': marker } = headers;
    for (const path of made) {
      const res = await fetch(`${apiURL()}${path}`, {
        method: 'DELETE',
        headers: { Authorization, 'X-Requested-With': marker },
      });
      expect(res.ok, `DELETE ${path}: ${res.status}`).toBe(true);
    }
  }
});
