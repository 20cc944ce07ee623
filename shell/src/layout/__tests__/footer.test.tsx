import { screen, within } from '@testing-library/react';
import { logIn, mockFetch, renderApp, resetAll, settingId } from '../../test/render-app';

beforeEach(() => {
  resetAll();
});

const footer = () => screen.getByRole('contentinfo');

describe('footer', () => {
  it('shows the description and both contact blocks from the settings, line by line', async () => {
    mockFetch();
    renderApp('/events');
    await screen.findByRole('heading', { level: 1, name: 'NOTIKUMI' });
    const f = footer();
    expect(await within(f).findByText('dzied kopš 1925. gada')).toBeInTheDocument();
    expect(
      within(f).getByText('Latvijas Universitātes jauktais koris', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(within(f).getByText('Anna Bērziņa')).toBeInTheDocument();
    expect(within(f).getByText('Jānis Kalniņš')).toBeInTheDocument();
    expect(within(f).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    // Visitors never get edit buttons.
    expect(within(f).queryByRole('button', { name: /Labot tekstu/ })).not.toBeInTheDocument();
  });

  it('collapses the bank details (Latvian footer only) behind a toggle', async () => {
    mockFetch();
    const { user } = renderApp('/events');
    const toggle = await within(footer()).findByRole('button', { name: 'Bankas rekvizīti' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(footer()).getByText('Konts (IBAN)')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(footer()).getByText('Konts (IBAN)')).toBeVisible();
  });

  it('uses the eng_ settings and no bank details on the English pages', async () => {
    mockFetch();
    renderApp('/en/about-us');
    const f = await screen.findByRole('contentinfo');
    expect(
      await within(f).findByText('The mixed choir of the University of Latvia'),
    ).toBeInTheDocument();
    expect(within(f).getByText('Chair of the board')).toBeInTheDocument();
    expect(within(f).queryByRole('button', { name: 'Bankas rekvizīti' })).not.toBeInTheDocument();
  });

  it('lets staff in edit mode change a footer text, which shows at once', async () => {
    const { calls } = mockFetch();
    logIn({ roles: [{ name: 'update-data' }], is_edit_mode_active: true });
    const { user } = renderApp('/events');
    const edit = await within(footer()).findByRole('button', {
      name: /Labot tekstu: Kājenes kontakti 1/,
    });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Kājenes kontakti 1' });
    const textarea = within(dialog).getByRole('textbox');
    expect(textarea).toHaveValue('Diriģente\nAnna Bērziņa');
    await user.clear(textarea);
    await user.type(textarea, 'Diriģents{Enter}Pēteris Ozols');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(footer()).findByText('Pēteris Ozols')).toBeInTheDocument();
    expect(within(footer()).queryByText('Anna Bērziņa')).not.toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({
      url: `/api/system-setting/${settingId('footer_contact_1')}`,
      body: { value: 'Diriģents\nPēteris Ozols' },
      authorization: 'Bearer test-token',
    });
  });

  it('shows no edit control to staff whose edit mode is off or who lack update-data', async () => {
    mockFetch();
    logIn({ roles: [{ name: 'update-data' }], is_edit_mode_active: false });
    const { unmount } = renderApp('/events');
    await within(footer()).findByText('Anna Bērziņa');
    expect(
      within(footer()).queryByRole('button', { name: /Labot tekstu/ }),
    ).not.toBeInTheDocument();
    unmount();

    resetAll();
    mockFetch();
    logIn({ roles: [{ name: 'see-applications' }], is_edit_mode_active: true });
    renderApp('/events');
    await within(await screen.findByRole('contentinfo')).findByText('Anna Bērziņa');
    expect(
      within(footer()).queryByRole('button', { name: /Labot tekstu/ }),
    ).not.toBeInTheDocument();
  });
});
