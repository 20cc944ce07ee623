import { screen, within } from '@testing-library/react';
import { renderAccountModal } from '../../../testing/render';
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
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function openTokensTab() {
  const view = renderAccountModal({ user: aUser({ roles: ['update-users'] }) });
  await view.user.click(screen.getByRole('tab', { name: 'Registration tokens' }));
  return { ...view, panel: within(screen.getByRole('tabpanel', { name: 'Registration tokens' })) };
}

describe('Registration tokens tab', () => {
  it('has one switch per role, all off at first', async () => {
    const { panel } = await openTokensTab();
    const switches = panel.getAllByRole('switch');
    expect(switches.map((s) => (s as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'update-data',
      'update-users',
      'see-applications',
    ]);
    for (const s of switches) expect(s).not.toBeChecked();
    expect(panel.getByRole('switch', { name: 'see-applications' })).toHaveAccessibleDescription(
      'see and export admission applications',
    );
  });

  it('issues a token for the chosen roles and shows "Registration token created: {token}"', async () => {
    const calls = recordRequests();
    server.use(
      route.post('/issue-registration-token', () =>
        HttpResponse.json(
          { registration_token: 'rt-7f3a', roles: [{ name: 'see-applications' }] },
          { status: 201 },
        ),
      ),
    );
    const { user, panel } = await openTokensTab();
    await user.click(panel.getByRole('switch', { name: 'see-applications' }));
    await user.click(panel.getByRole('button', { name: 'Create registration token' }));

    const alert = await within(screen.getByRole('dialog')).findByText(
      'Registration token created: rt-7f3a',
    );
    expect(alert.closest('[role="status"]')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/issue-registration-token',
      authorization: `Bearer ${TOKEN}`,
      fields: { update_data: '0', update_users: '0', see_applications: '1' },
    });
    expect(panel.getByLabelText('New registration token')).toHaveValue('rt-7f3a');
    expect(panel.getByText('Roles: see-applications')).toBeInTheDocument();
  });

  it('copies the token to the clipboard and says so', async () => {
    server.use(
      route.post('/issue-registration-token', () =>
        HttpResponse.json({ registration_token: 'rt-1' }, { status: 201 }),
      ),
    );
    const { user, panel } = await openTokensTab();
    const writeText = jest.fn(async (_text: string) => {});
    await user.click(panel.getByRole('button', { name: 'Create registration token' }));
    await panel.findByLabelText('New registration token');
    // user-event installs its own clipboard on setup; ours replaces it to observe the call.
    setClipboard(writeText);
    await user.click(panel.getByRole('button', { name: 'Copy to clipboard' }));

    expect(writeText).toHaveBeenCalledWith('rt-1');
    expect(await panel.findByText('Copied to clipboard')).toHaveAttribute('role', 'status');
    expect(panel.getByText('Roles: none')).toBeInTheDocument();
  });

  it('selects the token for Ctrl+C when the clipboard refuses', async () => {
    server.use(
      route.post('/issue-registration-token', () =>
        HttpResponse.json({ registration_token: 'rt-2' }, { status: 201 }),
      ),
    );
    const { user, panel } = await openTokensTab();
    await user.click(panel.getByRole('button', { name: 'Create registration token' }));
    const field = await panel.findByLabelText('New registration token');
    setClipboard(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    await user.click(panel.getByRole('button', { name: 'Copy to clipboard' }));

    expect(
      await panel.findByText(
        'Could not copy automatically: the token is selected, press Ctrl+C to copy it.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'rt-2'.length]);
  });

  it('shows "Unauthorized" in a danger alert when the server refuses (403)', async () => {
    server.use(route.post('/issue-registration-token', () => failure(403, 'Forbidden')));
    const { user, panel } = await openTokensTab();
    await user.click(panel.getByRole('button', { name: 'Create registration token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
    expect(panel.queryByLabelText('New registration token')).not.toBeInTheDocument();
  });
});
