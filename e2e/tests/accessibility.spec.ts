/**
 * axe (the WCAG 2.2 A and AA rules) finds nothing anywhere on the site: every route, on a wide
 * screen and on a phone, in both languages (the English pages are the English routes), as a
 * visitor; as staff in edit mode on a phone; and on a wide screen as staff in edit mode with each
 * staff modal, each delete's question, an application deleted (its Atsaukt) and each account tab
 * open. One tab per test walks every page, so each page loads once; with a modal open axe reads
 * only the dialogs (the page beside them is inert, and was swept just before). A modal is the
 * same dialog at both widths, so the phone walks the routes only, as a visitor and as staff.
 */
import { paths } from '@koris/shared/config';
import { expect, test, type Page } from '../support/test';
import { api, apiURL } from '../support/api';
import { wcagViolations } from '../support/axe';
import { endAdminEditMode, loginAsAdmin, type Session } from '../support/session';

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

/** Every dialog open now: with a modal open the page beside it is inert, and swept before. */
const DIALOGS = '[role="dialog"]';

/** Collects what axe finds, named by where it was found; the test asserts the whole list once. */
class Sweep {
  readonly found: string[] = [];
  checked = 0;

  constructor(
    private readonly page: Page,
    private readonly where: string,
  ) {}

  /** The whole page (`within` left out), or only what `within` selects. */
  async check(state: string, within?: string) {
    await settle(this.page);
    this.checked += 1;
    for (const line of await wcagViolations(this.page, within))
      this.found.push(`${this.where} ${state}: ${line}`);
  }
}

/**
 * A staff modal: the button that opens it (a name, the first button with that name; `last`
 * for the last one) and the dialog's name; `within`: only inside the dialog already open.
 */
interface StaffModal {
  opener: string | RegExp;
  dialog: string | RegExp;
  last?: boolean;
  within?: boolean;
}

const EDIT_ITEM = /^Edit (Achievement|Conductor)$/;
const DELETE_QUESTION = { opener: /^Dzēst: /, dialog: 'Apstiprināt dzēšanu' };

/** The staff modals of each page, opened one after another, each swept. */
const STAFF_MODALS: Record<string, StaffModal[]> = {
  [paths.events]: [
    { opener: 'Add Event', dialog: 'Add Event' },
    { opener: /^Labot: /, dialog: 'Edit Event' },
    DELETE_QUESTION,
  ],
  [paths.aboutUs]: [
    { opener: 'Add Conductor', dialog: 'Add Conductor' },
    { opener: 'Add Achievement', dialog: 'Add Achievement' },
    // The first item's Labot is an achievement's, the last a former conductor's.
    { opener: /^Labot: /, dialog: EDIT_ITEM },
    { opener: /^Labot: /, dialog: EDIT_ITEM, last: true },
    DELETE_QUESTION,
  ],
  [paths.englishAbout]: [
    { opener: 'Add Achievement', dialog: 'Add Achievement' },
    { opener: /^Delete: /, dialog: 'Confirm deletion' },
  ],
  [paths.applications]: [DELETE_QUESTION],
  [paths.photo]: [
    { opener: 'Add Gallery', dialog: 'Add Gallery' },
    { opener: /^Labot: /, dialog: 'Edit Gallery' },
  ],
  // The slideshow of a gallery's address: its own staff modals.
  [paths.galleryPattern]: [
    { opener: 'Add Images', dialog: 'Add Images', within: true },
    { ...DELETE_QUESTION, within: true },
  ],
};

/** Opens each modal of `modals`, sweeps it, closes it with Escape and waits until it is gone. */
async function sweepModals(sweep: Sweep, page: Page, modals: StaffModal[]) {
  for (const { opener, dialog, last, within } of modals) {
    const scope = within ? page.getByRole('dialog').first() : page;
    const buttons = scope.getByRole('button', { name: opener, exact: typeof opener === 'string' });
    await (last ? buttons.last() : buttons.first()).click();
    const open = page.getByRole('dialog', { name: dialog, exact: true });
    await expect(open).toBeVisible();
    await sweep.check(String(dialog), DIALOGS);
    await page.keyboard.press('Escape');
    await expect(open).toBeHidden();
  }
}

/** An editable text's modal, and Versijas over it. */
async function sweepTextModal(sweep: Sweep, page: Page, opener: RegExp) {
  await page.getByRole('button', { name: opener }).first().click();
  const dialogs = page.getByRole('dialog');
  await expect(dialogs.getByRole('textbox')).toBeVisible();
  await sweep.check('editable text', DIALOGS);
  await dialogs.getByRole('button', { name: 'Versijas' }).click();
  await expect(dialogs).toHaveCount(2);
  await sweep.check('Versijas', DIALOGS);
  for (const left of [1, 0]) {
    await page.keyboard.press('Escape');
    await expect(dialogs).toHaveCount(left);
  }
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
    await sweep.check(`account tab ${name}`, DIALOGS);
  }
  return names;
}

/** An application of the test's own, sent as the admission form sends it. */
async function anApplication(session: Session): Promise<string> {
  const name = `Pieejamība Pārbaude ${Date.now()}`;
  await api(session, 'POST', '/api/apply', {
    name,
    age: '22',
    email: `pieejamiba-${Date.now()}@example.lv`,
    phone: '+371 20 123 456',
    find_out: 'No drauga korī',
  });
  return name;
}

/**
 * The application deleted from the keyboard: the page swept with the alert and its Atsaukt
 * (focus waits there, so the alert does too). It stays in the trash for Miskaste.
 */
async function deleteApplication(sweep: Sweep, page: Page, name: string) {
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Dzēst: ${name}` }).press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Apstiprināt dzēšanu' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Dzēst', exact: true }).press('Enter');
  await expect(card).toHaveCount(0);
  const alert = page.getByRole('status').filter({ hasText: 'Pieteikums dzēsts' });
  await expect(alert.getByRole('button', { name: 'Atsaukt' })).toBeFocused();
  await sweep.check('an application deleted, Atsaukt');
}

// Each test is one tab that walks the whole site: far more than one page's time.
test.describe.configure({ timeout: 180_000 });

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${viewportName} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test(`a visitor: every route${viewportName === 'desktop' ? ' and the account modal' : ''}`, async ({
      page,
    }) => {
      const sweep = new Sweep(page, `${viewportName}, visitor,`);
      for (const route of await everyRoute()) {
        await page.goto(route);
        await sweep.check(route);
      }
      if (viewportName === 'desktop') {
        expect(await accountTabs(sweep, page)).toEqual(['Login', 'Register']);
      }
      expect(sweep.found).toEqual([]);
    });
  });
}

test.describe('on a desktop, as staff', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('staff in edit mode: every route, each staff modal, each account tab', async ({ page }) => {
    const session = await loginAsAdmin(page, { editMode: true });
    const application = await anApplication(session);
    const sweep = new Sweep(page, 'desktop, staff,');
    try {
      for (const route of await everyRoute()) {
        await page.goto(route);
        await sweep.check(route);
        const gallery = route.startsWith(paths.gallery(''));
        await sweepModals(sweep, page, STAFF_MODALS[gallery ? paths.galleryPattern : route] ?? []);
        if (route === paths.aboutUs) await sweepTextModal(sweep, page, /^Labot tekstu: /);
        if (route === paths.englishAbout) await sweepTextModal(sweep, page, /^Edit text: /);
        if (route === paths.applications) await deleteApplication(sweep, page, application);
      }
      expect(await accountTabs(sweep, page)).toContain('Miskaste');
      expect(sweep.found).toEqual([]);
    } finally {
      await endAdminEditMode();
    }
  });
});

test.describe('on a phone, as staff', () => {
  test.use({ viewport: VIEWPORTS.phone });

  // The edit controls sit on every card and heading: on a narrow screen they crowd the most.
  test('staff in edit mode: every route', async ({ page }) => {
    await loginAsAdmin(page, { editMode: true });
    const sweep = new Sweep(page, 'phone, staff,');
    try {
      for (const route of await everyRoute()) {
        await page.goto(route);
        await sweep.check(route);
        // Swept with the edit controls drawn, not a visitor's page.
        if (route === paths.events) {
          await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();
        }
      }
      expect(sweep.checked).toBeGreaterThan(10);
      expect(sweep.found).toEqual([]);
    } finally {
      await endAdminEditMode();
    }
  });
});
