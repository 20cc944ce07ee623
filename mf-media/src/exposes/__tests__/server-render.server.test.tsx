import {
  aGallery,
  api as route,
  aVideo,
  failure,
  galleryHandlers,
  gallerySummary,
  HttpResponse,
  recordRequests,
  renderOnServer,
  type RequestHandler,
  server,
} from '@koris/shared/testing';

const videosPage = () => import('../VideosPage');
const photoPage = () => import('../PhotoPage');
const albumPage = () => import('../AlbumPage');

// Plain Node, as in the shell's server: no window, no document, no observers.
// Each page renders to HTML with its data, and the data block holds exactly what it fetched.

const galleries = Array.from({ length: 14 }, (_, i) => aGallery({ id: i + 1 }));
const videos = [1, 2, 3].map((id) => aVideo({ id: id }));

function setup(...routes: RequestHandler[]) {
  const calls = recordRequests();
  server.use(
    route.get('/videos', () => HttpResponse.json(videos)),
    ...galleryHandlers(() => galleries),
    route.get('/galleries/9', () => HttpResponse.json(galleries[8])),
  );
  // Added last, so they answer before the defaults above.
  server.use(...routes);
  return { calls };
}

const requests = (calls: { method: string; path: string; search: URLSearchParams }[]) =>
  calls.map((c) => `${c.method} ${c.path}${c.search.size > 0 ? `?${c.search}` : ''}`);

/** Renders `page` at `url` on the server with the usual answers: no error, and what it asked. */
async function renderCleanly(...args: Parameters<typeof renderOnServer>) {
  const { calls } = setup();
  const { html, data, errors } = await renderOnServer(...args);
  expect(errors).toEqual([]);
  return { html, data, asked: requests(calls) };
}

it('runs with no browser globals', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

describe('/videos', () => {
  it('renders every video as its poster, with no loader and nothing from the provider', async () => {
    const { html, data, asked } = await renderCleanly(videosPage, '/videos');
    expect(asked).toEqual(['GET /api/videos']);
    expect(data).toEqual({ 'media:videos': videos });
    expect(html).toContain('<h1');
    for (const video of videos) expect(html).toContain(`aria-label="Atskaņot: ${video.title}"`);
    expect(html).toContain('data-centred="true"');
    expect(html).not.toContain('Ielādē');
    expect(html).not.toContain('<iframe');
  });

  it('fails when the API fails: the shell then serves the page without HTML', async () => {
    setup(route.get('/videos', () => failure(500, 'Serveris atpūšas')));
    await expect(renderOnServer(videosPage, '/videos')).rejects.toThrow();
  });
});

describe('/photo', () => {
  it('renders the first page of galleries with the sentinel for the next', async () => {
    const { html, data, asked } = await renderCleanly(photoPage, '/photo');
    expect(asked).toEqual(['GET /api/galleries?skip=0&take=6']);
    expect(Object.keys(data)).toEqual(['media:galleries:0:6']);
    for (const gallery of galleries.slice(0, 6)) expect(html).toContain(`>${gallery.title}</a>`);
    expect(html).not.toContain('>Galerija 7</a>');
    expect(html).toContain('data-testid="list-sentinel"');
    expect(html).not.toContain('Ielādē');
  });

  it('/photo/gallery/{id} renders the whole list and the slideshow over it', async () => {
    const { html, data, asked } = await renderCleanly(
      photoPage,
      '/photo/gallery/9',
      '/photo/gallery/:id',
    );
    expect(asked).toEqual(['GET /api/galleries', 'GET /api/galleries/9']);
    expect(data).toEqual({
      'media:galleries:all': galleries.map(gallerySummary),
      'media:gallery:9': galleries[8],
    });
    for (const gallery of galleries) expect(html).toContain(`>${gallery.title}</a>`);
    expect(html).not.toContain('data-testid="list-sentinel"');
    // The slideshow is drawn in place, so its picture is in the document, first to load; the
    // covers it hides wait.
    expect(html).toMatch(/role="dialog"[^>]*aria-labelledby/);
    expect(html).toContain('alt="Galerija 9, attēls 1 no 3" fetchPriority="high"');
    expect(html).toContain('>1<!-- --> / <!-- -->3</p>');
    expect(html).not.toMatch(/covers\/1-640\.webp"[^>]*loading="eager"/);
  });

  it('/photo/gallery/{id} asks for the list and the gallery side by side', async () => {
    // The list answers only once the gallery has been asked for: one after the other, the
    // render would never finish.
    let galleryAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (galleryAsked = resolve));
    setup(
      route.get('/galleries', async () => {
        await asked;
        return HttpResponse.json(galleries.map(gallerySummary));
      }),
      route.get('/galleries/9', () => {
        galleryAsked();
        return HttpResponse.json(galleries[8]);
      }),
    );
    const { data, errors } = await renderOnServer(
      photoPage,
      '/photo/gallery/9',
      '/photo/gallery/:id',
    );
    expect(errors).toEqual([]);
    expect(Object.keys(data).sort()).toEqual(['media:galleries:all', 'media:gallery:9']);
  });

  it('an unknown gallery still renders the list; the browser asks for it and shows the message', async () => {
    setup();
    const { html, data, errors } = await renderOnServer(
      photoPage,
      '/photo/gallery/999',
      '/photo/gallery/:id',
    );
    expect(errors).toEqual([]);
    expect(data).toEqual({
      'media:galleries:all': galleries.map(gallerySummary),
      'media:gallery:999': null,
    });
    for (const gallery of galleries) expect(html).toContain(`>${gallery.title}</a>`);
  });
});

describe('/vara_saknes', () => {
  it('renders the album with its songs and asks for no data', async () => {
    const { calls } = setup();
    const { html, data, errors } = await renderOnServer(albumPage, '/vara_saknes');
    expect(errors).toEqual([]);
    expect(calls).toEqual([]);
    expect(data).toEqual({});
    expect(html).toContain('Vara Saknes');
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(15);
    expect(html).not.toContain('<iframe');
  });
});
