/**
 * Request handlers per resource, matching the API's routes (api/README.md) and the calls of
 * `@koris/shared/api`. Each takes the records to serve (an array, or a function read at each
 * request, so a test may change them); a test adds or overrides answers with `server.use`.
 */
import {
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type {
  Achievement,
  Application,
  Conductor,
  Event,
  Gallery,
  HistoryEvent,
  RoleName,
  SystemSetting,
  User,
  Version,
  Video,
} from '@koris/shared/types';
import { aVersion, gallerySummary } from './factories';
import { api, server } from './msw';

type Records<T> = T[] | (() => T[]);
const read = <T>(records: Records<T>): T[] => (typeof records === 'function' ? records() : records);

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

type Info = Parameters<Resolver>[0];
export type BodyInfo = Info & {
  /** The multipart body, or null. */
  form: FormData | null;
  /** The JSON body, parsed, or undefined. */
  json: unknown;
  search: URLSearchParams;
};

/**
 * A resolver that answers from what was sent: the request's body is read first and handed
 * over parsed (`form` for multipart, `json` for JSON), with the query as `search`.
 */
export function withBody(answer: (info: BodyInfo) => ReturnType<Resolver>): Resolver {
  return async (info) => {
    const type = info.request.headers.get('content-type') ?? '';
    const copy = info.request.clone();
    const form = type.includes('multipart/form-data') ? await copy.formData() : null;
    const json: unknown = type.includes('application/json') ? await copy.json() : undefined;
    return answer({ ...info, form, json, search: new URL(info.request.url).searchParams });
  };
}

/** `{ message }` with a status: the API's shape of every error. */
export const failure = (status: number, message = 'Not found') =>
  HttpResponse.json({ message }, { status });

/** Answers `?skip&take` over the records (all of them without), as the API pages a list. */
export function paged<T>(records: Records<T>): Resolver {
  return ({ request }) => {
    const search = new URL(request.url).searchParams;
    const all = read(records);
    const skip = Number(search.get('skip') ?? 0);
    const take = search.has('take') ? Number(search.get('take')) : all.length;
    return HttpResponse.json(all.slice(skip, skip + take) as DefaultBodyType);
  };
}

const list =
  <T>(records: Records<T>): Resolver =>
  () =>
    HttpResponse.json(read(records) as DefaultBodyType);

const byId = <T extends { id: number }>(records: Records<T>, what: string): Resolver => {
  return ({ params }) => {
    const found = read(records).find((record) => record.id === Number(params['id']));
    return found ? HttpResponse.json(found as DefaultBodyType) : failure(404, `${what} not found`);
  };
};

export function eventHandlers({
  current = [],
  old = [],
}: { current?: Records<Event>; old?: Records<Event> } = {}) {
  return [
    api.get('/events/current', paged(current)),
    api.get('/events/old', paged(old)),
    api.get(
      '/events',
      paged(() => [...read(current), ...read(old)]),
    ),
    api.get(
      '/events/:id',
      byId(() => [...read(current), ...read(old)], 'Event'),
    ),
  ];
}

/** The list leaves `images` out (the API does); one gallery comes with them. */
export function galleryHandlers(galleries: Records<Gallery>) {
  return [
    api.get(
      '/galleries',
      paged(() => read(galleries).map(gallerySummary)),
    ),
    api.get('/galleries/:id', byId(galleries, 'Gallery')),
  ];
}

export function conductorHandlers({
  current = [],
  old = [],
}: { current?: Records<Conductor>; old?: Records<Conductor> } = {}) {
  return [
    api.get('/conductors/current', list(current)),
    api.get('/conductors/old', list(old)),
    api.get(
      '/conductors/:id',
      byId(() => [...read(current), ...read(old)], 'Conductor'),
    ),
  ];
}

export const achievementHandlers = (achievements: Records<Achievement>) => [
  api.get('/achievements', list(achievements)),
  api.get('/achievements/:id', byId(achievements, 'Achievement')),
];

export const historyEventHandlers = (historyEvents: Records<HistoryEvent>) => [
  api.get('/history-events', list(historyEvents)),
];

export const videoHandlers = (videos: Records<Video>) => [api.get('/videos', list(videos))];

export const applicationHandlers = (applications: Records<Application>) => [
  api.get('/applications', list(applications)),
];

/** The short-lived token the export link carries. */
export const exportTokenHandler = (token = 'export-token') =>
  api.post('/export-applications/token', () => HttpResponse.json({ token, expires_in: 60 }));

/**
 * System settings as the API keeps them (ids from `firstId`): read by name (404 for a name it
 * does not have), all at once, and saved by id (`PUT {value}` answers the saved setting).
 */
export function settingHandlers(values: Record<string, string>, { firstId = 1 } = {}) {
  const settings: SystemSetting[] = Object.entries(values).map(([name, value], i) => ({
    id: firstId + i,
    name,
    value,
  }));
  const handlers = [
    api.get('/system-setting/get-by-name/:name', ({ params }) => {
      const found = settings.find((setting) => setting.name === params['name']);
      return found ? HttpResponse.json(found) : failure(404, 'System setting not found');
    }),
    api.get('/system-settings', () => HttpResponse.json(settings)),
    api.put('/system-setting/:id', async ({ params, request }) => {
      const found = settings.find((setting) => setting.id === Number(params['id']));
      if (!found) return failure(404, 'System setting not found');
      const { value } = (await request.json()) as { value: string };
      return HttpResponse.json({ ...found, value });
    }),
  ];
  return { settings, handlers, idOf: (name: string) => settings.find((s) => s.name === name)?.id };
}

/**
 * Earlier versions as the API keeps them: `GET /versions?kind&item_id` lists one item's, in
 * the order given (newest first), paged by `skip`/`take`; `POST /versions/:id/restore` answers
 * "Atjaunots" (404 for an unknown id) after `restore(version)`, the test's part of a restore:
 * making the item's records show that version's values.
 */
export function versionHandlers(
  versions: Records<Version>,
  { restore }: { restore?: (version: Version) => void } = {},
) {
  return [
    api.get('/versions', ({ request }) => {
      const search = new URL(request.url).searchParams;
      const mine = read(versions).filter(
        (v) => v.kind === search.get('kind') && v.item_id === Number(search.get('item_id')),
      );
      const skip = Number(search.get('skip') ?? 0);
      const take = search.has('take') ? Number(search.get('take')) : mine.length;
      return HttpResponse.json(mine.slice(skip, skip + take));
    }),
    api.post('/versions/:id/restore', ({ params }) => {
      const version = read(versions).find((v) => v.id === Number(params['id']));
      if (!version) return failure(404, 'Version not found');
      restore?.(version);
      return HttpResponse.json({
        message: 'Atjaunots',
        kind: version.kind,
        item_id: version.item_id,
        unlinked: false,
      });
    }),
  ];
}

/**
 * Serves one earlier version of an item, saved by Anna Ozola on 05.03.2025 at 12:00 Riga time,
 * whose restore runs `restore`.
 */
export function serveEarlierVersion(
  fields: Pick<Version, 'id' | 'kind' | 'item_id' | 'summary'>,
  restore: () => void,
): void {
  const earlier = aVersion({
    ...fields,
    user_name: 'Anna Ozola',
    created_at: '2025-03-05T10:00:00.000Z',
  });
  server.use(...versionHandlers([earlier], { restore }));
}

/** The answer of login and register: the user and a bearer token. */
export const authAnswer = (user: User, token: string) => ({
  user,
  authorisation: { token, type: 'bearer', expires_in: 28800 },
});

/**
 * The account calls answering as for `user` (login, register, logout, edit mode, password,
 * registration tokens). A test overrides one with `server.use` to see it fail.
 */
export function accountHandlers({ user, token }: { user: User; token: string }) {
  const roles: RoleName[] = ['update-data', 'update-users', 'see-applications'];
  return [
    api.post('/login', () => HttpResponse.json(authAnswer(user, token))),
    api.post('/register', () => HttpResponse.json(authAnswer(user, token), { status: 201 })),
    api.post('/logout', () => HttpResponse.json({ message: 'Logged out' })),
    api.post('/changePassword', () => HttpResponse.json({ message: 'Password changed!' })),
    api.post('/toggle-edit-mode', async ({ request }) => {
      const form = await request.formData();
      const active = form.get('is_edit_mode_active') === '1';
      return HttpResponse.json({ user: { ...user, is_edit_mode_active: active }, message: 'OK' });
    }),
    api.post('/issue-registration-token', () =>
      HttpResponse.json(
        { registration_token: 'registration-token', roles, expires_in: 604800 },
        { status: 201 },
      ),
    ),
  ];
}

/**
 * An answer the test gives when it wants: the request stays pending until `release`. The
 * answer is built then, so it may depend on what the test did meanwhile.
 */
export function heldAnswer() {
  let release!: (answer?: Response) => void;
  const answered = new Promise<Response | undefined>((resolve) => (release = resolve));
  return {
    resolver: (async () => answered) as Resolver,
    release: (answer: Response = HttpResponse.json({})) => release(answer),
  };
}
