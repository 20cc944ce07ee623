/**
 * axe (the WCAG 2.2 A and AA rules) finds nothing anywhere on the site: every route, on a wide
 * screen and on a phone, in both languages (the English pages are the English routes), as a
 * visitor and as staff in edit mode with each staff modal and each account tab open. One tab
 * per viewport and role walks every page, so each page loads once.
 */
import { paths } from '@koris/shared/config';
import { expect, test, type Locator, type Page } from '../support/test';
import { apiURL } from '../support/api';
import { wcagViolations } from '../support/axe';
import { endAdminEditMode, loginAsAdmin } from '../support/session';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** A seeded gallery with pictures: its address opens the slideshow. */
async function galleryWithImages(): Promise<number> {
  const res = await fetch(`${apiURL()}/api/galleries`, { headers: { Accept: 'application/json' } });
  const galleries = (await res.json()) as { id: number; image_count: number }[];
  const gallery = galleries.find((g) => g.image_count > 0);
  if (!gallery) throw new Error('the seed has no gallery with images');
  return gallery.id;
}

/** Every route of the table, a gallery's address with a seeded id (`/video` only redirects). */
async function everyRoute(): Promise<string[]> {
  const galleryId = await galleryWithImages();
  const all: unknown[] = Object.values(paths);
  return all
    .filter((path): path is string => typeof path === 'string')
    .filter((path) => path !== paths.video && path !== paths.galleryPattern)
    .concat(paths.gallery(galleryId));
}

/** What the page shows once it is still: lists loaded, reveal animations done. */
async function settle(page: Page) {
  await expect(page.locator('main [role="status"]:has-text("Ielādē")')).toHaveCount(0);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Collects what axe finds, named by where it was found; the test asserts the whole list once. */
class Sweep {
  readonly found: string[] = [];
  checked = 0;

  constructor(
    private readonly page: Page,
    private readonly where: string,
  ) {}

  async check(state: string) {
    await settle(this.page);
    this.checked += 1;
    for (const line of await wcagViolations(this.page))
      this.found.push(`${this.where} ${state}: ${line}`);
  }
}

const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Opens a modal with `open`, sweeps it, closes it with Escape and waits until it is gone. */
async function withModal(
  sweep: Sweep,
  page: Page,
  state: string,
  open: () => Promise<unknown>,
  dialog: Locator,
  inside?: () => Promise<void>,
) {
  await open();
  await expect(dialog).toBeVisible();
  await sweep.check(state);
  await inside?.();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const firstButton = (page: Page, name: RegExp) => page.getByRole('button', { name }).first();

/** The staff modals of a page, opened one after another, each swept. */
const STAFF_MODALS: Record<string, (sweep: Sweep, page: Page) => Promise<void>> = {
  [paths.events]: async (sweep, page) => {
    await withModal(
      sweep,
      page,
      'Add Event',
      () => page.getByRole('button', { name: 'Add Event' }).click(),
      dialogNamed(page, 'Add Event'),
    );
    await withModal(
      sweep,
      page,
      'Edit Event',
      () => firstButton(page, /^Labot: /).click(),
      dialogNamed(page, 'Edit Event'),
    );
    await withModal(
      sweep,
      page,
      'Apstiprināt dzēšanu',
      () => firstButton(page, /^Dzēst: /).click(),
      dialogNamed(page, 'Apstiprināt dzēšanu'),
    );
  },
  [paths.aboutUs]: async (sweep, page) => {
    const text = firstButton(page, /^Labot tekstu: /);
    await withModal(
      sweep,
      page,
      'editable text',
      () => text.click(),
      page.getByRole('dialog').filter({ has: page.getByRole('textbox') }),
      async () => {
        // Versijas opens over the text's own modal.
        await page.getByRole('button', { name: 'Versijas' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(2);
        await sweep.check('Versijas');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(1);
      },
    );
    for (const add of ['Add Conductor', 'Add Achievement']) {
      await withModal(
        sweep,
        page,
        add,
        () => page.getByRole('button', { name: add }).click(),
        dialogNamed(page, add),
      );
    }
    // The first item's Labot is an achievement's, the last a former conductor's.
    const edits = page.getByRole('button', { name: /^Labot: / });
    for (const edit of [edits.first(), edits.last()]) {
      await withModal(
        sweep,
        page,
        'Edit',
        () => edit.click(),
        dialogNamed(page, /^Edit (Achievement|Conductor)$/),
      );
    }
    await withModal(
      sweep,
      page,
      'Apstiprināt dzēšanu',
      () => firstButton(page, /^Dzēst: /).click(),
      dialogNamed(page, 'Apstiprināt dzēšanu'),
    );
  },
  [paths.englishAbout]: async (sweep, page) => {
    await withModal(
      sweep,
      page,
      'Edit text',
      () => firstButton(page, /^Edit text: /).click(),
      page.getByRole('dialog'),
    );
    await withModal(
      sweep,
      page,
      'Add Achievement',
      () => page.getByRole('button', { name: 'Add Achievement' }).click(),
      dialogNamed(page, 'Add Achievement'),
    );
    await withModal(
      sweep,
      page,
      'Confirm deletion',
      () => firstButton(page, /^Delete: /).click(),
      dialogNamed(page, 'Confirm deletion'),
    );
  },
  [paths.photo]: async (sweep, page) => {
    await withModal(
      sweep,
      page,
      'Add Gallery',
      () => page.getByRole('button', { name: 'Add Gallery' }).click(),
      dialogNamed(page, 'Add Gallery'),
    );
    await withModal(
      sweep,
      page,
      'Edit Gallery',
      () => firstButton(page, /^Labot: /).click(),
      dialogNamed(page, 'Edit Gallery'),
    );
  },
};

/** In the slideshow (a gallery's address): its own staff modals. */
async function slideshowModals(sweep: Sweep, page: Page) {
  const slideshow = page.getByRole('dialog').first();
  await withModal(
    sweep,
    page,
    'Add Images',
    () => slideshow.getByRole('button', { name: 'Add Images' }).click(),
    dialogNamed(page, 'Add Images'),
  );
  await withModal(
    sweep,
    page,
    'Apstiprināt dzēšanu (image)',
    () => slideshow.getByRole('button', { name: /^Dzēst: / }).click(),
    dialogNamed(page, 'Apstiprināt dzēšanu'),
  );
}

/** The account modal from the home header, each of its tabs shown in turn. */
async function accountTabs(sweep: Sweep, page: Page) {
  await page.goto(paths.home);
  await page.locator('header button[aria-haspopup="dialog"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const tabs = dialog.getByRole('tab');
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThan(1);
  for (const name of names) {
    await dialog.getByRole('tab', { name, exact: true }).click();
    const panel = dialog.getByRole('tabpanel', { name, exact: true });
    await expect(panel).toBeVisible();
    // A tab that loads its list is swept with the list, not the loader.
    await expect(panel.getByRole('status').filter({ hasText: /Ielādē|Loading/ })).toHaveCount(0);
    await sweep.check(`account tab ${name}`);
  }
  return names;
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${viewportName} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });
    // One tab walks the whole site: far more than one page's time.
    test.describe.configure({ timeout: 240_000 });

    test('a visitor: every route and the account modal', async ({ page }) => {
      const sweep = new Sweep(page, `${viewportName}, visitor,`);
      for (const route of await everyRoute()) {
        await page.goto(route);
        await sweep.check(route);
      }
      expect(await accountTabs(sweep, page)).toEqual(['Login', 'Register']);
      expect(sweep.found).toEqual([]);
    });

    test('staff in edit mode: every route, each staff modal, each account tab', async ({
      page,
    }) => {
      await loginAsAdmin(page, { editMode: true });
      const sweep = new Sweep(page, `${viewportName}, staff,`);
      try {
        for (const route of await everyRoute()) {
          await page.goto(route);
          await sweep.check(route);
          await STAFF_MODALS[route]?.(sweep, page);
          if (route.startsWith(paths.gallery(''))) await slideshowModals(sweep, page);
        }
        expect(await accountTabs(sweep, page)).toContain('Miskaste');
        expect(sweep.found).toEqual([]);
      } finally {
        await endAdminEditMode();
      }
    });
  });
}
