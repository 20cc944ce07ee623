import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import HomePage from '../../../exposes/HomePage';
import EnglishHomePage from '../../../exposes/EnglishHomePage';
import {} from '@koris/shared/testing';

/** Pretend the screen is wide (≥ 48rem) or narrow for the home media query. */
function setScreen(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('min-width: 48rem'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

function renderHome() {
  const view = render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  const root = view.container.querySelector<HTMLElement>('[data-page="home"]')!;
  return {
    root,
    heading: (name: string) => screen.getByRole('button', { name }),
    column: (name: string) => screen.getByRole('button', { name }).closest('li')!,
    shownBackground: () =>
      [...root.querySelectorAll<HTMLElement>('[data-shown="true"]')]
        .map((el) => el.dataset['background'])
        .filter((id) => id !== 'default'),
  };
}

const visibleLinks = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('home on a wide screen', () => {
  beforeEach(() => setScreen(true));

  it('starts with the three headings, no column active and no links shown', () => {
    const { root, shownBackground } = renderHome();
    expect(root).toHaveAttribute('data-boundary', 'mf-content');
    expect(
      screen.getByRole('heading', { level: 1, name: 'LU jauktais koris' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Darbs',
      'Draudzība',
      'Daiļums',
    ]);
    expect(visibleLinks()).toEqual([]);
    expect(shownBackground()).toEqual([]);
  });

  it('hovering a column highlights it, shows its links and swaps the background; one at a time', async () => {
    const user = userEvent.setup();
    const { column, heading, shownBackground } = renderHome();
    await user.hover(column('Darbs'));
    expect(heading('Darbs')).toHaveAttribute('aria-expanded', 'true');
    expect(column('Darbs')).toHaveAttribute('data-active', 'true');
    expect(shownBackground()).toEqual(['darbs']);
    expect(within(column('Darbs')).getByRole('link', { name: 'NOTIKUMI' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(visibleLinks()).toEqual(['NOTIKUMI', 'PAR MUMS', 'IESAISTIES']);

    await user.hover(column('Draudzība'));
    expect(column('Darbs')).toHaveAttribute('data-active', 'false');
    expect(column('Draudzība')).toHaveAttribute('data-active', 'true');
    expect(visibleLinks()).toEqual(['VĒSTURE', 'ARHĪVS']);
    expect(shownBackground()).toEqual(['draudziba']);

    // Leaving keeps the last column active: exactly one stays (docs/product.md#states).
    await user.unhover(column('Draudzība'));
    expect(column('Draudzība')).toHaveAttribute('data-active', 'true');

    await user.hover(column('Daiļums'));
    expect(visibleLinks()).toEqual(['VIDEO/AUDIO', 'FOTO']);
    expect(shownBackground()).toEqual(['dailums']);
  });

  it('works from the keyboard: focus activates a column like hover', async () => {
    const user = userEvent.setup();
    const { heading } = renderHome();
    await user.tab();
    expect(heading('Darbs')).toHaveFocus();
    expect(heading('Darbs')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'NOTIKUMI' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(heading('Draudzība')).toHaveFocus();
    expect(heading('Draudzība')).toHaveAttribute('aria-expanded', 'true');
    expect(heading('Darbs')).toHaveAttribute('aria-expanded', 'false');
  });

  it('links every value to its pages (VIDEO/AUDIO to /videos, FOTO to /photo)', async () => {
    const user = userEvent.setup();
    const { column } = renderHome();
    const hrefs: Record<string, string | null> = {};
    for (const name of ['Darbs', 'Draudzība', 'Daiļums']) {
      await user.hover(column(name));
      for (const link of within(column(name)).getAllByRole('link'))
        hrefs[link.textContent ?? ''] = link.getAttribute('href');
    }
    expect(hrefs).toEqual({
      NOTIKUMI: '/events',
      'PAR MUMS': '/about-us',
      IESAISTIES: '/iesaisties',
      VĒSTURE: '/history',
      ARHĪVS: '/archive',
      'VIDEO/AUDIO': '/videos',
      FOTO: '/photo',
    });
  });
});

describe('home on a narrow screen', () => {
  beforeEach(() => setScreen(false));

  it('tapping a heading expands it and collapses the others', async () => {
    const user = userEvent.setup();
    const { heading, shownBackground } = renderHome();
    expect(heading('Daiļums')).toHaveAttribute('aria-expanded', 'false');
    await user.click(heading('Daiļums'));
    expect(heading('Daiļums')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'VIDEO/AUDIO' })).toHaveAttribute('href', '/videos');
    expect(screen.getByRole('link', { name: 'FOTO' })).toHaveAttribute('href', '/photo');
    expect(shownBackground()).toEqual(['dailums']);

    await user.click(heading('Darbs'));
    expect(heading('Darbs')).toHaveAttribute('aria-expanded', 'true');
    expect(heading('Daiļums')).toHaveAttribute('aria-expanded', 'false');
    expect(visibleLinks()).toEqual(['NOTIKUMI', 'PAR MUMS', 'IESAISTIES']);

    // A second tap folds it away again.
    await user.click(heading('Darbs'));
    expect(heading('Darbs')).toHaveAttribute('aria-expanded', 'false');
    expect(visibleLinks()).toEqual([]);
  });

  it('does not open a column on hover (a tap is a hover on phones)', async () => {
    const user = userEvent.setup();
    const { column, heading } = renderHome();
    await user.hover(column('Darbs'));
    expect(heading('Darbs')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('English home', () => {
  it('introduces the choir in English and links to the English about page and the Latvian site', () => {
    render(
      <MemoryRouter>
        <EnglishHomePage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'University of Latvia Mixed Choir' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/mixed choir of students, alumni and music lovers/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/about-us');
    expect(screen.getByRole('link', { name: 'Latviešu valodā' })).toHaveAttribute('href', '/');
  });
});
