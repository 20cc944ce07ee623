import { screen, waitFor, within } from '@testing-library/react';
import { startRegistration } from '@simplewebauthn/browser';
import { useAuthStore } from '@koris/shared/auth';
import { aUser, recordRequests, resetStores, server } from '@koris/shared/testing';
import type { User } from '@koris/shared/types';
import { renderAccountModal, tabNames } from '../../../testing/render';
import {
  aPasskey,
  aSession,
  fakeSecurity,
  RECOVERY_CODES,
  securityHandlers,
  type FakeSecurity,
} from './security-handlers';

jest.mock('@simplewebauthn/browser', () => ({
  startRegistration: jest.fn(),
  startAuthentication: jest.fn(),
}));

beforeEach(() => {
  resetStores();
  jest.mocked(startRegistration).mockReset();
});

const REGISTRATION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };

async function openSecurity(state: FakeSecurity, user: User = aUser({ roles: [] })) {
  server.use(...securityHandlers(state));
  const view = renderAccountModal({ user });
  await view.user.click(screen.getByRole('tab', { name: 'Security' }));
  const panel = screen.getByRole('tabpanel', { name: 'Security' });
  await within(panel).findByRole('heading', { name: 'Passkeys' });
  return { ...view, panel, inPanel: within(panel) };
}

const section = (name: string) => within(screen.getByRole('region', { name }) as HTMLElement);

describe('Security tab', () => {
  it('lists the passkeys, the app, the codes left, the sessions and the recent changes', async () => {
    const state = fakeSecurity({
      passkeys: [
        aPasskey({ id: 1, name: 'Laptop' }),
        aPasskey({ id: 2, name: 'Phone', last_used_at: '2026-03-06T18:45:00.000Z' }),
      ],
      recoveryLeft: 8,
      events: [{ action: 'passkey-added', at: '2026-03-05T10:15:00.000Z', detail: 'Phone' }],
      sessions: [
        aSession({ id: 'mine', browser: 'Chrome 142', system: 'Windows', current: true }),
        aSession({ id: 'other', browser: 'Firefox 140', system: 'Linux' }),
      ],
    });
    await openSecurity(state);

    const passkeys = section('Passkeys');
    const laptop = within(passkeys.getByText('Laptop').closest('li')!);
    expect(laptop.getByText(/Added/)).toHaveTextContent('Added 05.03.2026 12:15 · Never used');
    expect(passkeys.getByText('Phone').closest('li')).toHaveTextContent(
      'Last used 06.03.2026 20:45',
    );
    expect(passkeys.getByRole('button', { name: 'Remove passkey Laptop' })).toBeInTheDocument();
    expect(section('Authenticator app').getByText('The authenticator app is off.')).toBeVisible();
    expect(section('Recovery codes').getByText('8 codes left')).toBeInTheDocument();
    const sessions = section('Sessions');
    expect(await sessions.findByText('Chrome 142 · Windows')).toBeInTheDocument();
    expect(sessions.getByText('This browser')).toBeInTheDocument();
    expect(
      sessions.getByRole('button', { name: 'End session Firefox 140 · Linux, 203.0.113.5' }),
    ).toBeInTheDocument();
    expect(sessions.getAllByRole('button', { name: /^End session/ })).toHaveLength(1);
    expect(section('Recent changes').getByText('Passkey added: Phone')).toBeInTheDocument();
  });

  it('adds a named passkey and shows the recovery codes of the first factor once', async () => {
    jest.mocked(startRegistration).mockResolvedValue(REGISTRATION as never);
    const calls = recordRequests();
    const state = fakeSecurity();
    const { user } = await openSecurity(state);

    const passkeys = section('Passkeys');
    expect(passkeys.getByText('No passkeys yet.')).toBeInTheDocument();
    await user.type(passkeys.getByLabelText('Passkey name'), 'Laptop');
    await user.click(passkeys.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText('Passkey Laptop added')).toBeInTheDocument();
    expect(await passkeys.findByRole('button', { name: 'Remove passkey Laptop' })).toBeVisible();
    expect(passkeys.getByLabelText('Passkey name')).toHaveValue('');
    expect(startRegistration).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'reg-challenge', rp: { name: 'Koris' } },
    });
    await calls.settled();
    expect(calls.find((c) => c.path === '/api/security/passkeys')?.json).toEqual({
      name: 'Laptop',
      response: REGISTRATION,
    });
    const recovery = section('Recovery codes');
    const fresh = within(recovery.getByRole('group', { name: 'New recovery codes' }));
    expect(fresh.getAllByRole('listitem').map((li) => li.textContent)).toEqual(RECOVERY_CODES);
    expect(fresh.getByRole('button', { name: 'Copy to clipboard' })).toBeInTheDocument();
    expect(await recovery.findByText('10 codes left')).toBeInTheDocument();
  });

  it('says so when the browser makes no passkey, and sends nothing', async () => {
    jest.mocked(startRegistration).mockRejectedValue(new Error('NotAllowedError'));
    const calls = recordRequests();
    const { user } = await openSecurity(fakeSecurity());

    const passkeys = section('Passkeys');
    await user.type(passkeys.getByLabelText('Passkey name'), 'Laptop');
    await user.click(passkeys.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No passkey was created. Try again, or use another device.',
    );
    expect(passkeys.getByLabelText('Passkey name')).toHaveValue('Laptop');
    expect(calls.map((c) => c.path)).not.toContain('/api/security/passkeys');
  });

  it('sets up the authenticator app with a QR code drawn on the page and a code from it', async () => {
    const state = fakeSecurity();
    const { user } = await openSecurity(state);
    const app = section('Authenticator app');

    await user.click(app.getByRole('button', { name: 'Set up an authenticator app' }));
    const qr = await app.findByRole('img', { name: 'QR code for the authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')).not.toBeNull();
    expect(app.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await user.type(app.getByLabelText('Code from the app'), '654321');
    await user.click(app.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code.');
    expect(app.getByLabelText('Code from the app')).toHaveValue('654321');
    expect(state.totp).toBe(false);

    await user.clear(app.getByLabelText('Code from the app'));
    await user.type(app.getByLabelText('Code from the app'), '123456');
    await user.click(app.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Authenticator app turned on')).toBeInTheDocument();
    expect(await app.findByText('The authenticator app is on.')).toBeInTheDocument();
    expect(app.queryByRole('img')).not.toBeInTheDocument();
    expect(app.getByLabelText('Current code from the app')).toBeInTheDocument();
    expect(section('Recovery codes').getAllByRole('listitem')).toHaveLength(10);
  });

  it('ends another session, then all the others', async () => {
    const state = fakeSecurity({
      sessions: [
        aSession({ id: 'mine', browser: 'Chrome 142', current: true }),
        aSession({ id: 'a', browser: 'Firefox 140', address: '203.0.113.5' }),
        aSession({ id: 'b', browser: 'Safari 18', system: 'macOS', address: '198.51.100.7' }),
        aSession({ id: 'c', browser: 'Edge 140', system: 'Windows', address: '198.51.100.8' }),
      ],
    });
    const { user } = await openSecurity(state);
    const sessions = section('Sessions');

    await user.click(
      await sessions.findByRole('button', { name: 'End session Firefox 140 · Linux, 203.0.113.5' }),
    );
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    expect(sessions.getByRole('heading', { name: 'Sessions' })).toHaveFocus();
    await waitFor(() =>
      expect(sessions.queryByText('Firefox 140 · Linux')).not.toBeInTheDocument(),
    );

    await user.click(sessions.getByRole('button', { name: 'End all other sessions' }));
    expect(await screen.findByText('2 other sessions ended')).toBeInTheDocument();
    await waitFor(() =>
      expect(sessions.queryByRole('button', { name: /^End/ })).not.toBeInTheDocument(),
    );
    expect(sessions.getByText('Chrome 142 · Linux')).toBeInTheDocument();
  });
});

describe('Confirm it is you', () => {
  it('asks for the password when removing a passkey needs a confirmation, then removes it', async () => {
    const calls = recordRequests();
    const state = fakeSecurity({ passkeys: [aPasskey({ id: 7, name: 'Laptop' })] });
    const { user } = await openSecurity(state);

    await user.click(section('Passkeys').getByRole('button', { name: 'Remove passkey Laptop' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    expect(dialog.getByLabelText('Password')).toHaveFocus();

    await user.type(dialog.getByLabelText('Password'), 'wrong');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The password is incorrect.');
    expect(state.passkeys).toHaveLength(1);

    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'admin12345');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Passkey Laptop removed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).not.toBeInTheDocument();
    expect(await section('Passkeys').findByText('No passkeys yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/security/passkeys/7',
      '/api/security/passkeys/7',
    ]);
  });

  it('confirms with a code from the app before new recovery codes', async () => {
    const state = fakeSecurity({ totp: true, recoveryLeft: 3 });
    const { user } = await openSecurity(state);

    await user.click(section('Recovery codes').getByRole('button', { name: 'Create new codes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await user.type(dialog.getByLabelText('Code from the app'), '123456');
    await user.click(dialog.getByRole('button', { name: 'Confirm with the code' }));

    const fresh = within(
      await section('Recovery codes').findByRole('group', { name: 'New recovery codes' }),
    );
    expect(fresh.getAllByRole('listitem')[0]).toHaveTextContent('new-abcd-efg0');
    expect(await section('Recovery codes').findByText('10 codes left')).toBeInTheDocument();
  });

  it('leaves the act undone when the dialog is cancelled', async () => {
    const state = fakeSecurity({ totp: true });
    const { user } = await openSecurity(state);
    const app = section('Authenticator app');

    await user.type(app.getByLabelText('Current code from the app'), '123456');
    await user.click(app.getByRole('button', { name: 'Turn off' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm it is you to continue.');
    expect(state.totp).toBe(true);
    expect(app.getByText('The authenticator app is on.')).toBeInTheDocument();
  });
});

describe('Second-factor policy', () => {
  const required = () => ({ ...aUser({ roles: ['update-users'] }), second_factor_required: true });

  it('shows only Security and User info with the alert until a factor is set up', async () => {
    jest.mocked(startRegistration).mockResolvedValue(REGISTRATION as never);
    const state = fakeSecurity({ required: true });
    server.use(...securityHandlers(state));
    const view = renderAccountModal({ user: required() });

    expect(tabNames()).toEqual(['Security', 'User info']);
    expect(screen.getByRole('alert')).toHaveTextContent('Set up a second factor to continue.');
    const panel = within(screen.getByRole('tabpanel', { name: 'Security' }));
    const passkeys = within(await panel.findByRole('region', { name: 'Passkeys' }));

    await view.user.type(passkeys.getByLabelText('Passkey name'), 'Laptop');
    await view.user.click(passkeys.getByRole('button', { name: 'Add a passkey' }));

    await waitFor(() => expect(tabNames()).toContain('Registration tokens'));
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Security' })).getByRole('group', {
        name: 'New recovery codes',
      }),
    ).toBeVisible();
    expect(screen.queryByText('Set up a second factor to continue.')).not.toBeInTheDocument();
    expect(useAuthStore.getState().user).toMatchObject({ second_factor_required: false });
  });
});
