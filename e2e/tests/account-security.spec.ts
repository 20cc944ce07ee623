/**
 * The account modal's Security tab in a real browser against the production servers: a
 * passkey registered and used through Chromium's virtual authenticator (the DevTools WebAuthn
 * domain), alone and as the second step, and refused once removed; the authenticator app
 * turned on with a code the test computes, a code refused the second time, a recovery code;
 * sessions ended from the tab whose tokens answer 401 at once; and, on a site of its own with
 * the policy on, an admin who cannot reach the export until a second factor is set up.
 *
 * Users of the test's own are registered for each test: the shared admin never gets a factor.
 * Passkeys are bound to a domain, never an IP address, so these pages open on `localhost`.
 */
import { generateSync } from 'otplib';
import { expect, test, type Locator, type Page } from '../support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/session';
import { startSite, type Site } from '../support/site';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (global setup starts the site)`);
  return value.replace(/\/+$/, '');
};

interface AuthAnswer {
  user: { name: string; second_factor_required?: boolean };
  authorisation: { token: string };
}

/** A call of the test's own, straight to the API (multipart, like the site's forms). */
async function apiCall(
  api: string,
  method: 'GET' | 'POST',
  path: string,
  { fields, token }: { fields?: Record<string, string>; token?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  let body: FormData | undefined;
  if (fields) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
  }
  const res = await fetch(`${api}/api/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function apiLogin(api: string, email: string, password: string): Promise<AuthAnswer> {
  const { status, body } = await apiCall(api, 'POST', 'login', { fields: { email, password } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as AuthAnswer;
}

let counter = 0;

/** A user with no roles, registered through the API with a token the admin issued. */
async function registerUser(api: string) {
  const admin = await apiLogin(api, ADMIN_EMAIL, ADMIN_PASSWORD);
  const issued = await apiCall(api, 'POST', 'issue-registration-token', {
    fields: { update_data: '0', update_users: '0', see_applications: '0' },
    token: admin.authorisation.token,
  });
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const email = `e2e-security-${Date.now()}-${counter++}@koris.lv`;
  const password = 'drošaParole42';
  const registered = await apiCall(api, 'POST', 'register', {
    fields: {
      name: 'Drošības Dziedātāja',
      email,
      password,
      registration_token: String(issued.body.registration_token),
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const answer = registered.body as unknown as AuthAnswer;
  return { email, password, token: answer.authorisation.token };
}

/** Chromium's virtual authenticator: a platform authenticator that always says yes. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

const headerButton = (page: Page) => page.locator('button[aria-haspopup="dialog"]');

async function openModal(page: Page): Promise<Locator> {
  await headerButton(page).click();
  const dialog = page.getByRole('dialog').first();
  await expect(dialog).toBeVisible();
  return dialog;
}

const tabs = (dialog: Locator) => dialog.getByRole('tab');
const panel = (dialog: Locator, name: string) => dialog.getByRole('tabpanel', { name });
const successAlert = (dialog: Locator, text: string) =>
  dialog.getByRole('status').filter({ hasText: text });

async function openSecurity(dialog: Locator): Promise<Locator> {
  await dialog.getByRole('tab', { name: 'Security' }).click();
  const security = panel(dialog, 'Security');
  await expect(security.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  return security;
}

async function passwordStep(dialog: Locator, email: string, password: string) {
  const login = panel(dialog, 'Login');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login.getByRole('heading', { name: 'Second step' })).toBeVisible();
  return login;
}

async function logout(dialog: Locator) {
  await dialog.getByRole('tab', { name: 'User info' }).click();
  await panel(dialog, 'User info').getByRole('button', { name: 'Logout' }).click();
  await expect(tabs(dialog)).toHaveText(['Login', 'Register']);
}

/** The code the app shows now, for the secret the page showed. */
const codeNow = (secret: string) => generateSync({ secret });

/** Waits for the next 30-second step, so the code is one the server has not seen yet. */
async function codeOfNextStep(secret: string, after: number): Promise<string> {
  const step = (ms: number) => Math.floor(ms / 30_000);
  const wait = (step(after) + 1) * 30_000 - Date.now() + 500;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return codeNow(secret);
}

async function signInThroughSessionStorage(page: Page, answer: AuthAnswer) {
  await page.addInitScript(
    (state) => {
      sessionStorage.setItem('koris-auth', JSON.stringify({ state, version: 0 }));
    },
    { user: answer.user, token: answer.authorisation.token },
  );
}

test.describe('Security tab', () => {
  test('a passkey signs in alone and as the second step; removed, it no longer signs in', async ({
    page,
  }) => {
    const api = env('E2E_API_URL');
    const { email, password } = await registerUser(api);
    await signInThroughSessionStorage(page, await apiLogin(api, email, password));
    await page.goto(`${env('E2E_LOCAL_URL')}/`);
    await addVirtualAuthenticator(page);

    const dialog = await openModal(page);
    let security = await openSecurity(dialog);
    const passkeys = () => panel(dialog, 'Security').getByRole('region', { name: 'Passkeys' });
    await passkeys().getByLabel('Passkey name').fill('Laptop');
    await passkeys().getByRole('button', { name: 'Add a passkey' }).click();
    await expect(successAlert(dialog, 'Passkey Laptop added')).toBeVisible();
    await expect(passkeys().getByRole('listitem')).toContainText(['Never used']);
    // The first factor comes with ten recovery codes, shown once.
    const fresh = security.getByRole('group', { name: 'New recovery codes' });
    await expect(fresh.getByRole('listitem')).toHaveCount(10);
    await expect(security.getByRole('region', { name: 'Recent changes' })).toContainText(
      'Passkey added',
    );
    await logout(dialog);

    // Alone: no e-mail, no password.
    await panel(dialog, 'Login').getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(successAlert(dialog, 'Logged in')).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Konts');
    await logout(dialog);

    // As the second step after the password.
    // No app on this account: the passkey, or a recovery code (its field focused).
    const login = await passwordStep(dialog, email, password);
    await expect(login.getByLabel('Recovery code')).toBeFocused();
    await expect(login.getByLabel('One-time code')).toHaveCount(0);
    await login.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(dialog).toHaveAccessibleName('Konts');

    // Removed (signed in a moment ago: that counts as the confirmation).
    security = await openSecurity(dialog);
    await expect(passkeys().getByRole('listitem')).toContainText(['Last used']);
    await passkeys().getByRole('button', { name: 'Remove passkey Laptop' }).click();
    await expect(successAlert(dialog, 'Passkey Laptop removed')).toBeVisible();
    await expect(passkeys().getByText('No passkeys yet.')).toBeVisible();
    await logout(dialog);

    // The authenticator still holds it; the site no longer knows it.
    await panel(dialog, 'Login').getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This passkey is not recognised.');
    await expect(tabs(dialog)).toHaveText(['Login', 'Register']);
  });

  test('the authenticator app is turned on with a code from it; a code is refused the second time; a recovery code signs in', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const api = env('E2E_API_URL');
    const { email, password } = await registerUser(api);
    await signInThroughSessionStorage(page, await apiLogin(api, email, password));
    await page.goto('/');

    const dialog = await openModal(page);
    const security = await openSecurity(dialog);
    const app = security.getByRole('region', { name: 'Authenticator app' });
    await app.getByRole('button', { name: 'Set up an authenticator app' }).click();
    // Drawn on the page as SVG, not fetched.
    const qr = app.getByRole('img', { name: 'QR code for the authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    const secret = ((await app.locator('code').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await app.getByLabel('Code from the app').fill('000000');
    await app.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Invalid code.');

    const enabledAt = Date.now();
    await app.getByLabel('Code from the app').fill(codeNow(secret));
    await app.getByRole('button', { name: 'Turn on' }).click();
    await expect(successAlert(dialog, 'Authenticator app turned on')).toBeVisible();
    await expect(app.getByText('The authenticator app is on.')).toBeVisible();
    const codes = await security
      .getByRole('group', { name: 'New recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    await logout(dialog);

    // The password alone no longer signs in: the code from the app does, once.
    const code = await codeOfNextStep(secret, enabledAt);
    let login = await passwordStep(dialog, email, password);
    await login.getByLabel('One-time code').fill(code);
    await login.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toHaveAccessibleName('Konts');
    await logout(dialog);

    login = await passwordStep(dialog, email, password);
    await login.getByLabel('One-time code').fill(code);
    await login.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Invalid code.' })).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Pieslēgties');

    // A recovery code instead.
    await login.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(login.getByLabel('Recovery code')).toBeFocused();
    await login.getByLabel('Recovery code').fill(codes[0]!);
    await login.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toHaveAccessibleName('Konts');
    const left = await openSecurity(dialog);
    await expect(left.getByRole('region', { name: 'Recovery codes' })).toContainText(
      '9 codes left',
    );
  });

  test('a session ended in the tab answers 401 at once; the others end together', async ({
    page,
  }) => {
    const api = env('E2E_API_URL');
    const { email, password, token: registering } = await registerUser(api);
    // Registering signed in too: that session is ended here, so the tab lists only ours.
    expect((await apiCall(api, 'POST', 'logout', { fields: {}, token: registering })).status).toBe(
      200,
    );
    const other = (await apiLogin(api, email, password)).authorisation.token;
    const mine = await apiLogin(api, email, password);
    await signInThroughSessionStorage(page, mine);
    await page.goto('/');
    const status = async (token: string) => (await apiCall(api, 'GET', 'me', { token })).status;
    expect(await status(other)).toBe(200);

    const dialog = await openModal(page);
    await openSecurity(dialog);
    const sessions = () => panel(dialog, 'Security').getByRole('region', { name: 'Sessions' });
    const ends = () => sessions().getByRole('button', { name: /^End session/ });
    await expect(sessions().getByText('This browser')).toBeVisible();
    await expect(ends()).toHaveCount(1);
    await ends().click();
    await expect(successAlert(dialog, 'Session ended')).toBeVisible();
    await expect(ends()).toHaveCount(0);
    expect(await status(other)).toBe(401);

    // Two more elsewhere, ended together; ours stays.
    const more = [
      (await apiLogin(api, email, password)).authorisation.token,
      (await apiLogin(api, email, password)).authorisation.token,
    ];
    await page.reload();
    await openSecurity(await openModal(page));
    await expect(ends()).toHaveCount(2);
    await sessions().getByRole('button', { name: 'End all other sessions' }).click();
    await expect(successAlert(dialog, '2 other sessions ended')).toBeVisible();
    await expect(ends()).toHaveCount(0);
    expect(await Promise.all(more.map(status))).toEqual([401, 401]);
    expect(await status(mine.authorisation.token)).toBe(200);
  });
});

test.describe('second-factor policy', () => {
  let site: Site;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSite({ apiEnv: { REQUIRE_SECOND_FACTOR_ROLES: 'update-users' } });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('an admin without a second factor sees only Security and cannot reach the export until one is set up', async ({
    page,
  }) => {
    const admin = await apiLogin(site.apiURL, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(admin.user.second_factor_required).toBe(true);
    const refused = await apiCall(site.apiURL, 'POST', 'export-applications/token', {
      token: admin.authorisation.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ reason: 'second-factor' });

    await page.goto(`${site.baseURL}/`);
    const dialog = await openModal(page);
    const login = panel(dialog, 'Login');
    await login.getByLabel('Email').fill(ADMIN_EMAIL);
    await login.getByLabel('Password').fill(ADMIN_PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();

    await expect(tabs(dialog)).toHaveText(['Security', 'User info']);
    await expect(dialog.getByRole('alert').first()).toContainText(
      'Set up a second factor to continue.',
    );
    const token = await page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('koris-auth') ?? '{}') as { state: { token: string } })
          .state.token,
    );
    expect(
      (await apiCall(site.apiURL, 'POST', 'export-applications/token', { token })).status,
    ).toBe(403);

    const app = panel(dialog, 'Security').getByRole('region', { name: 'Authenticator app' });
    await app.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = ((await app.locator('code').textContent()) ?? '').trim();
    await app.getByLabel('Code from the app').fill(codeNow(secret));
    await app.getByRole('button', { name: 'Turn on' }).click();
    await expect(app.getByText('The authenticator app is on.')).toBeVisible();

    // The other tabs return; Security stays shown, with the new recovery codes.
    await expect(dialog.getByRole('tab', { name: 'Applications' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByText('Set up a second factor to continue.')).toHaveCount(0);
    const allowed = await apiCall(site.apiURL, 'POST', 'export-applications/token', { token });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });
});
