import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import AlbumPage from '../../../exposes/AlbumPage';
import { album } from '../data/album';
import { songs } from '../data/songs';
import {} from '@koris/shared/testing';

function renderPage() {
  render(
    <MemoryRouter>
      <AlbumPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const songItems = () =>
  within(screen.getByRole('list', { name: 'Dziesmas' })).getAllByRole('listitem');

describe('album page (docs/product.md#pages "Album", §9)', () => {
  it('shows the heading, the Latvian intro and 15 songs with title and credits, alternating sides', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Vara Saknes' })).toBeInTheDocument();
    expect(screen.getByText(/kora simtās sezonas albums/)).toBeInTheDocument();
    const items = songItems();
    expect(items).toHaveLength(15);
    items.forEach((item, i) => {
      const song = songs[i]!;
      expect(within(item).getByRole('button', { name: song.title })).toBeVisible();
      expect(within(item).getByText(song.credits)).toBeVisible();
    });
    expect(items.slice(0, 4).map((item) => item.dataset['side'])).toEqual([
      'left',
      'right',
      'left',
      'right',
    ]);
  });

  it('opens and closes a song text on click, Enter and Space, flipping the caret with aria-expanded', async () => {
    const user = renderPage();
    const first = songItems()[0]!;
    const toggle = within(first).getByRole('button', { name: /Vara saknes/ });
    const firstLine = songs[0]!.stanzas[0]!.split('\n')[0]!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).getByText(firstLine)).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByText(firstLine)).toBeVisible();
    const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(text).toContainElement(within(first).getByText(firstLine));
    // Each stanza keeps its lines.
    expect(text.querySelectorAll('p')).toHaveLength(songs[0]!.stanzas.length);
    expect(text.querySelectorAll('br').length).toBeGreaterThanOrEqual(3);
    // Only that song opened.
    expect(within(songItems()[1]!).getByRole('button')).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).getByText(firstLine)).not.toBeVisible();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads the album player from the streaming service only on request, and links to the album', async () => {
    const user = renderPage();
    expect(document.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: /Atvērt albumu Spotify/ });
    expect(link).toHaveAttribute('href', album.albumUrl);
    expect(link.getAttribute('href')).toMatch(/^https:\/\/open\.spotify\.com\/album\//);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: `Atskaņot: ${album.playerTitle}` }));
    const frame = screen.getByTitle(album.playerTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/open\.spotify\.com\/embed\/album\//);
    expect(frame.getAttribute('src')).not.toContain('autoplay');
  });
});
