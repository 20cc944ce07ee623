import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@koris/shared/auth';
import { renderAccountModal, tabNames } from '../../../testing/render';
import {
  api as route,
  aUser,
  HttpResponse,
  recordRequests,
  resetStores,
  server,
} from '@koris/shared/testing';

beforeEach(resetStores);

async function fillRegister(user: ReturnType<typeof renderAccountModal>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Register' }));
  const panel = within(screen.getByRole('tabpanel', { name: 'Register' }));
  await user.type(panel.getByLabelText('Name'), 'Jānis Ozols');
  await user.type(panel.getByLabelText('Email'), 'janis@koris.lv');
  await user.type(panel.getByLabelText('Password'), 'dziesma123');
  await user.type(panel.getByLabelText('Registration token'), ' tok-42 ');
  await user.click(panel.getByRole('button', { name: 'Register' }));
  return panel;
}

describe('Register tab', () => {
  it('registers with the token, says "Registered" and shows the tabs of its roles', async () => {
    const janis = aUser({
      roles: ['see-applications'],
      name: 'Jānis Ozols',
      email: 'janis@koris.lv',
    });
    const calls = recordRequests();
    server.use(
      route.post('/register', () =>
        HttpResponse.json({ user: janis, authorisation: { token: 'j' } }, { status: 201 }),
      ),
    );
    const { user } = renderAccountModal();
    await fillRegister(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Registered');
    expect(calls[0]).toMatchObject({
      path: '/api/register',
      fields: {
        name: 'Jānis Ozols',
        email: 'janis@koris.lv',
        password: 'dziesma123',
        registration_token: 'tok-42',
      },
    });
    expect(tabNames()).toEqual([
      'User info',
      'Change password',
      'Security',
      'Applications',
      'Miskaste',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'User info' })).toHaveTextContent('Jānis Ozols');
    expect(useAuthStore.getState().token).toBe('j');
  });

  it('shows the server message when the token is used, keeping the form', async () => {
    server.use(
      route.post('/register', () =>
        HttpResponse.json(
          {
            message: 'The registration token is invalid, used or expired.',
            errors: { registration_token: ['The registration token is invalid, used or expired.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderAccountModal();
    const panel = await fillRegister(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The registration token is invalid, used or expired.',
    );
    expect(panel.getByLabelText('Name')).toHaveValue('Jānis Ozols');
    expect(panel.getByLabelText('Registration token')).toHaveValue(' tok-42 ');
    expect(useAuthStore.getState().user).toBeNull();
  });
});
