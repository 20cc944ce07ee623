import {
  api,
  apply,
  createEvent,
  errorMessages,
  getCurrentEvents,
  getErrorMessage,
  isOlderVersion,
  refusalReason,
  resetWrittenContentVersion,
  updateSystemSetting,
} from '@koris/shared/api';
import { useAuthStore, AUTH_STORAGE_KEY } from '@koris/shared/auth';
import {
  HttpResponse,
  TOKEN,
  api as route,
  recordRequests,
  resetStores,
  heldAnswer,
  server,
  signIn,
} from '@koris/shared/testing';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  resetStores();
  clearCookies();
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('request headers (docs/product.md#calls)', () => {
  it('never takes an answer from the browser cache without asking the server', async () => {
    let mode: RequestCache | undefined;
    server.use(
      route.get('/events/current', ({ request }) => {
        mode = request.cache;
        return HttpResponse.json([]);
      }),
    );
    await getCurrentEvents({ skip: 0, take: 2 });
    expect(mode).toBe('no-cache');
  });

  it('marks every call as XMLHttpRequest and sends it to the same-origin /api', async () => {
    const requests = recordRequests();
    server.use(route.get('/events/current', () => HttpResponse.json([])));
    await getCurrentEvents({ skip: 0, take: 2 });
    const request = requests[0]!;
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.url).toBe(`${window.location.origin}/api/events/current?skip=0&take=2`);
    expect(request.headers.get('Accept')).toContain('application/json');
  });

  it('echoes the XSRF-TOKEN cookie, decoded, in X-XSRF-TOKEN', async () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
    const requests = recordRequests();
    server.use(route.post('/events', () => HttpResponse.json({ id: 1 }, { status: 201 })));
    await createEvent({ title: 'Koncerts', is_current: true });
    expect(requests[0]!.headers.get('X-XSRF-TOKEN')).toBe('abc==');
  });

  it('sends the bearer token of the auth store when logged in', async () => {
    signIn(undefined, 'secret-token');
    const requests = recordRequests();
    server.use(route.put('/system-setting/3', () => HttpResponse.json({ id: 3, value: 'x' })));
    await updateSystemSetting(3, 'x');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
    await requests.settled();
    expect(requests[0]!.json).toEqual({ value: 'x' });
  });

  describe('read your own writes', () => {
    beforeEach(() => resetWrittenContentVersion());

    const written = (version: string) =>
      route.put('/system-setting/3', () =>
        HttpResponse.json({ id: 3, value: 'x' }, { headers: { 'Content-Version': version } }),
      );

    it("asks for at least the version of the page's newest write on every read after it", async () => {
      const requests = recordRequests();
      server.use(route.get('/events/current', () => HttpResponse.json([])));
      await getCurrentEvents();
      server.use(written('12'));
      await updateSystemSetting(3, 'x');
      await getCurrentEvents();
      // Before the write a visitor's read: nothing asked; the write itself asks nothing either.
      expect(requests.map((r) => [r.method, r.headers.get('Min-Content-Version')])).toEqual([
        ['GET', null],
        ['PUT', null],
        ['GET', '12'],
      ]);
    });

    it('keeps the newest version when answers arrive out of order', async () => {
      const requests = recordRequests();
      server.use(written('10'));
      await updateSystemSetting(3, 'x');
      server.use(written('9'));
      await updateSystemSetting(3, 'x');
      server.use(route.get('/events/current', () => HttpResponse.json([])));
      await getCurrentEvents();
      expect(requests.at(-1)!.headers.get('Min-Content-Version')).toBe('10');
    });

    it('takes no version from a failed write', async () => {
      const requests = recordRequests();
      server.use(
        route.put('/system-setting/3', () =>
          HttpResponse.json(
            { message: 'Nē' },
            { status: 422, headers: { 'Content-Version': '5' } },
          ),
        ),
        route.get('/events/current', () => HttpResponse.json([])),
      );
      await updateSystemSetting(3, 'x').catch(() => undefined);
      await getCurrentEvents();
      expect(requests.at(-1)!.headers.has('Min-Content-Version')).toBe(false);
    });

    it.each([
      ['9', '10', true],
      ['10', '9', false],
      ['10', '10', false],
      ['10', '10+1', false],
      ['a1:3:0', 'a1:4:0', true],
      ['a1:3:0', 'b2:4:0', false],
    ])('compares %s before %s: %s', (a, b, older) => {
      expect(isOlderVersion(a, b)).toBe(older);
    });
  });

  // Neither the XSRF cookie nor a login is there: neither header is sent.
  it.each([
    ['X-XSRF-TOKEN', 'while the cookie is absent'],
    ['Authorization', 'when logged out'],
  ])('sends no %s header %s', async (header) => {
    const requests = recordRequests();
    server.use(route.get('/events/current', () => HttpResponse.json([])));
    await getCurrentEvents();
    expect(requests[0]!.headers.has(header)).toBe(false);
  });

  it('leaves the token off anonymous calls (the application form)', async () => {
    signIn();
    const requests = recordRequests();
    server.use(route.post('/apply', () => HttpResponse.json({ message: 'ok' }, { status: 201 })));
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
    await requests.settled();
    const form = request.form!;
    expect(form.get('can_come_1')).toBe('0');
    expect(form.get('is_lu_student')).toBe('1');
    expect(form.has('free')).toBe(false);
  });
});

describe('success and transport defaults', () => {
  it.each([200, 201, 202, 204])('treats %i as success', async (status) => {
    server.use(
      route.delete('/events/1', () =>
        status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json({}, { status }),
      ),
    );
    await expect(api.delete('events/1').json()).resolves.toBeDefined();
  });

  it('does not retry a failed call', async () => {
    const requests = recordRequests();
    server.use(route.get('/videos', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    await failure(api.get('videos').json());
    expect(requests).toHaveLength(1);
  });

  it('has no timeout: an answer after a minute still arrives', async () => {
    jest.useFakeTimers();
    try {
      const answer = heldAnswer();
      server.use(route.get('/videos', answer.resolver));
      const pending = api.get('videos').json();
      await jest.advanceTimersByTimeAsync(60_000);
      answer.release(HttpResponse.json([{ id: 1 }]));
      await expect(pending).resolves.toEqual([{ id: 1 }]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('error catalogue (docs/product.md#messages)', () => {
  /** The message a person is shown when creating an event is refused with `status` and `body`. */
  async function messageOfRefusedCreate(status: number, body: string) {
    server.use(route.post('/events', () => HttpResponse.json({ message: body }, { status })));
    return getErrorMessage(await failure(createEvent({ title: 'X', is_current: true })));
  }

  it('403 on any call → "Unauthorized"', async () => {
    expect(await messageOfRefusedCreate(403, 'Forbidden by role')).toBe('Unauthorized');
  });

  it('a 403 that says why (`reason`) shows the server’s message and names the reason', async () => {
    server.use(
      route.post('/events', () =>
        HttpResponse.json(
          { message: 'Confirm it is you to continue.', reason: 'confirm' },
          { status: 403 },
        ),
      ),
    );
    const error = await failure(createEvent({ title: 'X', is_current: false }));
    expect(getErrorMessage(error)).toBe('Confirm it is you to continue.');
    expect(await refusalReason(error)).toBe('confirm');
  });

  it('401 → "Logged out", user and token cleared, also in sessionStorage', async () => {
    signIn();
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toContain(TOKEN);
    server.use(
      route.get('/events/current', () =>
        HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 }),
      ),
    );
    const error = await failure(getCurrentEvents());
    expect(getErrorMessage(error)).toBe('Logged out');
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().token).toBeNull();
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).not.toContain(TOKEN);
  });

  it('413 → "Image too large!"', async () => {
    expect(await messageOfRefusedCreate(413, 'Payload Too Large')).toBe('Image too large!');
  });

  it.each([400, 404, 405, 422, 429, 500])('%i → the body’s message', async (status) => {
    expect(await messageOfRefusedCreate(status, `Server says ${status}`)).toBe(
      `Server says ${status}`,
    );
  });

  it('a failure without a JSON message → a generic text, never raw HTML', async () => {
    server.use(
      route.get('/events/current', () =>
        HttpResponse.html('<html>Bad Gateway</html>', { status: 502 }),
      ),
    );
    const error = await failure(getCurrentEvents());
    expect(getErrorMessage(error)).toBe(errorMessages.fallback);
  });

  it('a network failure → a clear message', async () => {
    server.use(route.get('/events/current', () => HttpResponse.error()));
    const error = await failure(getCurrentEvents());
    expect(getErrorMessage(error)).toBe(errorMessages.network);
    expect(errorMessages.network).toMatch(/serveri/);
  });

  it('keeps the session on other failures', async () => {
    signIn();
    server.use(
      route.get('/events/current', () => HttpResponse.json({ message: 'Oops' }, { status: 500 })),
    );
    await failure(getCurrentEvents());
    expect(useAuthStore.getState().token).toBe(TOKEN);
  });

  it('never shows a programming error’s text', () => {
    expect(getErrorMessage(new SyntaxError('Unexpected token < in JSON'))).toBe(
      errorMessages.fallback,
    );
    expect(getErrorMessage('weird')).toBe(errorMessages.fallback);
    expect(getErrorMessage(new Error('Lauks ir obligāts'))).toBe('Lauks ir obligāts');
  });
});
