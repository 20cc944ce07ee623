import { recordRequests, TOKEN } from '@koris/shared/testing';
import { screen, within } from '@testing-library/react';
import { site } from '@koris/shared/config';
import { logIn, serveSite, renderApp, resetAll, settingId } from '../../testing/render-app';

beforeEach(() => {
  resetAll();
});

const footer = () => screen.getByRole('contentinfo');

/**
 * Staff in edit mode on `address`: presses the footer's edit button named `name`; the requests
 * are recorded from the start.
 */
async function openFooterText(address: string, name: RegExp) {
  const calls = recordRequests();
  serveSite();
  logIn({ roles: [{ name: 'update-data' }], is_edit_mode_active: true });
  const { user } = renderApp(address);
  await user.click(await within(footer()).findByRole('button', { name }));
  return { calls, user };
}

describe('footer', () => {
  it('shows the description and both contact blocks from the settings, line by line', async () => {
    serveSite();
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
    serveSite();
    const { user } = renderApp('/events');
    const toggle = await within(footer()).findByRole('button', { name: 'Bankas rekvizīti' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(footer()).getByText('Konts (IBAN)')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(footer()).getByText('Konts (IBAN)')).toBeVisible();
  });

  it('uses the eng_ settings and no bank details on the English pages', async () => {
    serveSite();
    renderApp('/en/about-us');
    const f = await screen.findByRole('contentinfo');
    expect(
      await within(f).findByText('The mixed choir of the University of Latvia'),
    ).toBeInTheDocument();
    expect(within(f).getByText('Chair of the board')).toBeInTheDocument();
    expect(within(f).queryByRole('button', { name: 'Bankas rekvizīti' })).not.toBeInTheDocument();
  });

  it('lets staff in edit mode change a footer text, which shows at once', async () => {
    const { calls, user } = await openFooterText('/events', /Labot tekstu: Kājenes kontakti 1/);
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
    await calls.settled();
    expect(put).toMatchObject({
      path: `/api/system-setting/${settingId('footer_contact_1')}`,
      json: { value: 'Diriģents\nPēteris Ozols' },
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it('shows no edit control to staff whose edit mode is off or who lack update-data', async () => {
    serveSite();
    logIn({ roles: [{ name: 'update-data' }], is_edit_mode_active: false });
    const { unmount } = renderApp('/events');
    await within(footer()).findByText('Anna Bērziņa');
    expect(
      within(footer()).queryByRole('button', { name: /Labot tekstu/ }),
    ).not.toBeInTheDocument();
    unmount();

    resetAll();
    serveSite();
    logIn({ roles: [{ name: 'see-applications' }], is_edit_mode_active: true });
    renderApp('/events');
    await within(await screen.findByRole('contentinfo')).findByText('Anna Bērziņa');
    expect(
      within(footer()).queryByRole('button', { name: /Labot tekstu/ }),
    ).not.toBeInTheDocument();
  });

  it('links the social channels and partners in new tabs, with accessible names', async () => {
    serveSite();
    renderApp('/events');
    const f = await screen.findByRole('contentinfo');
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'Spotify']) {
      const link = within(f).getByRole('link', { name: `${name} (atveras jaunā cilnē)` });
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    const lu = within(f).getByRole('link', {
      name: 'LU – Latvijas Universitāte (atveras jaunā cilnē)',
    });
    expect(lu).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Explicit sizes: the logos reserve their space (no layout shift).
    const logo = within(lu).getByRole('img', { name: 'LU – Latvijas Universitāte' });
    expect(logo).toHaveAttribute('width', '184');
    expect(logo).toHaveAttribute('height', '48');
    expect(
      within(f).getByRole('link', { name: 'Valsts kultūrkapitāla fonds (atveras jaunā cilnē)' }),
    ).toBeInTheDocument();
  });

  it('names the links in English and gives the English copyright on English pages', async () => {
    serveSite();
    renderApp('/en/about-us');
    const f = await screen.findByRole('contentinfo');
    expect(
      within(f).getByRole('link', { name: 'YouTube (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(
      within(f).getByRole('link', { name: 'LU – University of Latvia (opens in a new tab)' }),
    ).toBeInTheDocument();
    // The drawn logos say what their names say (label in name), word for word.
    expect(within(f).getByRole('img', { name: 'LU – University of Latvia' }).textContent).toBe(
      'LU University of Latvia',
    );
    expect(
      within(f).getByRole('img', { name: 'State Culture Capital Foundation' }).textContent,
    ).toBe('STATE CULTURE capital foundation');
    expect(
      within(f).getByText(`© ${new Date().getFullYear()} ${site.englishProductName}`),
    ).toBeInTheDocument();
  });

  it('Close leaves the text as it was and sends nothing', async () => {
    const { calls, user } = await openFooterText(
      '/en/about-us',
      /^Labot tekstu: Kājenes apraksts \(angliski\)\. /,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), ' changed');
    // The footer's Close button (the × in the corner is also named Close).
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(footer()).getByText('The mixed choir of the University of Latvia'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
