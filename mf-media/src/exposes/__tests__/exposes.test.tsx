import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import VideosPage from '../VideosPage';
import PhotoPage from '../PhotoPage';
import AlbumPage from '../AlbumPage';
import { resetStores } from '../../testing/stores';
import { api as route, HttpResponse, server } from '@koris/shared/testing';

// The exposed modules are this remote's contract with the shell (docs/architecture.md#routes): each renders
// its spec heading inside the remote's data-boundary root, with no props.
const pages: [string, ComponentType, string][] = [
  ['VideosPage', VideosPage, 'Video'],
  ['PhotoPage', PhotoPage, 'Foto'],
  ['AlbumPage', AlbumPage, 'Vara Saknes'],
];

beforeEach(() => {
  jest.useFakeTimers();
  resetStores();
  server.use(
    route.get('/videos', () => HttpResponse.json([])),
    route.get('/galleries', () => HttpResponse.json([])),
  );
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
