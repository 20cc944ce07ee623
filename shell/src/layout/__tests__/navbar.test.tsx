import { act, screen, waitFor, within } from '@testing-library/react';
import { loadCalls } from '../../testing/doubles/federation-runtime';
import { serveSite, renderApp, resetAll } from '../../testing/render-app';

beforeEach(() => {
  resetAll();
  serveSite();
});

const menuButton = () => screen.getByRole('button', { name: 'Izvēlne' });

describe('navbar', () => {
  it('opens and closes behind the hamburger', async () => {
    const { user } = renderApp('/events');
    await screen.findByRole('heading', { level: 1, name: 'NOTIKUMI' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape', async () => {
    const { user } = renderApp('/events');
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the route changes', async () => {
    const { user, router } = renderApp('/events');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Vēsture' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vēsture' })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    // Also when the route changes from elsewhere (a link inside a page, back button).
    await user.click(menuButton());
    await act(() => router.navigate('/photo'));
    await screen.findByRole('heading', { level: 1, name: 'Foto' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page', async () => {
    renderApp('/archive');
    await screen.findByRole('heading', { level: 1, name: 'Arhīvs' });
    expect(screen.getByRole('link', { name: 'Arhīvs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Foto' })).not.toHaveAttribute('aria-current');
  });

  it('starts loading a route’s remote when its link is hovered or focused', async () => {
    const { user } = renderApp('/events');
    await screen.findByRole('heading', { level: 1, name: 'NOTIKUMI' });
    expect(loadCalls).not.toContain('mf_media/PhotoPage');

    await user.hover(screen.getByRole('link', { name: 'Foto' }));
    await waitFor(() => expect(loadCalls).toContain('mf_media/PhotoPage'));

    screen.getByRole('link', { name: 'Vēsture' }).focus();
    await waitFor(() => expect(loadCalls).toContain('mf_content/HistoryPage'));

    // The click reuses the prefetched module: no second load.
    await user.click(screen.getByRole('link', { name: 'Foto' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto' })).toBeInTheDocument();
    expect(loadCalls.filter((id) => id === 'mf_media/PhotoPage')).toHaveLength(1);
  });

  it('shows English labels on English pages, About leading to the English about page', async () => {
    renderApp('/en/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/en/about-us',
    );
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(within(nav).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
