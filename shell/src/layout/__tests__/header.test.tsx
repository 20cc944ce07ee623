import { act, screen, within } from '@testing-library/react';
import { useAuthStore } from '@koris/shared/auth';
import { federation } from '../../testing/doubles/federation-runtime';
import { logIn, serveSite, renderApp, resetAll } from '../../testing/render-app';

beforeEach(() => {
  resetAll();
  serveSite();
});

describe('header', () => {
  it('names each language link by the text it shows, in that language', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'LU jauktais koris' });
    const languages = screen.getByRole('navigation', { name: 'Valoda' });
    for (const [shown, name, lang, href] of [
      ['EN', 'EN — English', 'en', '/en'],
      ['LV', 'LV — Latviski', 'lv', '/'],
    ] as const) {
      const link = within(languages).getByRole('link', { name });
      expect(link).toHaveTextContent(shown);
      // What a voice user reads aloud finds the link: its name starts with the text it shows.
      expect(link).toHaveAccessibleName(new RegExp(`^${shown} `));
      expect(link).toHaveAttribute('hreflang', lang);
      expect(link).toHaveAttribute('lang', lang);
      expect(link).toHaveAttribute('href', href);
    }
    expect(within(languages).getByRole('link', { name: 'LV — Latviski' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens and closes the account modal from the login button', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'LU jauktais koris' });
    await user.click(screen.getByRole('button', { name: 'Pieslēgties' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konts' });
    expect(dialog).toHaveTextContent('Pieslēgšanās');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the logged-in user, shared with the account modal through the one auth store', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Pieslēgties' }));
    await screen.findByRole('dialog', { name: 'Konts' });

    // A login inside the modal shows at once in the header.
    act(() => logIn({ name: 'Anna Bērziņa' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Sveiki, Anna Bērziņa');
    expect(screen.getByRole('button', { name: 'Anna Bērziņa' })).toBeInTheDocument();

    act(() => useAuthStore.getState().clearSession());
    expect(screen.getByRole('button', { name: 'Pieslēgties' })).toBeInTheDocument();
  });

  it('keeps the header working when the account remote is down', async () => {
    federation.failLoad('mf_account/AccountModal');
    const { user } = renderApp('/en');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Šo lapas daļu pašlaik neizdevās ielādēt.',
    );
    federation.heal('mf_account/AccountModal');
    await user.click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('dialog', { name: 'Konts' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
