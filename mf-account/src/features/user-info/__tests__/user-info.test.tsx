import { screen, within } from '@testing-library/react';
import { AUTH_STORAGE_KEY, useAuthStore } from '@koris/shared/auth';
import { renderAccountModal, tabNames } from '../../../testing/render';
import {
  api as route,
  aUser,
  http,
  HttpResponse,
  recordRequests,
  resetStores,
  server,
  TOKEN,
} from '@koris/shared/testing';

beforeEach(resetStores);

describe('User info tab', () => {
  it('shows name, email and roles', () => {
    renderAccountModal({ user: aUser({ roles: ['update-data', 'see-applications'] }) });
    const panel = within(screen.getByRole('tabpanel', { name: 'User info' }));
    expect(panel.getByText('Anna Bērziņa')).toBeInTheDocument();
    expect(panel.getByText('anna@koris.lv')).toBeInTheDocument();
    expect(panel.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'update-data',
      'see-applications',
    ]);
  });

  it('says "No roles" for a user without roles', () => {
    renderAccountModal({ user: aUser({ roles: [] }) });
    expect(screen.getByRole('tabpanel', { name: 'User info' })).toHaveTextContent('No roles');
  });

  it('logs out on the server with the bearer token and says "Logged out"', async () => {
    const calls = recordRequests();
    server.use(route.post('/logout', () => HttpResponse.json({ message: 'Logged out' })));
    const { user } = renderAccountModal({ user: aUser({ roles: ['update-data'] }) });
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Logged out');
    expect(calls[0]).toMatchObject({ path: '/api/logout', authorization: `Bearer ${TOKEN}` });
    expect(screen.getByRole('dialog', { name: 'Pieslēgties' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Login', 'Register']);
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(JSON.parse(sessionStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').state).toEqual({
      user: null,
      token: null,
    });
  });

  it('clears the session even when the logout call fails', async () => {
    server.use(http.all('*', () => HttpResponse.error()));
    const { user } = renderAccountModal({ user: aUser({ roles: [] }) });
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Logged out');
    expect(useAuthStore.getState().token).toBeNull();
    expect(tabNames()).toEqual(['Login', 'Register']);
  });
});
