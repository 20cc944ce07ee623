import {
  api,
  apply,
  createEvent,
  errorMessages,
  getCurrentEvents,
  getErrorMessage,
  updateSystemSetting,
} from '@koris/shared/api';
import { useAuthStore, AUTH_STORAGE_KEY } from '@koris/shared/auth';
import { logIn, mockFetch, resetAuth } from '../../__tests__/support/http';

const realFetch = globalThis.fetch;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  resetAuth();
  clearCookies();
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('request headers (SPEC §7)', () => {
  it('marks every call as XMLHttpRequest and sends it to the same-origin /api', async () => {
    const { requests } = mockFetch({ 'GET /events/current': { body: [] } });
    await getCurrentEvents({ skip: 0, take: 2 });
    const request = requests[0]!;
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.url).toBe(`${window.location.origin}/api/events/current?skip=0&take=2`);
    expect(request.headers.get('Accept')).toContain('application/json');
  });

  it('echoes the XSRF-TOKEN cookie, decoded, in X-XSRF-TOKEN', async () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
    const { requests } = mockFetch({ 'POST /events': { status: 201, body: { id: 1 } } });
    await createEvent({ title: 'Koncerts', is_current: true });
    expect(requests[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc==');
  });

  it('sends no X-XSRF-TOKEN while the cookie is absent', async () => {
    const { requests } = mockFetch({ 'GET /events/current': { body: [] } });
    await getCurrentEvents();
    expect(requests[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends the bearer token of the auth store when logged in', async () => {
    logIn(undefined, 'secret-token');
    const { requests } = mockFetch({ 'PUT /system-setting/3': { body: { id: 3, value: 'x' } } });
    await updateSystemSetting(3, 'x');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(await requests[0]!.json()).toEqual({ value: 'x' });
  });

  it('sends no Authorization header when logged out', async () => {
    const { requests } = mockFetch({ 'GET /events/current': { body: [] } });
    await getCurrentEvents();
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it('leaves the token off anonymous calls (the application form)', async () => {
    logIn();
    const { requests } = mockFetch({ 'POST /apply': { status: 201, body: { message: 'ok' } } });
    await apply({
      name: 'Jānis',
      age: '20',
      email: 'j@example.lv',
      phone: '20000000',
      is_lu_student: true,
      can_come_1: false,
      can_come_2: true,
      find_out: 'Draugi',
    });
    const request = requests[0]!;
    expect(request.headers.has('Authorization')).toBe(false);
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    const form = await request.formData();
    expect(form.get('can_come_1')).toBe('0');
    expect(form.get('is_lu_student')).toBe('1');
    expect(form.has('free')).toBe(false);
  });
});

describe('success and transport defaults', () => {
  it.each([200, 201, 202, 204])('treats %i as success', async (status) => {
    mockFetch({ 'DELETE /events/1': { status, body: status === 204 ? undefined : {} } });
    await expect(api.delete('events/1').json()).resolves.toBeDefined();
  });

  it('does not retry a failed call', async () => {
    const { fetchMock } = mockFetch({ 'GET /videos': { status: 503, body: { message: 'Down' } } });
    await failure(api.get('videos').json());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('has no timeout: an answer after a minute still arrives', async () => {
    jest.useFakeTimers();
    try {
      let answer: (response: Response) => void = () => {};
      globalThis.fetch = jest.fn(
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ) as unknown as typeof fetch;
      const pending = api.get('videos').json();
      await jest.advanceTimersByTimeAsync(60_000);
      answer(new Response(JSON.stringify([{ id: 1 }]), { status: 200 }));
      await expect(pending).resolves.toEqual([{ id: 1 }]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('error catalogue (SPEC §8)', () => {
  it('403 on any call → "Unauthorized"', async () => {
    mockFetch({ 'POST /events': { status: 403, body: { message: 'Forbidden by role' } } });
    const error = await failure(createEvent({ title: 'X', is_current: false }));
    expect(getErrorMessage(error)).toBe('Unauthorized');
  });

  it('401 → "Logged out", user and token cleared, also in sessionStorage', async () => {
    logIn();
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toContain('tok-123');
    mockFetch({ 'GET /events/current': { status: 401, body: { message: 'Unauthenticated' } } });
    const error = await failure(getCurrentEvents());
    expect(getErrorMessage(error)).toBe('Logged out');
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().token).toBeNull();
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).not.toContain('tok-123');
  });

  it('413 → "Image too large!"', async () => {
    mockFetch({ 'POST /events': { status: 413, body: { message: 'Payload Too Large' } } });
    const error = await failure(createEvent({ title: 'X', is_current: true }));
    expect(getErrorMessage(error)).toBe('Image too large!');
  });

  it.each([400, 404, 405, 422, 429, 500])('%i → the body’s message', async (status) => {
    mockFetch({ 'POST /events': { status, body: { message: `Server says ${status}` } } });
    const error = await failure(createEvent({ title: 'X', is_current: true }));
    expect(getErrorMessage(error)).toBe(`Server says ${status}`);
  });

  it('a failure without a JSON message → a generic text, never raw HTML', async () => {
    globalThis.fetch = jest.fn(
      async () => new Response('<html>Bad Gateway</html>', { status: 502 }),
    ) as unknown as typeof fetch;
    const error = await failure(getCurrentEvents());
    expect(getErrorMessage(error)).toBe(errorMessages.fallback);
  });

  it('a network failure → a clear message', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await failure(getCurrentEvents());
    expect(getErrorMessage(error)).toBe(errorMessages.network);
    expect(errorMessages.network).toMatch(/serveri/);
  });

  it('keeps the session on other failures', async () => {
    logIn();
    mockFetch({ 'GET /events/current': { status: 500, body: { message: 'Oops' } } });
    await failure(getCurrentEvents());
    expect(useAuthStore.getState().token).toBe('tok-123');
  });

  it('never shows a programming error’s text', () => {
    expect(getErrorMessage(new SyntaxError('Unexpected token < in JSON'))).toBe(
      errorMessages.fallback,
    );
    expect(getErrorMessage('weird')).toBe(errorMessages.fallback);
    expect(getErrorMessage(new Error('Lauks ir obligāts'))).toBe('Lauks ir obligāts');
  });
});
