import type { Gallery, GalleryImage, Video } from '@koris/shared/types';

/** One recorded call at the HTTP boundary (fetch or XMLHttpRequest). */
export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  form: FormData | null;
  headers: Headers;
  /** 'xhr' for the upload transport (byte progress), 'fetch' otherwise. */
  via: 'fetch' | 'xhr';
}

export type Reply = { status?: number; body: unknown };
export type Handler = (call: Call) => Reply | Promise<Reply>;

export const json = (body: unknown, status = 200): Reply => ({ body, status });

async function record(request: Request, via: Call['via']): Promise<Call> {
  const url = new URL(request.url);
  const type = request.headers.get('Content-Type') ?? '';
  const form = type.includes('multipart/form-data') ? await request.formData() : null;
  return {
    method: request.method,
    path: url.pathname,
    search: url.searchParams,
    form,
    headers: request.headers,
    via,
  };
}

/**
 * Replaces the HTTP boundary with a small router: `"GET /api/galleries": handler`. Both
 * `fetch` and `XMLHttpRequest` (the upload transport, which reports bytes sent) answer from
 * the same routes. Unknown calls answer 404 so a test sees them fail; every call is recorded.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  /** While set, an upload stops half-way until the test calls the function it returns. */
  let uploadGate: Promise<void> | null = null;

  const respond = async (request: Request, via: Call['via']) => {
    const call = await record(request, via);
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const reply = handler ? await handler(call) : json({ message: 'Not found' }, 404);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    respond(input instanceof Request ? input : new Request(input, init), 'fetch'),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  class FakeXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    status = 0;
    statusText = '';
    response: Blob | null = null;
    responseType = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private aborted = false;
    private readonly requestHeaders = new Headers();
    private responseHeaders = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders.set(name, value);
    }
    getAllResponseHeaders() {
      return [...this.responseHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: Blob | null) {
      void this.run(body);
    }
    private async run(body: Blob | null) {
      const total = body?.size ?? 0;
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      await Promise.resolve();
      progress(Math.floor(total / 2));
      if (uploadGate) await uploadGate;
      if (this.aborted) return;
      progress(total);
      const response = await respond(
        new Request(this.url, { method: this.method, headers: this.requestHeaders, body }),
        'xhr',
      );
      this.status = response.status;
      this.statusText = response.statusText;
      this.responseHeaders = response.headers;
      this.response = await response.blob();
      this.onload?.();
    }
  }
  // The server render's tests run in plain Node: no window, and no uploads to answer.
  if (typeof window !== 'undefined') {
    window.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  }

  return {
    calls,
    fetchMock,
    /** Holds every upload half-way; call the returned function to let them finish. */
    holdUploads() {
      let release: () => void = () => {};
      uploadGate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        uploadGate = null;
        release();
      };
    },
  };
}

/** A paged list endpoint over `items`, as the API pages it (skip/take, or all). */
export function pagedList<T>(items: () => T[]): Handler {
  return ({ search }) => {
    const all = items();
    const skip = Number(search.get('skip') ?? 0);
    const take = search.has('take') ? Number(search.get('take')) : all.length;
    return json(all.slice(skip, skip + take));
  };
}

const variants = (base: string) => ({
  width: 1280,
  height: 853,
  src: `${base}-640.webp`,
  srcset: `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w`,
  thumb: `${base}-120.webp`,
});

export function makeImage(galleryId: number, id: number): GalleryImage {
  return {
    id,
    url: `/uploads/galleries/${galleryId}/${id}.webp`,
    ...variants(`/uploads/g${galleryId}/${id}`),
  };
}

/** A gallery as the API lists it; `images` is the number of images it holds. */
export function makeGallery(
  id: number,
  { images = 3, ...overrides }: Partial<Omit<Gallery, 'images'>> & { images?: number } = {},
): Gallery & { images: GalleryImage[] } {
  const list = Array.from({ length: images }, (_, i) => makeImage(id, id * 100 + i + 1));
  return {
    id,
    title: `Galerija ${id}`,
    description: `Apraksts ${id}`,
    order: id,
    event_id: null,
    image_url: `/uploads/covers/${id}.webp`,
    image: variants(`/uploads/covers/${id}`),
    image_count: list.length,
    created_at: '2025-03-05T10:00:00.000Z',
    updated_at: '2025-03-05T10:00:00.000Z',
    images: list,
    ...overrides,
  };
}

/** The list call leaves `images` out, as the API does. */
export const summary = ({ images: _images, ...gallery }: Gallery): Gallery => gallery;

export function makeVideo(id: number, overrides: Partial<Video> = {}): Video {
  return {
    id,
    title: `Video ${id}`,
    source: `https://www.youtube-nocookie.com/embed/video${id}`,
    ...overrides,
  };
}
