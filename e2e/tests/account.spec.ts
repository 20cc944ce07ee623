/**
 * The account modal (mf_account/AccountModal) in a real browser against the
 * production servers and the seeded API: login through the modal, edit mode showing at once
 * in the shell and in another remote, a registration token used once, a password change, and
 * a session that survives a reload but not a cleared session storage.
 *
 * The site and its database are shared by every spec of the run: the admin's password is
 * never changed here (users of our own are registered for that), and edit mode is switched
 * off again before a test ends.
 */
import { expect, test, type Locator, type Page } from '../support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, loginAsAdmin, type SessionUser } from '../support/session';

const apiURL = () => (process.env.E2E_API_URL ?? process.env.E2E_BASE_URL)!.replace(/\/+$/, '');

interface AuthAnswer {
  user: SessionUser;
  authorisation: { token: string };
}

/** A call of the test's own, as multipart (the spec's format), straight to the API. */
async function apiPost(
  path: string,
  fields: Record<string, string>,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await fetch(`${apiURL()}/api/${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function apiLogin(email: string, password: string): Promise<AuthAnswer> {
  const { status, body } = await apiPost('login', { email, password });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as AuthAnswer;
}

/** Edit mode is remembered per user by the API: tests start from a known state. */
async function setAdminEditMode(active: boolean) {
  const { authorisation } = await apiLogin(ADMIN_EMAIL, ADMIN_PASSWORD);
  const { status } = await apiPost(
    'toggle-edit-mode',
    { is_edit_mode_active: active ? '1' : '0' },
    authorisation.token,
  );
  expect(status).toBe(200);
}

let counter = 0;
const uniqueEmail = (what: string) => `e2e-${what}-${Date.now()}-${counter++}@koris.lv`;

/** A user of the test's own, registered through the API with a fresh token. */
async function registerUserByApi(roles: { see_applications?: boolean } = {}) {
  const admin = await apiLogin(ADMIN_EMAIL, ADMIN_PASSWORD);
  const issued = await apiPost(
    'issue-registration-token',
    {
      update_data: '0',
      update_users: '0',
      see_applications: roles.see_applications ? '1' : '0',
    },
    admin.authorisation.token,
  );
  expect(issued.status).toBe(201);
  const email = uniqueEmail('user');
  const password = 'sākumaParole1';
  const registered = await apiPost('register', {
    name: 'Pārbaudes Dziedātājs',
    email,
    password,
    registration_token: String(issued.body.registration_token),
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return { email, password };
}

/**
 * The header's login button: "Pieslēgties" logged out, the user's name logged in. (Found by
 * its popup, not by the banner landmark: the open modal's own header counts as one too.)
 */
const headerButton = (page: Page) => page.locator('button[aria-haspopup="dialog"]');

async function openModal(page: Page): Promise<Locator> {
  await headerButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const tabs = (dialog: Locator) => dialog.getByRole('tab');
const panel = (dialog: Locator, name: string) => dialog.getByRole('tabpanel', { name });
const successAlert = (dialog: Locator, text: string) =>
  dialog.getByRole('status').filter({ hasText: text });

async function loginThroughModal(dialog: Locator, email: string, password: string) {
  await dialog.getByRole('tab', { name: 'Login' }).click();
  const login = panel(dialog, 'Login');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
}

async function logoutThroughModal(dialog: Locator) {
  await dialog.getByRole('tab', { name: 'User info' }).click();
  await panel(dialog, 'User info').getByRole('button', { name: 'Logout' }).click();
  await expect(successAlert(dialog, 'Logged out')).toBeVisible();
  await expect(tabs(dialog)).toHaveText(['Login', 'Register']);
}

async function registerThroughModal(
  dialog: Locator,
  fields: { name: string; email: string; password: string; token: string },
) {
  await dialog.getByRole('tab', { name: 'Register' }).click();
  const register = panel(dialog, 'Register');
  await register.getByLabel('Name').fill(fields.name);
  await register.getByLabel('Email').fill(fields.email);
  await register.getByLabel('Password').fill(fields.password);
  await register.getByLabel('Registration token').fill(fields.token);
  await register.getByRole('button', { name: 'Register' }).click();
}

/** A marker on the window: still there later means the page was never reloaded. */
const markNoReload = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __accountNoReload?: boolean }).__accountNoReload = true;
  });
const wasNotReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __accountNoReload?: boolean }).__accountNoReload);

test.describe('account modal', () => {
  test('the admin logs in through the modal; edit mode shows and hides edit controls in the shell and another remote, no reload', async ({
    page,
  }) => {
    await setAdminEditMode(false);
    await page.goto('/');
    await expect(headerButton(page)).toHaveText('Pieslēgties');
    const dialog = await openModal(page);
    await expect(dialog).toHaveAccessibleName('Pieslēgties');
    await expect(dialog.getByRole('tablist')).toBeVisible();
    await expect(tabs(dialog)).toHaveText(['Login', 'Register']);

    await loginThroughModal(dialog, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(successAlert(dialog, 'Logged in')).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Konts');
    await expect(tabs(dialog)).toHaveText([
      'User info',
      'Registration tokens',
      'Toggle edit mode',
      'Change password',
      'Security',
      'Applications',
      'Miskaste',
      'Žurnāls',
      'Performance',
    ]);
    await expect(dialog.getByRole('tab', { name: 'User info' })).toBeFocused();
    await expect(panel(dialog, 'User info')).toContainText(ADMIN_EMAIL);
    const { user: admin } = await apiLogin(ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(headerButton(page)).toHaveText(admin.name);

    await markNoReload(page);
    // Keyboard: arrows move along the tabs and show their panels.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const editTab = dialog.getByRole('tab', { name: 'Toggle edit mode' });
    await expect(editTab).toBeFocused();
    await expect(editTab).toHaveAttribute('aria-selected', 'true');
    const editPanel = panel(dialog, 'Toggle edit mode');
    await expect(editPanel).toContainText('Edit mode is off.');
    await editPanel.getByRole('button', { name: 'Turn edit mode on' }).click();
    await expect(successAlert(dialog, 'Edit mode turned on')).toBeVisible();
    await expect(editPanel).toContainText('Edit mode is on.');

    // Escape closes; focus returns to the login button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(headerButton(page)).toBeFocused();

    // Inside the site (client-side navigation) to a page of mf-content with the shell's footer.
    await page.getByRole('heading', { name: 'Darbs' }).hover();
    await page.getByRole('link', { name: 'NOTIKUMI' }).click();
    await expect(page).toHaveURL(/\/events$/);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: /^Labot tekstu:/ }).first()).toBeVisible();
    const content = page.locator('[data-boundary="mf-content"]');
    await expect(content.getByRole('button', { name: /^Labot: / }).first()).toBeVisible();
    expect(await wasNotReloaded(page)).toBe(true);

    // Back home (history, no reload), edit mode off: the controls are gone at once.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    const again = await openModal(page);
    await again.getByRole('tab', { name: 'Toggle edit mode' }).click();
    await panel(again, 'Toggle edit mode')
      .getByRole('button', { name: 'Turn edit mode off' })
      .click();
    await expect(successAlert(again, 'Edit mode turned off')).toBeVisible();
    await again.getByRole('button', { name: 'Close' }).click();
    await page.goForward();
    await expect(page).toHaveURL(/\/events$/);
    await expect(content.locator('article').first()).toBeVisible();
    await expect(footer.locator('[data-setting]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Labot/ })).toHaveCount(0);
    expect(await wasNotReloaded(page)).toBe(true);
  });

  test('a token for see-applications registers a user with exactly their tabs; the token works once', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsAdmin(page);
    await page.goto('/');
    const dialog = await openModal(page);

    await dialog.getByRole('tab', { name: 'Registration tokens' }).click();
    const tokens = panel(dialog, 'Registration tokens');
    await expect(tokens.getByRole('switch')).toHaveCount(3);
    await tokens.getByRole('switch', { name: 'see-applications' }).check();
    await expect(tokens.getByRole('switch', { name: 'update-data' })).not.toBeChecked();
    await expect(tokens.getByRole('switch', { name: 'update-users' })).not.toBeChecked();
    await tokens.getByRole('button', { name: 'Create registration token' }).click();

    const field = tokens.getByLabel('New registration token');
    await expect(field).toHaveValue(/\S+/);
    const token = await field.inputValue();
    await expect(successAlert(dialog, `Registration token created: ${token}`)).toBeVisible();
    await expect(tokens).toContainText('Roles: see-applications');
    await tokens.getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect(tokens.getByRole('status')).toHaveText('Copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    await logoutThroughModal(dialog);
    await expect(headerButton(page)).toHaveText('Pieslēgties');

    const email = uniqueEmail('applications');
    await registerThroughModal(dialog, {
      name: 'Uzņemšanas Komisija',
      email,
      password: 'pieteikumi123',
      token,
    });
    await expect(successAlert(dialog, 'Registered')).toBeVisible();
    await expect(tabs(dialog)).toHaveText([
      'User info',
      'Change password',
      'Security',
      'Applications',
      'Miskaste',
    ]);
    const info = panel(dialog, 'User info');
    await expect(info).toContainText(email);
    await expect(info.getByRole('listitem')).toHaveText(['see-applications']);
    await expect(headerButton(page)).toHaveText('Uzņemšanas Komisija');

    // The Applications link navigates inside the site and closes the modal.
    await markNoReload(page);
    await dialog.getByRole('tab', { name: 'Applications' }).click();
    await panel(dialog, 'Applications')
      .getByRole('link', { name: 'Open the applications list' })
      .click();
    await expect(page).toHaveURL(/\/uznemsana_pieteikumi$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Pieteikumi' })).toBeVisible();
    expect(await wasNotReloaded(page)).toBe(true);

    // The same token a second time: refused with the server's own message.
    await page.goBack();
    const second = await openModal(page);
    await logoutThroughModal(second);
    const refused = await apiPost('register', {
      name: 'Otrs',
      email: uniqueEmail('again-api'),
      password: 'pieteikumi123',
      registration_token: token,
    });
    expect(refused.status).toBe(422);
    const serverMessage = String(refused.body.message);
    expect(serverMessage).not.toBe('');
    await registerThroughModal(second, {
      name: 'Otrs',
      email: uniqueEmail('again'),
      password: 'pieteikumi123',
      token,
    });
    await expect(second.getByRole('alert')).toContainText(serverMessage);
    await expect(tabs(second)).toHaveText(['Login', 'Register']);
    await expect(panel(second, 'Register').getByLabel('Registration token')).toHaveValue(token);
  });

  test('a user changes the password and logs in with the new one', async ({ page }) => {
    const { email, password } = await registerUserByApi();
    const newPassword = 'jaunāParole2';
    await page.goto('/');
    const dialog = await openModal(page);
    await loginThroughModal(dialog, email, password);
    await expect(successAlert(dialog, 'Logged in')).toBeVisible();
    await expect(tabs(dialog)).toHaveText(['User info', 'Change password', 'Security']);

    await dialog.getByRole('tab', { name: 'Change password' }).click();
    const change = panel(dialog, 'Change password');
    // A wrong current password: the server's message, and nothing typed is lost.
    await change.getByLabel('Current password').fill('nepareiza-parole');
    await change.getByLabel('New password').fill(newPassword);
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(change.getByLabel('New password')).toHaveValue(newPassword);
    await expect(tabs(dialog)).toHaveText(['User info', 'Change password', 'Security']);

    await change.getByLabel('Current password').fill(password);
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(successAlert(dialog, 'Password changed!')).toBeVisible();
    await expect(change.getByLabel('Current password')).toHaveValue('');

    await logoutThroughModal(dialog);
    await loginThroughModal(dialog, email, password);
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
    ).toBeVisible();
    await expect(tabs(dialog)).toHaveText(['Login', 'Register']);
    await loginThroughModal(dialog, email, newPassword);
    await expect(successAlert(dialog, 'Logged in')).toBeVisible();
    await expect(tabs(dialog)).toHaveText(['User info', 'Change password', 'Security']);
  });

  test('a session survives a reload and ends when session storage is cleared', async ({
    page,
    context,
  }) => {
    const { email, password } = await registerUserByApi({ see_applications: true });
    await page.goto('/');
    const dialog = await openModal(page);
    await loginThroughModal(dialog, email, password);
    await expect(successAlert(dialog, 'Logged in')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(headerButton(page)).toHaveText('Pārbaudes Dziedātājs');

    await page.reload();
    await expect(headerButton(page)).toHaveText('Pārbaudes Dziedātājs');
    const reopened = await openModal(page);
    await expect(reopened).toHaveAccessibleName('Konts');
    await expect(tabs(reopened)).toHaveText([
      'User info',
      'Change password',
      'Security',
      'Applications',
      'Miskaste',
    ]);
    await expect(panel(reopened, 'User info')).toContainText(email);
    await page.keyboard.press('Escape');

    // Another tab has its own session storage: not logged in there.
    const other = await context.newPage();
    await other.goto('/');
    await expect(headerButton(other)).toHaveText('Pieslēgties');
    await other.close();

    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(headerButton(page)).toHaveText('Pieslēgties');
    const loggedOut = await openModal(page);
    await expect(tabs(loggedOut)).toHaveText(['Login', 'Register']);
  });

  test('on a phone-sized screen every tab and field is reachable without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await loginAsAdmin(page);
    await page.goto('/');
    const dialog = await openModal(page);
    await expect(tabs(dialog)).toHaveCount(9);
    for (const tab of await tabs(dialog).all()) await expect(tab).toBeInViewport();
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await dialog.getByRole('tab', { name: 'Registration tokens' }).click();
    const create = panel(dialog, 'Registration tokens').getByRole('button', {
      name: 'Create registration token',
    });
    await create.scrollIntoViewIfNeeded();
    await expect(create).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('account-phone.png') });
  });
});
