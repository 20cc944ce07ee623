/**
 * In a real browser against the production servers: staff set an event's date and venue in
 * the edit modal, and a visitor sees them on the event's card in Latvian; the card's calendar
 * link downloads the event as iCalendar.
 */
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from '../support/test';
import { loginAsAdmin } from '../support/session';

const apiURL = () => (process.env.E2E_API_URL ?? process.env.E2E_BASE_URL)!.replace(/\/+$/, '');

test('staff set an event’s date and venue in the modal; a visitor sees them', async ({
  page,
  browser,
}) => {
  const { token } = await loginAsAdmin(page, { editMode: true });
  const title = `E2E datēts koncerts ${Date.now()}`;

  await page.goto('/events');
  await expect(page.locator('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByLabel('Title').fill(title);
  // Order -1: before every seeded event, so it is at the top without scrolling.
  await dialog.getByLabel('Order').fill('-1');
  await dialog.getByLabel('Starts at (Riga time)').fill('2030-12-12T19:00');
  await dialog.getByLabel('Venue').fill('Lielā aula');
  await dialog.getByLabel('Address').fill('Raiņa bulvāris 19, Rīga');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event created')).toBeVisible();
  const created = page.getByRole('article', { name: title });
  await expect(created.getByText('2030. gada 12. decembrī plkst. 19.00')).toBeVisible();

  try {
    // A visitor, signed out, on a fresh load of the page. The first loads after an edit may be
    // the page's previous document, served while the new one renders (decision 043).
    const visitor = await browser.newPage();
    const card = visitor.getByRole('article', { name: title });
    await expect(async () => {
      await visitor.goto(`${process.env.E2E_BASE_URL!.replace(/\/+$/, '')}/events`);
      await expect(card).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const where = card.getByRole('list', { name: 'Kad un kur' });
    await expect(where.getByText('2030. gada 12. decembrī plkst. 19.00')).toBeVisible();
    await expect(where.getByText('Lielā aula, Raiņa bulvāris 19, Rīga')).toBeVisible();
    await expect(where.locator('time')).toHaveAttribute('datetime', '2030-12-12T19:00:00+02:00');
    await visitor.close();
  } finally {
    const id = Number((await created.getAttribute('aria-labelledby'))!.replace('event-', ''));
    await fetch(`${apiURL()}/api/events/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
  }
});

test('“Pievienot kalendāram” downloads the event as a calendar file a parser reads', async ({
  page,
}) => {
  const { token } = await loginAsAdmin(page, { editMode: true });
  const title = `E2E kalendārs ${Date.now()}`;
  const made = await fetch(`${apiURL()}/api/events`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify({ title, order: -1, is_current: '1', starts_at: '2030-04-01T19:00' }),
  });
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: number };
  try {
    await page.goto('/events');
    const card = page.getByRole('article', { name: title });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Pievienot kalendāram' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(title);
    // 19.00 in Riga in summer time: three hours ahead of UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-04-01T16:00:00.000Z');
  } finally {
    await fetch(`${apiURL()}/api/events/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
  }
});
