import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import VideosPage from '../VideosPage';
import PhotoPage from '../PhotoPage';
import AlbumPage from '../AlbumPage';
import { json, mockApi } from '../../testing/api-mock';
import { resetStores } from '../../testing/stores';

// The exposed modules are this remote's contract with the shell (DESIGN §2): each renders
// its spec heading inside the remote's data-boundary root, with no props.
const pages: [string, ComponentType, string][] = [
  ['VideosPage', VideosPage, 'Video'],
  ['PhotoPage', PhotoPage, 'Foto'],
  ['AlbumPage', AlbumPage, 'Vara Saknes'],
];

beforeEach(() => {
  jest.useFakeTimers();
  resetStores();
  mockApi({ 'GET /api/videos': () => json([]), 'GET /api/galleries': () => json([]) });
});
afterEach(() => {
  act(() => resetStores());
  jest.useRealTimers();
});

describe.each(pages)('%s', (_name, Page, heading) => {
  it(`shows the heading ${heading} inside the mf-media boundary`, async () => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: heading });
    expect(h1.closest('[data-boundary="mf-media"]')).not.toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(500));
  });
});
