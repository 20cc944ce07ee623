import { screen, within } from '@testing-library/react';
import { AUTH_STORAGE_KEY, useAuthStore } from '@koris/shared/auth';
import { renderAccountModal, tabNames } from '../../../testing/render';
import {
  api as route,
  aUser,
  failure,
  HttpResponse,
  recordRequests,
  resetStores,
  server,
  TOKEN,
} from '@koris/shared/testing';

beforeEach(resetStores);

async function submitPasswords(current: string, next: string) {
  const view = renderAccountModal({ user: aUser({ roles: [] }) });
  await view.user.click(screen.getByRole('tab', { name: 'Change password' }));
  const panel = within(screen.getByRole('tabpanel', { name: 'Change password' }));
  await view.user.type(panel.getByLabelText('Current password'), current);
  await view.user.type(panel.getByLabelText('New password'), next);
  await view.user.click(panel.getByRole('button', { name: 'Change password' }));
  return { ...view, panel };
}

describe('Change password tab', () => {
  it('changes the password, says "Password changed!" and empties the fields', async () => {
    const calls = recordRequests();
    server.use(
      route.post('/changePassword', () => HttpResponse.json({ message: 'Password changed!' })),
    );
    const { panel } = await submitPasswords('admin12345', 'jaunaParole1');

    expect(
      await within(screen.getByRole('dialog')).findByText('Password changed!'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/changePassword',
      authorization: `Bearer ${TOKEN}`,
      fields: { current_password: 'admin12345', new_password: 'jaunaParole1' },
    });
    expect(panel.getByLabelText('Current password')).toHaveValue('');
    expect(panel.getByLabelText('New password')).toHaveValue('');
    expect(useAuthStore.getState().token).toBe(TOKEN);
  });

  it('shows the server message in a danger alert and keeps the fields', async () => {
    server.use(
      route.post('/changePassword', () => failure(422, 'The current password is incorrect.')),
    );
    const { panel } = await submitPasswords('nepareiza', 'jaunaParole1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The current password is incorrect.',
    );
    expect(panel.getByLabelText('Current password')).toHaveValue('nepareiza');
    expect(useAuthStore.getState().user).not.toBeNull();
  });

  it('logs out on a 401: "Logged out", session cleared, back to Login', async () => {
    server.use(route.post('/changePassword', () => failure(401, 'Unauthenticated.')));
    await submitPasswords('admin12345', 'jaunaParole1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Logged out');
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(JSON.parse(sessionStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').state.token).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Pieslēgties' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Login', 'Register']);
  });

  it('asks "Confirm it is you" when the server wants a fresh confirmation, then changes it', async () => {
    const calls = recordRequests();
    let confirmed = false;
    server.use(
      route.post('/changePassword', () =>
        confirmed
          ? HttpResponse.json({ message: 'Password changed!' })
          : HttpResponse.json(
              { message: 'Confirm it is you to continue.', reason: 'confirm' },
              { status: 403 },
            ),
      ),
      route.post('/security/confirm', () => {
        confirmed = true;
        return HttpResponse.json({ confirmed_until: '2026-03-05T10:25:00.000Z' });
      }),
    );
    const { user, panel } = await submitPasswords('admin12345', 'jaunaParole1');

    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await user.type(confirm.getByLabelText('Password'), 'admin12345');
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Password changed!')).toBeInTheDocument();
    expect(panel.getByLabelText('New password')).toHaveValue('');
    await calls.settled();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/changePassword',
      '/api/security/confirm',
      '/api/changePassword',
    ]);
    expect(calls[1]?.json).toEqual({ password: 'admin12345' });
  });
});
