import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@koris/shared/auth';
import { EditableText } from '@koris/shared/ui';
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

const footerSetting = () =>
  HttpResponse.json({ id: 12, name: 'footer_description', value: 'Jauktais koris' });

const toggleAnswer = async ({ request }: { request: Request }) => {
  const active = (await request.formData()).get('is_edit_mode_active') === '1';
  return HttpResponse.json({
    user: aUser({ roles: ['update-data'], is_edit_mode_active: active }),
    message: active ? 'Edit mode turned on' : 'Edit mode turned off',
  });
};

describe('Toggle edit mode tab', () => {
  it('turns edit mode on: "Edit mode turned on", and edit controls appear at once', async () => {
    const calls = recordRequests();
    server.use(
      route.get('/system-setting/get-by-name/footer_description', footerSetting),
      route.post('/toggle-edit-mode', toggleAnswer),
    );
    const { user } = renderAccountModal({
      user: aUser({ roles: ['update-data'] }),
      // Another part of the site, on the same shared store (here: the shell's footer text).
      page: <EditableText name="footer_description" label="Kājenes apraksts" />,
    });
    expect(await screen.findByText('Jauktais koris')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Labot tekstu/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Toggle edit mode' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Toggle edit mode' }));
    expect(panel.getByText('Edit mode is off.')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Turn edit mode on' }));

    expect(
      await within(screen.getByRole('dialog')).findByText('Edit mode turned on'),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/toggle-edit-mode',
      authorization: `Bearer ${TOKEN}`,
      fields: { is_edit_mode_active: '1' },
    });
    expect(panel.getByText('Edit mode is on.')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.is_edit_mode_active).toBe(true);
    expect(
      screen.getByRole('button', { name: /^Labot tekstu: Kājenes apraksts/, hidden: true }),
    ).toBeInTheDocument();
  });

  it('turns edit mode off: "Edit mode turned off", and edit controls disappear', async () => {
    const calls = recordRequests();
    server.use(
      route.get('/system-setting/get-by-name/footer_description', footerSetting),
      route.post('/toggle-edit-mode', toggleAnswer),
    );
    const { user } = renderAccountModal({
      user: aUser({ roles: ['update-data'], is_edit_mode_active: true }),
      page: <EditableText name="footer_description" label="Kājenes apraksts" />,
    });
    expect(
      await screen.findByRole('button', { name: /^Labot tekstu: Kājenes apraksts/, hidden: true }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Toggle edit mode' }));
    await user.click(screen.getByRole('button', { name: 'Turn edit mode off' }));

    expect(
      await within(screen.getByRole('dialog')).findByText('Edit mode turned off'),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.fields).toEqual({ is_edit_mode_active: '0' });
    expect(screen.getByRole('button', { name: 'Turn edit mode on' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Labot tekstu/, hidden: true }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Jauktais koris')).toBeInTheDocument();
  });

  it('keeps the state and shows the server message when the toggle fails', async () => {
    server.use(route.post('/toggle-edit-mode', () => failure(500, 'Database is busy')));
    const { user } = renderAccountModal({ user: aUser({ roles: ['update-data'] }) });
    await user.click(screen.getByRole('tab', { name: 'Toggle edit mode' }));
    await user.click(screen.getByRole('button', { name: 'Turn edit mode on' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Database is busy');
    expect(screen.getByText('Edit mode is off.')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.is_edit_mode_active).toBe(false);
  });
});
