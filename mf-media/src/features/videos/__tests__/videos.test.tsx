import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AlertList } from '@koris/shared/ui';
import VideosPage from '../../../exposes/VideosPage';
import { resetStores } from '../../../testing/stores';
import {
  api as route,
  aVideo,
  failure,
  HttpResponse,
  recordRequests,
  removeDocumentData,
  serveDocumentData,
  server,
} from '@koris/shared/testing';

function renderPage(reply: () => Response) {
  const calls = recordRequests();
  server.use(route.get('/videos', reply));
  render(
    <MemoryRouter>
      <AlertList />
      <VideosPage />
    </MemoryRouter>,
  );
  return { calls };
}

const items = () => within(screen.getByRole('list', { name: 'Video' })).getAllByRole('listitem');

beforeEach(() => resetStores());
afterEach(() => {
  removeDocumentData();
  act(() => resetStores());
});

describe('videos (docs/product.md#pages "Videos")', () => {
  it('shows every video with its title, and centres a single last odd one', async () => {
    renderPage(() => HttpResponse.json([1, 2, 3].map((id) => aVideo({ id: id }))));
    expect(screen.getByRole('heading', { level: 1, name: 'Video' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Video 3' })).toBeInTheDocument();
    const shown = items();
    expect(shown.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Video 1',
      'Video 2',
      'Video 3',
    ]);
    expect(shown.map((li) => li.dataset['centred'] ?? null)).toEqual([null, null, 'true']);
    expect(shown[2]).toHaveClass('centred');
  });

  it('centres nothing when the videos pair up', async () => {
    renderPage(() => HttpResponse.json([1, 2, 3, 4].map((id) => aVideo({ id: id }))));
    await screen.findByRole('heading', { name: 'Video 4' });
    expect(items().filter((li) => li.dataset['centred'])).toHaveLength(0);
  });

  it('asks the provider for nothing until a video is requested, then loads that one only', async () => {
    const user = userEvent.setup();
    renderPage(() =>
      HttpResponse.json([
        aVideo({ id: 1, title: 'Koncerts', source: 'https://www.youtube-nocookie.com/embed/abc' }),
        aVideo({
          id: 2,
          title: 'Saulgrieži',
          source: 'https://www.youtube-nocookie.com/embed/def?start=30',
        }),
      ]),
    );
    await screen.findByRole('heading', { name: 'Saulgrieži' });
    // Before any request: no frame and no image from anywhere (the poster is CSS).
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getAllByText(/ielādēsies no YouTube/)).toHaveLength(2);
    // The note describes the button; its name holds all the button itself shows.
    const play = screen.getByRole('button', { name: 'Atskaņot: Koncerts' });
    expect(play).toHaveAccessibleDescription('Atskaņot video · ielādēsies no YouTube');
    expect(play).toHaveTextContent(/^$/);

    await user.click(screen.getByRole('button', { name: 'Atskaņot: Koncerts' }));
    const frame = screen.getByTitle('Koncerts');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc?autoplay=1');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveFocus();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);

    // Enter on the second poster (keyboard) loads it, keeping its own parameters.
    screen.getByRole('button', { name: 'Atskaņot: Saulgrieži' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTitle('Saulgrieži')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/def?start=30&autoplay=1',
    );
  });

  it('never frames an address that is not https from a known provider', async () => {
    renderPage(() =>
      HttpResponse.json([
        aVideo({ id: 1, title: 'Nezināms', source: 'https://example.com/embed/1' }),
        aVideo({ id: 2, title: 'Nedrošs', source: 'http://www.youtube-nocookie.com/embed/x' }),
        aVideo({ id: 3, title: 'Vecā adrese', source: 'https://www.youtube.com/embed/y' }),
      ]),
    );
    await screen.findByRole('heading', { name: 'Vecā adrese' });
    expect(screen.getAllByText('Šo ierakstu šeit nevar atskaņot.')).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Atskaņot: Vecā adrese' }));
    // The privacy-enhanced host is used even when the API names the plain one.
    expect(screen.getByTitle('Vecā adrese')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/y?autoplay=1',
    );
  });

  it('shows the server message when the list fails, and loads it again on request', async () => {
    let fail = true;
    const { calls } = renderPage(() =>
      fail ? failure(500, 'Video saraksts nav pieejams') : HttpResponse.json([aVideo({ id: 1 })]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Video saraksts nav pieejams');
    expect(screen.getByRole('heading', { level: 1, name: 'Video' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('heading', { name: 'Video 1' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('says so when there are no videos', async () => {
    renderPage(() => HttpResponse.json([]));
    expect(await screen.findByText('Video vēl nav pievienoti.')).toBeInTheDocument();
  });
});

describe('the first page of a visit, rendered by the server (media:videos)', () => {
  it('shows the videos of the data block at once, with no loader and no request', async () => {
    const videos = [1, 2, 3].map((id) => aVideo({ id: id }));
    serveDocumentData('/videos', { 'media:videos': videos });
    const { calls } = renderPage(() => HttpResponse.json([]));
    expect(items().map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Video 1',
      'Video 2',
      'Video 3',
    ]);
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atskaņot: Video 1' })).toBeInTheDocument();
    await act(async () => {});
    expect(calls).toEqual([]);
  });

  it('an empty list in the block says so at once', async () => {
    serveDocumentData('/videos', { 'media:videos': [] });
    const { calls } = renderPage(() => HttpResponse.json([aVideo({ id: 1 })]));
    expect(screen.getByText('Video vēl nav pievienoti.')).toBeInTheDocument();
    await act(async () => {});
    expect(calls).toEqual([]);
  });

  it("without the block (or with another page's), the loader shows and the list is loaded", async () => {
    serveDocumentData('/photo', { 'media:videos': [aVideo({ id: 9 })] }, { at: '/videos' });
    const { calls } = renderPage(() => HttpResponse.json([aVideo({ id: 1 })]));
    expect(screen.getByText('Ielādē…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Video 1' })).toBeInTheDocument();
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/videos']);
  });
});
