import { screen, within } from '@testing-library/react';
import { errorMessages } from '@koris/shared/api';
import { AUTH_STORAGE_KEY, useAuthStore } from '@koris/shared/auth';
import { renderAccountModal, tabNames } from '../../../testing/render';
import {
  api as route,
  aUser,
  failure,
  http,
  HttpResponse,
  recordRequests,
  resetStores,
  server,
} from '@koris/shared/testing';

beforeEach(resetStores);

const loginPanel = () => within(screen.getByRole('tabpanel', { name: 'Login' }));

describe('Login tab', () => {
  it('logs in, says "Logged in" and shows the first logged-in tab, focused', async () => {
    const admin = aUser({
      roles: ['update-data', 'update-users', 'see-applications'],
      name: 'Administrators',
      email: 'admin@koris.lv',
      is_edit_mode_active: true,
    });
    const calls = recordRequests();
    server.use(
      route.post('/login', () =>
        HttpResponse.json({ user: admin, authorisation: { token: 'jwt-1' } }),
      ),
    );
    const { user } = renderAccountModal();

    await user.type(loginPanel().getByLabelText('Email'), 'admin@koris.lv');
    await user.type(loginPanel().getByLabelText('Password'), 'admin12345');
    await user.click(loginPanel().getByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('dialog', { name: 'Konts' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Logged in');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/login',
        fields: { email: 'admin@koris.lv', password: 'admin12345' },
      }),
    ]);
    expect(tabNames()).toEqual([
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
    expect(screen.getByRole('tab', { name: 'User info' })).toHaveFocus();
    // The edit-mode flag comes from the login answer, without another call (docs/product.md#states).
    expect(useAuthStore.getState().user?.is_edit_mode_active).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').state).toEqual({
      user: admin,
      token: 'jwt-1',
    });
  });

  it('sends even empty fields to the server and shows its message in a danger alert', async () => {
    const calls = recordRequests();
    server.use(
      route.post('/login', () =>
        HttpResponse.json({ message: 'The email field is required.', errors: {} }, { status: 422 }),
      ),
    );
    const { user } = renderAccountModal();
    await user.click(loginPanel().getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email field is required.');
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toBe(alert);
    expect(calls).toHaveLength(1);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('keeps what was typed after a refused login, and the alert can be dismissed', async () => {
    server.use(route.post('/login', () => failure(422, 'Invalid email or password.')));
    const { user } = renderAccountModal();
    await user.type(loginPanel().getByLabelText('Email'), 'anna@koris.lv');
    await user.type(loginPanel().getByLabelText('Password'), 'wrong');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(loginPanel().getByLabelText('Email')).toHaveValue('anna@koris.lv');
    expect(loginPanel().getByLabelText('Password')).toHaveValue('wrong');
    expect(tabNames()).toEqual(['Login', 'Register']);

    await user.click(screen.getByRole('button', { name: 'Aizvērt paziņojumu' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the network is down', async () => {
    server.use(http.all('*', () => HttpResponse.error()));
    const { user } = renderAccountModal();
    await user.click(loginPanel().getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.network);
  });
});
