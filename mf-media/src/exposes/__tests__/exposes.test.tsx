import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import VideosPage from '../VideosPage';
import PhotoPage from '../PhotoPage';
import AlbumPage from '../AlbumPage';

// The exposed modules are this remote's contract with the shell (DESIGN §2): each renders
// its spec heading inside the remote's data-boundary root.
const pages: [string, ComponentType, string][] = [
  ['VideosPage', VideosPage, 'Video'],
  ['PhotoPage', PhotoPage, 'Foto'],
  ['AlbumPage', AlbumPage, 'Vara Saknes'],
];

describe.each(pages)('%s', (_name, Page, heading) => {
  it(`shows the heading ${heading} inside the mf-media boundary`, () => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: heading });
    expect(h1.closest('[data-boundary="mf-media"]')).not.toBeNull();
  });
});
