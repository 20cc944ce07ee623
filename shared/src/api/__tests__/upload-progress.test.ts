import { addGalleryImages, errorMessages, getErrorMessage } from '@koris/shared/api';
import { useAuthStore } from '@koris/shared/auth';
import {
  HttpResponse,
  TOKEN,
  api as route,
  installSteppedUploads,
  recordRequests,
  resetStores,
  server,
  signIn,
  type SteppedUploads,
} from '@koris/shared/testing';

/** The server's answer to the upload, as the test sets it. */
let answer: () => Response;
let uploads: SteppedUploads;

const image = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

beforeEach(() => {
  resetStores();
  answer = () => HttpResponse.json({ id: 3, title: 'G', images: [] });
  server.use(route.post('/galleries/3', () => answer()));
  // A quarter of the body is reported before the rest.
  uploads = installSteppedUploads({ partial: (total) => total / 4 });
  document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
});
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('addGalleryImages with upload progress', () => {
  it('sends images[0..n] in one multipart request with every header of the shared client', async () => {
    signIn();
    const requests = recordRequests();
    const progress: number[] = [];
    let bodySize = 0;
    const gallery = await addGalleryImages(3, [image('a.jpg', 1000), image('b.jpg', 3000)], {
      onUploadProgress: (p) => {
        progress.push(p.percent);
        bodySize = p.total;
      },
    });
    expect(gallery).toEqual({ id: 3, title: 'G', images: [] });
    expect(uploads.sent).toEqual([
      { method: 'POST', url: `${window.location.origin}/api/galleries/3` },
    ]);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${window.location.origin}/api/galleries/3`);
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.headers.get('x-xsrf-token')).toBe('abc==');
    expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    await requests.settled();
    const form = request.form!;
    expect((form.get('images[0]') as File).name).toBe('a.jpg');
    expect((form.get('images[1]') as File).name).toBe('b.jpg');
    expect(bodySize).toBeGreaterThan(4000);
    // From nothing, through a quarter, to all of it.
    expect(progress[0]).toBe(0);
    expect(progress).toContain(0.25);
    expect(progress.at(-1)).toBe(1);
  });

  it('gives the catalogue message on failure: 413, 403, a server message, a network failure', async () => {
    signIn();
    const failure = async () => {
      try {
        await addGalleryImages(3, [image('a.jpg', 10)], { onUploadProgress: () => {} });
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('expected a failure');
    };
    answer = () => HttpResponse.json({ message: 'Request body is too large' }, { status: 413 });
    expect(await failure()).toBe(errorMessages.tooLarge);
    answer = () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
    expect(await failure()).toBe(errorMessages.forbidden);
    answer = () => HttpResponse.json({ message: 'No images given.' }, { status: 422 });
    expect(await failure()).toBe('No images given.');
    answer = () => HttpResponse.error();
    let network: unknown;
    await addGalleryImages(3, [image('a.jpg', 10)], { onUploadProgress: () => {} }).catch(
      (error: unknown) => (network = error),
    );
    expect(getErrorMessage(network)).toBe(errorMessages.network);
  });

  it('logs out on a 401, as every call does', async () => {
    signIn();
    answer = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    await expect(
      addGalleryImages(3, [image('a.jpg', 10)], { onUploadProgress: () => {} }),
    ).rejects.toThrow(errorMessages.loggedOut);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('stops sending when aborted', async () => {
    signIn();
    const release = uploads.hold();
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
