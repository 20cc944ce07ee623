import { addGalleryImages, errorMessages, getErrorMessage } from '@koris/shared/api';
import { useAuthStore } from '@koris/shared/auth';
import { logIn, resetAuth } from '../../__tests__/support/http';

/**
 * XMLHttpRequest is this transport's HTTP boundary: a fake that records what goes out, sends
 * upload progress events and answers like a server.
 */
interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Blob | null;
}
let sent: Sent[];
let answer: { status: number; body: unknown };
let hold: Promise<void> | null;

class FakeXhr {
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseType = '';
  withCredentials = false;
  private request: Sent = { method: '', url: '', headers: {}, body: null };
  private aborted = false;
  open(method: string, url: string) {
    this.request = { ...this.request, method, url };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-test: 1';
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(body: Blob | null) {
    this.request.body = body;
    sent.push(this.request);
    void (async () => {
      const total = body?.size ?? 0;
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: total / 4,
        total,
      } as ProgressEvent);
      if (hold) await hold;
      if (this.aborted) return;
      if (answer.status === 0) {
        this.onerror?.();
        return;
      }
      this.upload.onprogress?.({ lengthComputable: true, loaded: total, total } as ProgressEvent);
      this.status = answer.status;
      this.response = new Blob([JSON.stringify(answer.body)], { type: 'application/json' });
      this.onload?.();
    })();
  }
}

const realXhr = window.XMLHttpRequest;
const image = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

beforeEach(() => {
  resetAuth();
  sent = [];
  hold = null;
  answer = { status: 200, body: { id: 3, title: 'G', images: [] } };
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('addGalleryImages with upload progress', () => {
  it('sends images[0..n] in one multipart request with every header of the shared client', async () => {
    logIn();
    const progress: number[] = [];
    const gallery = await addGalleryImages(3, [image('a.jpg', 1000), image('b.jpg', 3000)], {
      onUploadProgress: (p) => progress.push(p.percent),
    });
    expect(gallery).toEqual({ id: 3, title: 'G', images: [] });
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${window.location.origin}/api/galleries/3`);
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-xsrf-token']).toBe('abc==');
    expect(request.headers['authorization']).toBe('Bearer tok-123');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(request.body, {
      headers: { 'Content-Type': request.headers['content-type']! },
    }).formData();
    expect((form.get('images[0]') as File).name).toBe('a.jpg');
    expect((form.get('images[1]') as File).name).toBe('b.jpg');
    expect(request.body!.size).toBeGreaterThan(4000);
    // From nothing, through a quarter, to all of it.
    expect(progress[0]).toBe(0);
    expect(progress).toContain(0.25);
    expect(progress.at(-1)).toBe(1);
  });

  it('gives the catalogue message on failure: 413, 403, a server message, a network failure', async () => {
    logIn();
    const failure = async () => {
      try {
        await addGalleryImages(3, [image('a.jpg', 10)], { onUploadProgress: () => {} });
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('expected a failure');
    };
    answer = { status: 413, body: { message: 'Request body is too large' } };
    expect(await failure()).toBe(errorMessages.tooLarge);
    answer = { status: 403, body: { message: 'Forbidden' } };
    expect(await failure()).toBe(errorMessages.forbidden);
    answer = { status: 422, body: { message: 'No images given.' } };
    expect(await failure()).toBe('No images given.');
    answer = { status: 0, body: null };
    let network: unknown;
    await addGalleryImages(3, [image('a.jpg', 10)], { onUploadProgress: () => {} }).catch(
      (error: unknown) => (network = error),
    );
    expect(getErrorMessage(network)).toBe(errorMessages.network);
  });

  it('logs out on a 401, as every call does', async () => {
    logIn();
    answer = { status: 401, body: { message: 'Unauthenticated.' } };
    await expect(
      addGalleryImages(3, [image('a.jpg', 10)], { onUploadProgress: () => {} }),
    ).rejects.toThrow(errorMessages.loggedOut);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('stops sending when aborted', async () => {
    logIn();
    let release: () => void = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    const controller = new AbortController();
    const call = addGalleryImages(3, [image('a.jpg', 10)], {
      onUploadProgress: () => {},
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    release();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
