/**
 * Staff work with the keyboard alone (page.keyboard, never a click): the account modal and its
 * tabs, an event edited and saved, deleted and brought back with Atsaukt, the slideshow, and
 * pictures added to a gallery. Wherever focus lands it is drawn (an outline or a shadow), and a
 * modal that closes gives focus back to what opened it.
 */
import { expect, test, type Locator, type Page } from '../support/test';
import { api, png, type ApiItem } from '../support/api';
import { drawJpegs } from '../support/images';
import { endAdminEditMode, loginAsAdmin } from '../support/session';

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (Shift+Tab with `back`) until `target` has focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/**
 * `target` has focus, and the focus is drawn: an outline or a shadow of its own, or the
 * outline of the box it stands for (a gallery card draws the ring of its link).
 */
async function expectFocusShown(target: Locator) {
  await expect(target).toBeFocused();
  const drawn = await target.evaluate((el) => {
    const outlined = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    if (outlined(el) || getComputedStyle(el).boxShadow !== 'none') return true;
    for (let box = el.parentElement, level = 0; box && level < 3; box = box.parentElement) {
      if (outlined(box)) return true;
      level += 1;
    }
    return false;
  });
  expect(drawn, 'a visible focus ring').toBe(true);
}

test.describe('staff with the keyboard alone', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(endAdminEditMode);

  test('the account modal: opened from the header, every tab in turn, Escape back to the button', async ({
    page,
  }) => {
    await loginAsAdmin(page, { editMode: true });
    await page.goto('/');
    const opener = page.locator('header button[aria-haspopup="dialog"]');
    await tabTo(page, opener);
    await expectFocusShown(opener);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Konts' });
    await expect(dialog).toBeVisible();
    const tabs = dialog.getByRole('tab');
    const names = await tabs.allTextContents();
    expect(names).toContain('Miskaste');
    // Focus starts on the selected tab; the arrows walk the rest, each showing its panel.
    for (const [index, name] of names.entries()) {
      const tab = dialog.getByRole('tab', { name, exact: true });
      await expectFocusShown(tab);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('tabpanel', { name, exact: true })).toBeVisible();
      if (index < names.length - 1) await page.keyboard.press('ArrowRight');
    }
    // Past the last one, round to the first; Tab goes on into its panel.
    await page.keyboard.press('ArrowRight');
    await expectFocusShown(dialog.getByRole('tab', { name: names[0], exact: true }));
    await page.keyboard.press('Tab');
    await expectFocusShown(dialog.getByRole('tabpanel', { name: names[0], exact: true }));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusShown(opener);
  });

  test('an event edited and saved, deleted, and brought back with Atsaukt', async ({ page }) => {
    const session = await loginAsAdmin(page, { editMode: true });
    const title = `E2E tastatūra ${Date.now()}`;
    const edited = `${title} (labots)`;
    // Order -1: the first event of the page.
    const event = await api(session, 'POST', '/api/events', {
      title,
      order: '-1',
      is_current: '1',
      image: await png('#2f6b3a'),
    });
    try {
      await page.goto('/events');
      const card = page.getByRole('article', { name: title });
      const edit = card.getByRole('button', { name: `Labot: ${title}` });
      await tabTo(page, edit);
      await expectFocusShown(edit);
      await page.keyboard.press('Enter');

      const form = page.getByRole('dialog', { name: 'Edit Event' });
      const field = form.getByLabel('Title');
      await expectFocusShown(field);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(edited);
      const save = form.getByRole('button', { name: 'Save' });
      await tabTo(page, save);
      await expectFocusShown(save);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Event updated')).toBeVisible();
      await expect(form).toBeHidden();
      const editedCard = page.getByRole('article', { name: edited });
      await expect(editedCard).toBeVisible();
      // Focus is back on the button that opened the form.
      await expectFocusShown(editedCard.getByRole('button', { name: `Labot: ${edited}` }));

      // Dzēst, then Atcelt with Escape: nothing is deleted and focus is back on Dzēst.
      const remove = editedCard.getByRole('button', { name: `Dzēst: ${edited}` });
      await tabTo(page, remove);
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Apstiprināt dzēšanu' });
      await expect(confirm).toContainText(edited);
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expectFocusShown(remove);

      // Dzēst for real: the confirmation's Dzēst reached with Tab.
      await page.keyboard.press('Enter');
      await expect(confirm).toBeVisible();
      const yes = confirm.getByRole('button', { name: 'Dzēst' });
      await tabTo(page, yes);
      await expectFocusShown(yes);
      await page.keyboard.press('Enter');
      const alert = page.getByRole('status').filter({ hasText: 'Event deleted' });
      await expect(alert).toBeVisible();
      await expect(editedCard).toHaveCount(0);
      // The button that asked is gone: focus waits on Atsaukt, and the alert waits with it.
      const undo = alert.getByRole('button', { name: 'Atsaukt' });
      await expectFocusShown(undo);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Atjaunots', { exact: true })).toBeVisible();
      await expect(editedCard).toBeVisible();
    } finally {
      await api(session, 'DELETE', `/api/events/${event.id}`).catch(() => undefined);
    }
  });

  test('the slideshow and its pictures: opened from a card, walked, added to, closed back to the card', async ({
    page,
  }) => {
    const session = await loginAsAdmin(page, { editMode: true });
    const title = `E2E tastatūras galerija ${Date.now()}`;
    const gallery = await api<ApiItem>(session, 'POST', '/api/galleries', {
      title,
      order: '-1',
      'images[0]': await png('#8c1c13'),
      'images[1]': await png('#1c2b39'),
    });
    const images = await drawJpegs('keyboard', [
      { file: 'viens.jpg', width: 800, height: 600, background: '#2f6b3a', svg: '' },
    ]);
    try {
      await page.goto('/photo');
      const card = page.getByRole('article', { name: title });
      const open = card.getByRole('link', { name: title });
      await tabTo(page, open);
      await expectFocusShown(open);
      await page.keyboard.press('Enter');

      const slideshow = page.getByRole('dialog', { name: title });
      await expect(slideshow).toBeVisible();
      const counter = slideshow.locator('[aria-live="polite"]');
      await expect(counter).toHaveText(/1\s*\/\s*2/);
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(/2\s*\/\s*2/);
      const next = slideshow.getByRole('button', { name: 'Nākamais attēls' });
      await tabTo(page, next);
      await expectFocusShown(next);
      await page.keyboard.press('Enter');
      await expect(counter).toHaveText(/1\s*\/\s*2/);

      // Add Images: the file input opens the chooser from the keyboard.
      const add = slideshow.getByRole('button', { name: 'Add Images' });
      await tabTo(page, add);
      await expectFocusShown(add);
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: 'Add Images' });
      const input = form.getByLabel('Images');
      await expectFocusShown(input);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(images.files);
      await expect(form.getByText(/Izvēlēti attēli: 1/)).toBeVisible();
      const save = form.getByRole('button', { name: 'Save' });
      await tabTo(page, save);
      await expectFocusShown(save);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Image added')).toBeVisible();
      await expect(form).toBeHidden();
      await expect(counter).toHaveText(/3\s*\/\s*3/);
      await expectFocusShown(add);

      await page.keyboard.press('Escape');
      await expect(slideshow).toBeHidden();
      await expectFocusShown(open);
    } finally {
      images.remove();
      await api(session, 'DELETE', `/api/galleries/${gallery.id}`).catch(() => undefined);
    }
  });
});
