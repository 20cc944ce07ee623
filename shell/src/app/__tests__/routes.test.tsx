import { screen, within } from '@testing-library/react';
import { pageTitle, site } from '@koris/shared/config';
import { paths, routes } from '../../config/paths';
import { act } from 'react';
import { serveSite, renderApp, resetAll } from '../../testing/render-app';
import { NOT_FOUND_ELEMENT_ID, resetNotFoundPath } from '../not-found-here';
import { mounts } from '../../testing/doubles/federation-runtime';

const HEADING: Record<string, string> = {
  [paths.home]: 'LU jauktais koris',
  [paths.english]: 'University of Latvia Mixed Choir',
  [paths.englishAbout]: 'About us',
  [paths.events]: 'NOTIKUMI',
  [paths.archive]: 'Arhīvs',
  [paths.aboutUs]: 'PAR MUMS',
  [paths.history]: 'Vēsture',
  [paths.getInvolved]: 'Iesaisties',
  [paths.join]: 'Pievienojies',
  [paths.centenary]: 'Celies līdzi',
  [paths.quiz]: 'Dziptcha',
  [paths.videos]: 'Video',
  [paths.photo]: 'Foto',
  [paths.galleryPattern]: 'Foto',
  [paths.album]: 'Vara Saknes',
  [paths.admission]: 'Uzņemšana',
  [paths.applications]: 'Pieteikumi',
};

const concrete = (path: string) => path.replace(':id', '7');

beforeEach(() => {
  resetAll();
  serveSite();
});

/** The 404 page's heading shows. */
const expectNotFound = async () =>
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Lapa nav atrasta' }),
  ).toBeInTheDocument();

describe('route table', () => {
  it.each(routes.map((r) => [concrete(r.path), r] as const))(
    '%s renders its page with its title and language',
    async (path, def) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: HEADING[def.path] }),
      ).toBeInTheDocument();
      expect(document.title).toBe(def.title ? `${site.titlePrefix}${def.title}` : site.productName);
      expect(document.documentElement.lang).toBe(def.lang);
    },
  );

  it('gives the home page the product name as its title and Latvian as its language', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'LU jauktais koris' });
    expect(document.title).toBe(site.productName);
    expect(document.documentElement.lang).toBe('lv');
  });

  it('marks the English pages as English', async () => {
    renderApp('/en/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(document.title).toBe(pageTitle('About us'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches title and language as the visitor moves between pages', async () => {
    const { user } = renderApp('/en/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    await user.click(screen.getByRole('link', { name: 'Events' }));
    await screen.findByRole('heading', { level: 1, name: 'NOTIKUMI' });
    expect(document.title).toBe(pageTitle('Notikumi'));
    expect(document.documentElement.lang).toBe('lv');
  });
});

describe('redirects', () => {
  it('sends /video to /videos', async () => {
    const { router } = renderApp('/video');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/videos');
    expect(document.title).toBe(pageTitle('Video'));
  });

  it.each([
    '/uzņemšana',
    '/uzņemsana',
    '/uznemšana',
    '/uz%C5%86em%C5%A1ana',
    '/uz%c5%86em%c5%a1ana',
    '/uz%C5%86emsana',
    '/uz%c5%86emsana',
    '/uznem%C5%A1ana',
    '/uznem%c5%a1ana',
    '/uz%C5%86em%c5%a1ana',
    '/uzņemšana/',
  ])('sends the admission spelling %s to /uznemsana', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Uzņemšana' })).toBeInTheDocument();
    expect(router.location.pathname).toBe(paths.admission);
    expect(document.title).toBe(pageTitle('Uzņemšana'));
  });

  it('does not treat other Latvian words as the admission page', async () => {
    renderApp('/uzņemšanas');
    await expectNotFound();
  });
});

describe('unknown paths', () => {
  it('show the 404 page inside the layout', async () => {
    renderApp('/does-not-exist');
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Lapa nav atrasta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Galvenā izvēlne' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Uz sākumlapu' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(pageTitle('Lapa nav atrasta'));
    expect(document.documentElement.lang).toBe('lv');
  });

  it('show the 404 page on the address the server answered 404 for, and the route again after a page change', async () => {
    const marker = document.createElement('script');
    marker.type = 'application/json';
    marker.id = NOT_FOUND_ELEMENT_ID;
    marker.textContent = JSON.stringify({ path: '/photo/gallery/999999' });
    document.body.append(marker);
    resetNotFoundPath();
    try {
      const { user } = renderApp('/photo/gallery/999999');
      const main = screen.getByRole('main');
      expect(
        within(main).getByRole('heading', { level: 1, name: 'Lapa nav atrasta' }),
      ).toBeInTheDocument();
      expect(document.title).toBe(pageTitle('Lapa nav atrasta'));
      await user.click(screen.getByRole('link', { name: 'Foto' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Foto' })).toBeInTheDocument();
      expect(document.title).toBe(pageTitle('Foto'));
    } finally {
      marker.remove();
      resetNotFoundPath();
    }
  });

  it('show the 404 for unknown galleries paths too', async () => {
    renderApp('/photo/gallery');
    await expectNotFound();
  });
});

describe('layout', () => {
  it('gives home the header (login, EN, LV) and no navbar or footer', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'LU jauktais koris' });
    expect(screen.getByRole('button', { name: 'Pieslēgties' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EN — English' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'LV — Latviski' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Galvenā izvēlne' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('gives the English home the header and the English footer, no navbar', async () => {
    renderApp('/en');
    await screen.findByRole('heading', { level: 1, name: 'University of Latvia Mixed Choir' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveAttribute('lang', 'en');
  });

  it('gives other pages the navbar and the footer', async () => {
    renderApp('/history');
    await screen.findByRole('heading', { level: 1, name: 'Vēsture' });
    const nav = screen.getByRole('navigation', { name: 'Galvenā izvēlne' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      site.productName,
      'Notikumi',
      'Par mums',
      'Iesaisties',
      'Vēsture',
      'Arhīvs',
      'Video',
      'Foto',
    ]);
    expect(await screen.findByRole('contentinfo')).toHaveAttribute('lang', 'lv');
  });

  it('scrolls smoothly to the top on every page change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderApp('/events');
    await screen.findByRole('heading', { level: 1, name: 'NOTIKUMI' });
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Arhīvs' }));
    await screen.findByRole('heading', { level: 1, name: 'Arhīvs' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('keeps a page mounted and scrolled where it was when its own path changes', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderApp('/photo');
    await screen.findByRole('heading', { level: 1, name: 'Foto' });
    expect(mounts.get('mf_media/PhotoPage')).toBe(1);
    scrollTo.mockClear();
    await act(() => router.navigate('/photo/gallery/3'));
    expect(router.location.pathname).toBe('/photo/gallery/3');
    await act(() => router.navigate('/photo'));
    expect(screen.getByRole('heading', { level: 1, name: 'Foto' })).toBeInTheDocument();
    expect(mounts.get('mf_media/PhotoPage')).toBe(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('marks the English about page with the dark background', async () => {
    const { container } = renderApp('/en/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(container.querySelector('[data-layout="page"]')).toHaveAttribute(
      'data-background',
      'dark',
    );
  });
});
