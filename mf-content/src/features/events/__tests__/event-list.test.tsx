import { act, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Event } from '@koris/shared/types';
import { AlertList } from '@koris/shared/ui';
import EventsPage from '../../../exposes/EventsPage';
import ArchivePage from '../../../exposes/ArchivePage';
import {
  anEvent,
  api as route,
  failure,
  HttpResponse,
  paged,
  recordRequests,
  removeDocumentData,
  runOnFakeClock,
  scrollSentinel,
  serveDocumentData,
  server,
  withBody,
} from '@koris/shared/testing';

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function renderPage(page: 'events' | 'archive' = 'events') {
  // StrictMode as in the shell: mount effects run twice, and still load the first page once.
  return render(
    <StrictMode>
      <MemoryRouter>
        <AlertList />
        {page === 'events' ? <EventsPage /> : <ArchivePage />}
      </MemoryRouter>
    </StrictMode>,
  );
}

/** Serves `events` as the current list, page by page, renders it and records what it asks. */
function showCurrent(events: Event[]) {
  const calls = recordRequests();
  server.use(
    route.get(
      '/events/current',
      paged(() => events),
    ),
  );
  renderPage();
  return calls;
}

const titles = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

runOnFakeClock();
afterEach(() => {
  removeDocumentData();
});

describe('events list paging (docs/product.md#states, #constants)', () => {
  it('loads pages of 2, shows each page load for at least 500 ms, appends on scroll and stops at the end', async () => {
    const events = [1, 2, 3, 4, 5].map((id) => anEvent({ id }));
    const calls = showCurrent(events);
    expect(screen.getByRole('heading', { level: 1, name: 'NOTIKUMI' })).toBeInTheDocument();

    await advance(0);
    expect(calls.map((c) => c.search.toString())).toEqual(['skip=0&take=2']);
    // The answer is in, but the loader stays up for 500 ms.
    await advance(499);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Ielādē…');
    expect(titles()).toEqual([]);
    await advance(1);
    expect(titles()).toEqual(['Notikums 1', 'Notikums 2']);
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();

    // Scrolling to the end of the list loads the next page and appends it.
    act(() => scrollSentinel(true));
    await advance(100);
    expect(calls.map((c) => c.search.toString())).toEqual(['skip=0&take=2', 'skip=2&take=2']);
    expect(screen.getByText('Ielādē…')).toBeInTheDocument();
    await advance(500);
    expect(titles()).toEqual(['Notikums 1', 'Notikums 2', 'Notikums 3', 'Notikums 4']);

    // Still at the end: the last (short) page follows once the pause is over.
    await advance(100);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.search.toString()).toBe('skip=4&take=2');
    await advance(500);
    expect(titles()).toEqual([
      'Notikums 1',
      'Notikums 2',
      'Notikums 3',
      'Notikums 4',
      'Notikums 5',
    ]);

    // A page shorter than 2 is the end: no more calls, no loader, however long one scrolls.
    act(() => scrollSentinel(true));
    await advance(5000);
    expect(calls).toHaveLength(3);
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();
    expect(screen.queryByTestId('list-sentinel')).not.toBeInTheDocument();
  });

  it('pauses scroll loading for 600 ms after each trigger', async () => {
    const events = Array.from({ length: 10 }, (_, i) => anEvent({ id: i + 1 }));
    const calls = showCurrent(events);
    // The sentinel is in view from the start (a tall screen): the first page is the trigger.
    act(() => scrollSentinel(true));
    await advance(599);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    await advance(599);
    expect(calls).toHaveLength(2);
    await advance(1);
    expect(calls).toHaveLength(3);

    // Out of view: nothing more loads.
    act(() => scrollSentinel(false));
    await advance(3000);
    expect(calls).toHaveLength(3);
    expect(titles()).toHaveLength(6);
  });

  it('waits for a slow page before the next trigger and never loads one page twice', async () => {
    const events = Array.from({ length: 6 }, (_, i) => anEvent({ id: i + 1 }));
    let release: () => void = () => {};
    const calls = recordRequests();
    server.use(
      route.get(
        '/events/current',
        withBody(async (call) => {
          if (call.search.get('skip') === '2') await new Promise<void>((r) => (release = r));
          return paged(() => events)(call);
        }),
      ),
    );
    renderPage();
    await advance(600);
    act(() => scrollSentinel(true));
    await advance(0);
    expect(calls).toHaveLength(2);
    await advance(3000);
    expect(calls).toHaveLength(2);
    expect(screen.getByText('Ielādē…')).toBeInTheDocument();
    await act(async () => release());
    await advance(0);
    expect(titles()).toHaveLength(4);
  });

  it('ends at once when the first page is short, and says so when the list is empty', async () => {
    const calls = recordRequests();
    server.use(route.get('/events/old', () => HttpResponse.json([])));
    renderPage('archive');
    expect(screen.getByRole('heading', { level: 1, name: 'Arhīvs' })).toBeInTheDocument();
    await advance(500);
    act(() => scrollSentinel(true));
    await advance(2000);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/api/events/old');
    expect(screen.getByText('Arhīvs ir tukšs.')).toBeInTheDocument();
  });

  it('shows a failed page load as a message with a retry, and loads nothing by itself', async () => {
    let fail = true;
    const events = [anEvent({ id: 1 })];
    const calls = recordRequests();
    server.use(
      route.get(
        '/events/current',
        withBody((call) => (fail ? failure(500, 'Server is resting') : paged(() => events)(call))),
      ),
    );
    renderPage();
    await advance(500);
    expect(screen.getByRole('alert')).toHaveTextContent('Server is resting');
    act(() => scrollSentinel(true));
    await advance(2000);
    expect(calls).toHaveLength(1);
    fail = false;
    act(() => screen.getByRole('button', { name: 'Mēģināt vēlreiz' }).click());
    await advance(500);
    expect(titles()).toEqual(['Notikums 1']);
  });
});

describe('an event as shown (docs/product.md#pages, #constants)', () => {
  const show = async (events: Event[]) => {
    showCurrent(events);
    await advance(500);
  };

  it('shows the title, the description line by line, the footer and the created date', async () => {
    await show([
      anEvent({
        id: 1,
        title: 'Ziemassvētku koncerts',
        description: 'Pirmā rinda\nOtrā rinda',
        footer: 'Rīgas Doms',
        created_at: '2024-12-20T18:00:00.000Z',
        updated_at: '2024-12-20T18:00:00.000Z',
      }),
    ]);
    const article = screen.getByRole('article', { name: 'Ziemassvētku koncerts' });
    const description = within(article).getByText('Pirmā rinda').closest('p')!;
    expect(within(description).getByText('Otrā rinda')).toBeInTheDocument();
    expect(description.querySelectorAll('br')).toHaveLength(1);
    expect(within(article).getByText('Rīgas Doms')).toBeInTheDocument();
    expect(within(article).getByText('Izveidots 20.12.2024')).toBeInTheDocument();
    expect(within(article).queryByText(/Labots/)).not.toBeInTheDocument();
  });

  it('adds "Labots" only when the edit date differs from the created one', async () => {
    // Created on 2 January; edited on 14 February, and edited later the same day.
    const created = '2025-01-02T10:00:00.000Z';
    await show([
      anEvent({ id: 1, created_at: created, updated_at: '2025-02-14T09:30:00.000Z' }),
      anEvent({ id: 2, created_at: created, updated_at: '2025-01-02T15:00:00.000Z' }),
    ]);
    const [edited, sameDay] = screen.getAllByRole('article');
    expect(within(edited!).getByText('Izveidots 02.01.2025')).toBeInTheDocument();
    expect(within(edited!).getByText('Labots 14.02.2025')).toBeInTheDocument();
    expect(within(sameDay!).getByText('Izveidots 02.01.2025')).toBeInTheDocument();
    expect(within(sameDay!).queryByText(/Labots/)).not.toBeInTheDocument();
  });

  it('alternates the image left and right down the list', async () => {
    const events = [1, 2, 3, 4].map((id) => anEvent({ id }));
    const calls = showCurrent(events);
    await advance(500);
    act(() => scrollSentinel(true));
    await advance(600);
    expect(calls).toHaveLength(2);
    await advance(500);
    const sides = screen.getAllByRole('article').map((a) => a.dataset['imageSide']);
    expect(sides).toEqual(['left', 'right', 'left', 'right']);
  });

  it('uses the responsive variants with explicit size; an event without an image has none', async () => {
    await show([anEvent({ id: 1 }), anEvent({ id: 2, image: null, image_url: null })]);
    const [first, second] = screen.getAllByRole('article');
    const image = first!.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/uploads/events/1-640.webp');
    expect(image.getAttribute('srcset')).toContain('/uploads/events/1-1280.webp 1280w');
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '853');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(second!.querySelector('img')).toBeNull();
  });

  it('lazy-loads every image but the first', async () => {
    await show([1, 2].map((id) => anEvent({ id })));
    const images = screen.getAllByRole('article').map((a) => a.querySelector('img')!);
    expect(images.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy']);
  });

  it('links to the photo gallery of each of its galleries', async () => {
    await show([
      anEvent({
        id: 1,
        galleries: [
          { id: 7, title: 'Mēģinājumi' },
          { id: 9, title: 'Koncerts' },
        ],
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Foto: Mēģinājumi' })).toHaveAttribute(
      'href',
      '/photo/gallery/7',
    );
    expect(screen.getByRole('link', { name: 'Foto: Koncerts' })).toHaveAttribute(
      'href',
      '/photo/gallery/9',
    );
  });
});

describe('starting from the server’s first page', () => {
  it('shows the page the document carries at once, with no loader and no request; the next page follows on scroll', async () => {
    const events = [1, 2, 3, 4, 5].map((id) => anEvent({ id }));
    serveDocumentData(window.location.pathname, {
      'content:events:current:0:2': events.slice(0, 2),
    });
    const calls = showCurrent(events);
    // Seen in the first render: no 500 ms loader, nothing asked.
    expect(titles()).toEqual(['Notikums 1', 'Notikums 2']);
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();
    await advance(2000);
    expect(calls).toEqual([]);

    // Infinite scroll carries on after the server's page, with its loader and its 500 ms.
    act(() => scrollSentinel(true));
    await advance(0);
    expect(calls.map((c) => c.search.toString())).toEqual(['skip=2&take=2']);
    expect(screen.getByText('Ielādē…')).toBeInTheDocument();
    await advance(500);
    expect(titles()).toEqual(['Notikums 1', 'Notikums 2', 'Notikums 3', 'Notikums 4']);
    await advance(600);
    await advance(500);
    expect(calls.map((c) => c.search.toString())).toEqual(['skip=2&take=2', 'skip=4&take=2']);
    expect(titles()).toHaveLength(5);
    expect(screen.queryByTestId('list-sentinel')).not.toBeInTheDocument();
  });

  it('ends at once when the server’s first page was short, and says so when it was empty', async () => {
    serveDocumentData(window.location.pathname, { 'content:events:old:0:2': [] });
    const calls = recordRequests();
    server.use(route.get('/events/old', () => HttpResponse.json([])));
    renderPage('archive');
    expect(screen.getByText('Arhīvs ir tukšs.')).toBeInTheDocument();
    expect(screen.queryByTestId('list-sentinel')).not.toBeInTheDocument();
    act(() => scrollSentinel(true));
    await advance(2000);
    expect(calls).toEqual([]);
  });

  it('loads the first page itself when the document carries another list’s', async () => {
    const events = [anEvent({ id: 1 })];
    serveDocumentData(window.location.pathname, {
      'content:events:old:0:2': [anEvent({ id: 9, title: 'Vecs' })],
    });
    const calls = showCurrent(events);
    expect(screen.getByText('Ielādē…')).toBeInTheDocument();
    await advance(500);
    expect(calls.map((c) => c.search.toString())).toEqual(['skip=0&take=2']);
    expect(titles()).toEqual(['Notikums 1']);
  });
});
