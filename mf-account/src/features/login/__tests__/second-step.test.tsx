import { screen, within } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { useAuthStore } from '@koris/shared/auth';
import {
  api as route,
  aUser,
  HttpResponse,
  recordRequests,
  resetStores,
  server,
  withBody,
} from '@koris/shared/testing';
import { renderAccountModal, tabNames } from '../../../testing/render';

jest.mock('@simplewebauthn/browser', () => ({
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
}));

beforeEach(() => {
  resetStores();
  jest.mocked(startAuthentication).mockReset();
});

const ADMIN = aUser({ roles: ['update-users'], name: 'Administrators' });
const ASSERTION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };
const signedIn = () => HttpResponse.json({ user: ADMIN, authorisation: { token: 'jwt-2' } });
const loginPanel = () => within(screen.getByRole('tabpanel', { name: 'Login' }));

/** The password is right; the account has the app, a passkey and recovery codes. */
function passwordNeedsSecondStep() {
  server.use(
    route.post('/login', () =>
      HttpResponse.json({
        second_step: {
          ticket: 'ticket-1',
          methods: ['totp', 'passkey', 'recovery'],
          expires_in: 300,
        },
      }),
    ),
    route.post(
      '/login/second-step',
      withBody(({ json }) => {
        const body = json as { code?: string; recovery_code?: string };
        if (body.code === '123456' || body.recovery_code === 'abcd-efgh' || 'passkey' in body) {
          return signedIn();
        }
        return HttpResponse.json(
          { message: 'Invalid code.', errors: { code: ['Invalid code.'] } },
          { status: 422 },
        );
      }),
    ),
    route.post('/login/second-step/passkey-options', () =>
      HttpResponse.json({ challenge: 'second-step-challenge' }),
    ),
  );
}

async function enterPassword() {
  passwordNeedsSecondStep();
  const view = renderAccountModal();
  await view.user.type(loginPanel().getByLabelText('Email'), 'admin@koris.lv');
  await view.user.type(loginPanel().getByLabelText('Password'), 'admin12345');
  await view.user.click(loginPanel().getByRole('button', { name: 'Login' }));
  await loginPanel().findByRole('heading', { name: 'Second step' });
  return view;
}

describe('Login: the second step', () => {
  it('asks for the one-time code with focus in its field, keeps nothing until it is right', async () => {
    const calls = recordRequests();
    const { user } = await enterPassword();

    const field = loginPanel().getByLabelText('One-time code');
    expect(field).toHaveFocus();
    expect(loginPanel().queryByLabelText('Password')).not.toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });

    await user.type(field, '000000');
    await user.click(loginPanel().getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code.');
    expect(useAuthStore.getState().token).toBeNull();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(loginPanel().getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('dialog', { name: 'Konts' })).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('jwt-2');
    expect(tabNames()).toContain('Security');
    await calls.settled();
    expect(calls.filter((c) => c.path === '/api/login/second-step').map((c) => c.json)).toEqual([
      { ticket: 'ticket-1', code: '000000' },
      { ticket: 'ticket-1', code: '123456' },
    ]);
  });

  it('takes a recovery code instead', async () => {
    const { user } = await enterPassword();

    await user.click(loginPanel().getByRole('button', { name: 'Use a recovery code' }));
    const field = loginPanel().getByLabelText('Recovery code');
    expect(field).toHaveFocus();
    await user.type(field, 'abcd-efgh');
    await user.click(loginPanel().getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('dialog', { name: 'Konts' })).toBeInTheDocument();
    expect(useAuthStore.getState().user).toMatchObject({ name: 'Administrators' });
  });

  it('takes the passkey instead', async () => {
    jest.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
    const calls = recordRequests();
    const { user } = await enterPassword();

    await user.click(loginPanel().getByRole('button', { name: 'Use a passkey' }));

    expect(await screen.findByRole('dialog', { name: 'Konts' })).toBeInTheDocument();
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'second-step-challenge' },
    });
    await calls.settled();
    expect(calls.find((c) => c.path === '/api/login/second-step')?.json).toEqual({
      ticket: 'ticket-1',
      passkey: ASSERTION,
    });
  });

  it('goes back to the password when the server says to sign in again', async () => {
    const { user } = await enterPassword();
    server.use(
      route.post('/login/second-step', () =>
        HttpResponse.json(
          {
            message: 'Too many attempts. Sign in again.',
            errors: { code: ['Too many attempts. Sign in again.'] },
          },
          { status: 422 },
        ),
      ),
    );
    await user.type(loginPanel().getByLabelText('One-time code'), '111111');
    await user.click(loginPanel().getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Sign in again.');
    expect(loginPanel().getByLabelText('Password')).toBeInTheDocument();
    expect(loginPanel().queryByLabelText('One-time code')).not.toBeInTheDocument();
  });

  it('goes back to the password with Start again', async () => {
    const { user } = await enterPassword();
    await user.click(loginPanel().getByRole('button', { name: 'Start again' }));
    expect(loginPanel().getByLabelText('Password')).toBeInTheDocument();
    expect(loginPanel().queryByText('Second step')).not.toBeInTheDocument();
  });
});

describe('Login: Sign in with a passkey', () => {
  it('signs in with no e-mail asked', async () => {
    jest.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
    const calls = recordRequests();
    server.use(
      route.post('/login/passkey-options', () =>
        HttpResponse.json({ challenge_id: 'ch-1', options: { challenge: 'first' } }),
      ),
      route.post('/login/passkey', signedIn),
    );
    const { user } = renderAccountModal();

    await user.click(loginPanel().getByRole('button', { name: 'Sign in with a passkey' }));

    const dialog = await screen.findByRole('dialog', { name: 'Konts' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Logged in');
    await calls.settled();
    expect(calls.find((c) => c.path === '/api/login/passkey')?.json).toEqual({
      challenge_id: 'ch-1',
      response: ASSERTION,
    });
  });

  it('says the passkey is not recognised and stays logged out', async () => {
    jest.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
    server.use(
      route.post('/login/passkey-options', () =>
        HttpResponse.json({ challenge_id: 'ch-1', options: { challenge: 'first' } }),
      ),
      route.post('/login/passkey', () =>
        HttpResponse.json({ message: 'This passkey is not recognised.' }, { status: 422 }),
      ),
    );
    const { user } = renderAccountModal();

    await user.click(loginPanel().getByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This passkey is not recognised.');
    expect(useAuthStore.getState().token).toBeNull();
    expect(tabNames()).toEqual(['Login', 'Register']);
  });
});
