import { screen, within } from '@testing-library/react';
import { AUTH_STORAGE_KEY, useAuthStore } from '@koris/shared/auth';
import {
  TOKEN,
  makeUser,
  renderAccountModal,
  resetStores,
  tabNames,
} from '../../../testing/render';
import { mockFetch, mockNetworkDown } from '../../../testing/fetch-mock';

beforeEach(resetStores);

describe('User info tab', () => {
  it('shows name, email and roles', () => {
    mockFetch({});
    renderAccountModal({ user: makeUser(['update-data', 'see-applications']) });
    const panel = within(screen.getByRole('tabpanel', { name: 'User info' }));
    expect(panel.getByText('Anna Bērziņa')).toBeInTheDocument();
    expect(panel.getByText('anna@koris.lv')).toBeInTheDocument();
    expect(panel.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'update-data',
      'see-applications',
    ]);
  });

  it('says "No roles" for a user without roles', () => {
    mockFetch({});
    renderAccountModal({ user: makeUser([]) });
    expect(screen.getByRole('tabpanel', { name: 'User info' })).toHaveTextContent('No roles');
  });

  it('logs out on the server with the bearer token and says "Logged out"', async () => {
    const { calls } = mockFetch({ 'POST /api/logout': { body: { message: 'Logged out' } } });
    const { user } = renderAccountModal({ user: makeUser(['update-data']) });
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
    mockNetworkDown();
    const { user } = renderAccountModal({ user: makeUser([]) });
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Logged out');
    expect(useAuthStore.getState().token).toBeNull();
    expect(tabNames()).toEqual(['Login', 'Register']);
  });
});
