/**
 * mf_admission in a real browser against the production servers and the seeded API:
 * a visitor applies (a 422 first, then sent), staff with see-applications find the application
 * on /uznemsana_pieteikumi and download an .xlsx that holds it (read back with exceljs), a
 * visitor there reads the note and asks for no data, and the admin in edit mode closes and
 * reopens admission while a visitor watches.
 *
 * The site and its database are shared by every spec of the run: admission is opened again
 * and edit mode switched off before this file ends, whatever happens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '../support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, loginAs, loginAsAdmin } from '../support/session';

const apiURL = () => (process.env.E2E_API_URL ?? process.env.E2E_BASE_URL)!.replace(/\/+$/, '');

async function api(
  method: string,
  route: string,
  { token, form, json }: { token?: string; form?: Record<string, string>; json?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  let body: BodyInit | undefined;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (form) {
    const data = new FormData();
    for (const [name, value] of Object.entries(form)) data.append(name, value);
    body = data;
  } else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const res = await fetch(`${apiURL()}/api/${route}`, { method, headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function adminToken(): Promise<string> {
  const { status, body } = await api('POST', 'login', {
    form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(status).toBe(200);
  return (body.authorisation as { token: string }).token;
}

async function setAdmission(open: boolean) {
  const token = await adminToken();
  const setting = await api('GET', 'system-setting/get-by-name/admission_open');
  const saved = await api('PUT', `system-setting/${String(setting.body.id)}`, {
    token,
    json: { value: open ? '1' : '0' },
  });
  expect(saved.status).toBe(200);
}

/** A staff user of this test's own with only the see-applications role. */
async function registerApplicationsReader() {
  const issued = await api('POST', 'issue-registration-token', {
    token: await adminToken(),
    form: { update_data: '0', update_users: '0', see_applications: '1' },
  });
  expect(issued.status).toBe(201);
  const email = `e2e-pieteikumi-${Date.now()}@koris.lv`;
  const password = 'pieteikumuParole1';
  const registered = await api('POST', 'register', {
    form: {
      name: 'Pieteikumu Lasītāja',
      email,
      password,
      registration_token: String(issued.body.registration_token),
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return { email, password };
}

/** Today in the choir's time zone, as the list shows it. */
function rigaToday(): string {
  const parts = new Intl.DateTimeFormat('lv-LV', {
    timeZone: 'Europe/Riga',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('day')}.${get('month')}.${get('year')}`;
}

const applicant = {
  name: `Līga Pārbaude ${Date.now()}`,
  email: `liga-${Date.now()}@example.lv`,
  phone: '+371 20 123 456',
  findOut: 'No drauga korī',
  free: 'Dziedu altā',
};

const submit = (page: Page) => page.getByRole('button', { name: 'Iesniegt anketu' });

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => setAdmission(true));
test.afterAll(async () => {
  await setAdmission(true);
  const token = await adminToken();
  await api('POST', 'toggle-edit-mode', { token, form: { is_edit_mode_active: '0' } });
});

test('a visitor applies: a field the server refuses is marked beside it, then "Anketa iesniegta!"', async ({
  page,
}) => {
  // The Authorization header of each application sent: none (docs/product.md#roles, no token).
  const applies: (string | undefined)[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/apply') applies.push(req.headers()['authorization']);
  });
  await page.goto('/uznemsana');
  await expect(page).toHaveTitle(/Uzņemšana/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uzņemšana' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pieteikšanās anketa' })).toBeVisible();
  await expect(
    page.getByText(/otrdienu un ceturtdienu vakaros no 18\.30 līdz 21\.00/),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Vārds, uzvārds' }).fill(applicant.name);
  await page.getByRole('textbox', { name: 'Vecums' }).fill('7');
  await page.getByRole('textbox', { name: 'E-pasts' }).fill(applicant.email);
  await page.getByRole('textbox', { name: 'Telefons' }).fill(applicant.phone);
  await page.getByRole('checkbox', { name: 'Varu ierasties 11. septembrī' }).check();
  await page.getByRole('textbox', { name: 'Kā uzzināji par kori?' }).fill(applicant.findOut);
  await page.getByRole('textbox', { name: 'Komentāri' }).fill(applicant.free);
  await submit(page).click();

  // The real API's 422: the message beside the age, focus there, everything typed kept.
  const age = page.getByRole('textbox', { name: 'Vecums' });
  await expect(age).toHaveAttribute('aria-invalid', 'true');
  await expect(age).toHaveAccessibleDescription(/Vecums.*14.*100/);
  await expect(age).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Vecums');
  await expect(page.getByRole('textbox', { name: 'Vārds, uzvārds' })).toHaveValue(applicant.name);
  await expect(page.getByRole('checkbox', { name: 'Varu ierasties 11. septembrī' })).toBeChecked();

  await age.fill('22');
  await submit(page).click();
  await expect(page.getByText('Anketa iesniegta!')).toBeVisible();
  await expect(submit(page)).toHaveCount(0);
  await expect(page.getByText(/Tava anketa ir saņemta/)).toBeVisible();

  expect(applies).toHaveLength(2);
  for (const sent of applies) expect(sent).toBeUndefined();
  // What was stored: the empty experience left out (null), unchecked flags false.
  const list = await api('GET', 'applications', { token: await adminToken() });
  const stored = (list.body as unknown as Record<string, unknown>[]).find(
    (a) => a.name === applicant.name,
  );
  expect(stored).toMatchObject({
    age: 22,
    email: applicant.email,
    phone: applicant.phone,
    experience: null,
    is_lu_student: false,
    can_come_1: false,
    can_come_2: true,
    find_out: applicant.findOut,
    free: applicant.free,
  });
});

test('a visitor on /uznemsana_pieteikumi reads a note and no data is asked for', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/applications')) asked.push(req.url());
  });
  await page.goto('/uznemsana_pieteikumi');
  await expect(page.getByRole('heading', { level: 1, name: 'Pieteikumi' })).toBeVisible();
  await expect(page.getByText('Pieteikumu saraksts ir pieejams tikai kora vadībai.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eksportēt pieteikumus' })).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('staff with see-applications find the application and export an .xlsx that holds it', async ({
  page,
}) => {
  const reader = await registerApplicationsReader();
  const session = await loginAs(page, reader.email, reader.password);
  await page.goto('/uznemsana_pieteikumi');

  const card = page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 2, name: applicant.name }),
  });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Iesniegts: ${rigaToday()}`);
  const value = (label: string) =>
    card.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
  await expect(value('Vecums')).toHaveText('22');
  await expect(value('E-pasts')).toHaveText(applicant.email);
  await expect(value('LU students')).toHaveText('Nē');
  await expect(value('Var ierasties 9. septembrī')).toHaveText('Nē');
  await expect(value('Var ierasties 11. septembrī')).toHaveText('Jā');
  await expect(value('Komentāri')).toHaveText(applicant.free);
  // Newest first: the one just sent leads.
  await expect(page.getByRole('article').first()).toContainText(applicant.name);

  const tokenCalls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/export-applications/token') tokenCalls.push(req.method());
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Eksportēt pieteikumus' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('pieteikumi.xlsx');
  expect(tokenCalls).toEqual(['POST']);
  // The signed export token in the URL, never the session's bearer.
  const fileURL = new URL(download.url());
  expect(fileURL.pathname).toBe('/api/export-applications');
  expect(fileURL.search).toMatch(/^\?token=[\w.-]+$/);
  expect(fileURL.search).not.toContain(session.token);
  // The page is still the list: a download, not a navigation away.
  await expect(card).toBeVisible();

  const dir = mkdtempSync(path.join(os.tmpdir(), 'koris-export-'));
  try {
    const file = path.join(dir, 'pieteikumi.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Pieteikumi')!;
    expect(sheet).toBeTruthy();
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Vārds, uzvārds');
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1));
    });
    const mine = rows.find((r) => r.includes(applicant.name));
    expect(mine, 'the exported sheet holds the application').toBeTruthy();
    const cell = (column: string) => mine![header.indexOf(column)];
    expect(cell('E-pasts')).toBe(applicant.email);
    // Exactly as typed, no apostrophe: a text cell is never a formula, whatever it starts with.
    expect(cell('Telefons')).toBe(applicant.phone);
    expect(applicant.phone.startsWith('+')).toBe(true);
    expect(Number(cell('Vecums'))).toBe(22);
    expect(cell('Var ierasties 11. septembrī')).toBe('Jā');
    expect(cell('Iesniegts')).toBe(rigaToday());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the admin in edit mode closes admission in place, a visitor sees it closed, then it opens again', async ({
  page,
  browser,
}) => {
  await loginAsAdmin(page, { editMode: true });
  await page.goto('/uznemsana');
  const toggle = page.getByRole('switch', { name: 'Uzņemšana atvērta' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('heading', { name: 'Pieteikšanās anketa' })).toBeVisible();

  // No reload: the page follows the saved value at once.
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
  await toggle.click();
  const closed = 'Uzņemšana 2025./2026. gada sezonai ir noslēgusies.';
  await expect(page.getByText(closed)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('heading', { name: 'Pieteikšanās anketa' })).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    // The first loads after an edit may be the page's previous document, served while the new
    // one renders (decision 043).
    await expect(async () => {
      await visitor.goto('/uznemsana');
      await expect(visitor.getByText(closed)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(visitor.getByText(/Paldies visiem, kas pieteicās/)).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Iesniegt anketu' })).toHaveCount(0);
    await expect(visitor.getByRole('switch')).toHaveCount(0);
    // The API refuses applications while closed, too.
    const refused = await api('POST', 'apply', {
      form: { name: 'X', age: '20', email: 'x@example.lv', phone: '20000000', find_out: 'Y' },
    });
    expect(refused.status).toBe(409);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('heading', { name: 'Pieteikšanās anketa' })).toBeVisible();

    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByRole('heading', { name: 'Pieteikšanās anketa' })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(visitor.getByText(closed)).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});
