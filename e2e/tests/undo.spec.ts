/**
 * Staff never lose work, in a real browser against the production servers and the seeded API:
 * a deleted event comes back with Atsaukt, a deleted gallery from the trash (Miskaste), a text
 * edited twice goes back to its first edit from Versijas, and the log (Žurnāls) names who did
 * each. A visitor sees nothing that is in the trash, in the browser or in the server's HTML.
 */
import { expect, test, type Locator, type Page } from '../support/test';
import { api, png } from '../support/api';
import { loginAsAdmin } from '../support/session';

const baseURL = () => process.env.E2E_BASE_URL!.replace(/\/+$/, '');

/** The same stored image (its key), at whatever width the page picks. */
const sameImage = (url: string) => new RegExp(`^${url.replace(/-\d+\.webp$/, '')}-\\d+\\.webp$`);

const titlesOn = (page: Page) => page.locator('article h2').allTextContents();

/** The home header's account button (its popup is the account modal; docs/product.md#pages). */
async function openAccount(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.locator('header button[aria-haspopup="dialog"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function confirmDelete(page: Page, card: Locator, title: string) {
  await card.getByRole('button', { name: `Dzēst: ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Apstiprināt dzēšanu' })
    .getByRole('button', { name: 'Dzēst' })
    .click();
}

test.describe('staff undo', () => {
  // The log test reads what the tests before it did.
  test.describe.configure({ mode: 'serial' });

  test('an event deleted by mistake comes back with Atsaukt, in place, with its image and gallery', async ({
    page,
  }) => {
    const session = await loginAsAdmin(page, { editMode: true });
    const title = `E2E atsaukt ${Date.now()}`;
    const event = await api(session, 'POST', '/api/events', {
      title,
      order: '-1',
      is_current: '1',
      image: await png('#1d4e89'),
    });
    const gallery = await api(session, 'POST', '/api/galleries', {
      title: `${title} bildes`,
      event_id: String(event.id),
    });

    await page.goto('/events');
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    const before = await titlesOn(page);

    await confirmDelete(page, card, title);
    const alert = page.getByRole('status').filter({ hasText: 'Event deleted' });
    await expect(alert).toBeVisible();
    await expect(card).toHaveCount(0);
    await alert.getByRole('button', { name: 'Atsaukt' }).click();
    await expect(page.getByText('Atjaunots', { exact: true })).toBeVisible();

    await expect(card).toBeVisible();
    // Back at its index (the list may have loaded its next page meanwhile).
    await expect.poll(async () => (await titlesOn(page)).slice(0, before.length)).toEqual(before);
    await expect(card.locator('img')).toHaveAttribute('src', sameImage(event.image_url!));
    await expect(card.getByRole('link', { name: gallery.title })).toBeVisible();
    // Stored so: a fresh load shows it too.
    await page.reload();
    await expect(page.getByRole('article', { name: title })).toBeVisible();

    await api(session, 'DELETE', `/api/galleries/${gallery.id}`);
    await api(session, 'DELETE', `/api/events/${event.id}`);
  });

  test('a deleted gallery comes back from Miskaste with its pictures', async ({ page }) => {
    const session = await loginAsAdmin(page, { editMode: true });
    const title = `E2E miskaste ${Date.now()}`;
    const gallery = await api(session, 'POST', '/api/galleries', {
      title,
      order: '-1',
      'images[0]': await png('#8c1c13'),
      'images[1]': await png('#2f6b3a'),
    });
    const images = (await api(session, 'GET', `/api/galleries/${gallery.id}`)).images!;
    expect(images).toHaveLength(2);

    await page.goto('/photo');
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await confirmDelete(page, card, title);
    await expect(page.getByText('Gallery deleted')).toBeVisible();
    await expect(card).toHaveCount(0);

    const dialog = await openAccount(page);
    await dialog.getByRole('tab', { name: 'Miskaste' }).click();
    const trash = dialog.getByRole('tabpanel', { name: 'Miskaste' });
    const row = trash.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Galerija');
    await expect(row).toContainText(session.user.name);
    await page.screenshot({ path: test.info().outputPath('miskaste.png') });
    await row.getByRole('button', { name: `Atjaunot: ${title}` }).click();
    await expect(dialog.getByText('Atjaunots', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto(`/photo/gallery/${gallery.id}`);
    const slideshow = page.getByRole('dialog', { name: title });
    await expect(slideshow.getByRole('img', { name: /attēls 1 no 2/ })).toHaveAttribute(
      'src',
      sameImage(images[0]!.url),
    );
    await expect
      .poll(() =>
        slideshow
          .getByRole('img', { name: /attēls 1 no 2/ })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);

    await api(session, 'DELETE', `/api/galleries/${gallery.id}`);
  });

  test('a text edited twice goes back to its first edit from Versijas, then the log names each step', async ({
    page,
  }) => {
    const session = await loginAsAdmin(page, { editMode: true });
    const stamp = Date.now();
    const firstEdit = `Pirmais labojums ${stamp}`;
    const secondEdit = `Otrais labojums ${stamp}`;

    await page.goto('/about-us');
    const trigger = page.getByRole('button', { name: /^Labot tekstu: Par mums: teksts labajā/ });
    const dialog = page.getByRole('dialog', { name: 'Par mums: teksts labajā pusē' });
    await trigger.click();
    const original = await dialog.getByRole('textbox').inputValue();
    for (const value of [firstEdit, secondEdit]) {
      if (!(await dialog.isVisible())) await trigger.click();
      await dialog.getByRole('textbox').fill(value);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toContainText(value);
    }

    await trigger.click();
    await dialog.getByRole('button', { name: 'Versijas' }).click();
    // The versions open in a dialog of their own, over the text's.
    const restore = page.getByRole('button', { name: `Atjaunot versiju: ${firstEdit}` });
    await expect(restore).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('versijas.png') });
    await restore.click();
    await expect(page.getByText('Atjaunots', { exact: true }).first()).toBeVisible();
    // Shown at once, without a reload.
    await expect(trigger).toContainText(firstEdit);
    await expect(trigger).not.toContainText(secondEdit);
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click();

    const account = await openAccount(page);
    await account.getByRole('tab', { name: 'Žurnāls' }).click();
    const log = account.getByRole('tabpanel', { name: 'Žurnāls' });
    const name = session.user.name;
    await expect(log.getByText(`${name} atjaunoja agrāku versiju`).first()).toBeVisible();
    await expect(log.getByText(`${name} laboja`).first()).toBeVisible();
    await expect(log.getByText(`${name} atjaunoja no miskastes`).first()).toBeVisible();
    await expect(log.getByText(`${name} izdzēsa`).first()).toBeVisible();
    await expect(log.getByText(/Galerija «E2E miskaste/).first()).toBeVisible();
    await expect(log.getByText(/Pasākums «E2E atsaukt/).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('zurnals.png') });
    await page.keyboard.press('Escape');

    // Put the seed's text back.
    const setting = await api<{ id: number }>(
      session,
      'GET',
      '/api/system-setting/get-by-name/about_us_right',
    );
    await api(session, 'PUT', `/api/system-setting/${setting.id}`, { value: original });
  });

  test('a visitor sees nothing that is in the trash, in the page or in the server HTML', async ({
    page,
    browser,
  }) => {
    const session = await loginAsAdmin(page, { editMode: true });
    const title = `E2E izdzēsts ${Date.now()}`;
    const event = await api(session, 'POST', '/api/events', {
      title,
      order: '-1',
      is_current: '1',
    });
    const gallery = await api(session, 'POST', '/api/galleries', {
      title: `${title} galerija`,
      order: '-1',
      event_id: String(event.id),
      'images[0]': await png('#444444'),
    });
    await api(session, 'DELETE', `/api/galleries/${gallery.id}`);
    await api(session, 'DELETE', `/api/events/${event.id}`);

    const visitor = await (await browser.newContext({ baseURL: baseURL() })).newPage();
    for (const route of ['/events', '/archive', '/photo']) {
      const html = await (await fetch(`${baseURL()}${route}`)).text();
      expect(html).not.toContain(title);
      await visitor.goto(route);
      await expect(visitor.locator('article').first()).toBeVisible();
      await expect(visitor.getByText(title)).toHaveCount(0);
    }
    await visitor.goto(`/photo/gallery/${gallery.id}`);
    await expect(visitor.getByRole('dialog', { name: `${title} galerija` })).toHaveCount(0);
    await visitor.context().close();
  });
});
