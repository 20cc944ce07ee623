import { act, screen } from '@testing-library/react';
import HistoryPage from '../../../exposes/HistoryPage';
import { renderPage, resetAll, SETTINGS } from '../../../testing/about-support';
import { REVEAL_TIMEOUT_MS } from '../components/PageReveal';
import {
  aHistoryEvent,
  api as route,
  HttpResponse,
  removeDocumentData,
  serveDocumentData,
  server,
  settingHandlers,
} from '@koris/shared/testing';

jest.setTimeout(30_000);

beforeEach(() => resetAll());
afterEach(() => {
  jest.useRealTimers();
  removeDocumentData();
  resetAll();
});

/** A promise the test resolves: the history list answers only when told. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Answers the history list with its first entry and sees that entry shown. */
async function answerWithTheFirstEntry(entries: { resolve: (answer: Response) => void }) {
  await act(async () => {
    entries.resolve(HttpResponse.json([aHistoryEvent({ id: 1, description: '1925 – Sākums.' })]));
  });
  expect(await screen.findByText('1925 – Sākums.')).toBeVisible();
}

/** Renders the history page with the settings served and the entries answered by `entries`. */
function renderHistory(entries: () => Promise<Response>) {
  server.use(...settingHandlers(SETTINGS).handlers, route.get('/history-events', entries));
  renderPage(<HistoryPage />);
}

describe('a page appears at once when all of its data has arrived', () => {
  it('keeps the texts out of sight until the last call answers, the heading shown throughout', async () => {
    const entries = deferred<Response>();
    renderHistory(() => entries.promise);
    expect(screen.getByRole('heading', { level: 1, name: 'Vēsture' })).toBeVisible();
    // The texts have arrived, the entries have not: nothing below the heading is seen yet.
    const text = await screen.findByText('Simt gadu un viena dziesma.');
    expect(text).not.toBeVisible();
    expect(screen.getByRole('status')).toBeInTheDocument();

    await answerWithTheFirstEntry(entries);
    expect(screen.getByText('Simt gadu un viena dziesma.')).toBeVisible();
  });

  it('shows what has arrived when a call never answers', async () => {
    jest.useFakeTimers();
    renderHistory(() => new Promise(() => undefined));
    const text = await screen.findByText('Simt gadu un viena dziesma.');
    expect(text).not.toBeVisible();
    await act(async () => {
      jest.advanceTimersByTime(REVEAL_TIMEOUT_MS);
    });
    expect(screen.getByText('Simt gadu un viena dziesma.')).toBeVisible();
  });
});

describe('after a server-rendered first page', () => {
  it('still waits for the data of a page the browser renders itself, though the document carries another page’s', async () => {
    // The block of the first page (/about-us) is still there when /history renders in the
    // browser: it is not this page's, so the page stays hidden until its entries arrive.
    serveDocumentData(
      '/about-us',
      { 'content:achievements': [] },
      { at: window.location.pathname },
    );
    const entries = deferred<Response>();
    renderHistory(() => entries.promise);
    const text = await screen.findByText('Simt gadu un viena dziesma.');
    expect(text).not.toBeVisible();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await answerWithTheFirstEntry(entries);
  });
});
