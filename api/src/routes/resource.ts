import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { HttpError, notFound, validationError } from '../lib/errors';
import { parseRigaTime } from '../lib/riga-time';
import {
  ALL,
  PUBLIC,
  type PublicationInput,
  type Visibility,
} from '../plugins/app/repositories/publication';
import { publicationOf, VisibilityQuery } from '../schemas/publication';
import { actorOf } from '../lib/actor';
import { titleOf, type Row } from '../db/snapshots';
import { Deleted } from '../schemas/history';
import type { UploadedImage } from '../lib/form';
import {
  commitUploads,
  formBody,
  imageOf,
  removeUncommittedUploads,
  uploadsOf,
} from '../lib/form-body';
import type { StoredImage } from '../plugins/app/images';
import type { Trashed } from '../plugins/app/repositories/trash';
import type { Repositories } from '../plugins/app/repositories';
import { Achievement, Conductor, Event, Gallery } from '../schemas/entities';
import type { TrashKind } from '../db/schema';
import {
  bearerSecurity,
  errorResponses,
  formConsumes,
  IdParams,
  isOverridePut,
  PagingQuery,
  paging,
  Ref,
  STRICT_NUMBERS,
  formBool,
  given,
} from '../schemas/common';

export interface ResourceStore<Entity, Input> {
  /** The row, when `visibility` (staff edit mode when left out) may see it. */
  get(id: number, visibility?: Visibility): Promise<Entity | undefined>;
  exists(id: number): Promise<boolean>;
  create(input: Input, uploads: UploadedImage[]): Promise<Entity>;
  /** The updated row and the file keys it no longer uses (a replaced image). */
  update(
    id: number,
    input: Input,
    uploads: UploadedImage[],
  ): Promise<{ entity: Entity; removed: (string | null)[] } | undefined>;
}

/**
 * Each resource's address, its name in messages ("Event not found", "Event deleted"), its
 * OpenAPI tag, the schema of its answers and its repository, by what the trash, the versions
 * and the activity log call it.
 */
const RESOURCES = {
  event: { path: '/events', name: 'Event', tag: 'events', entity: Event, repo: 'events' },
  gallery: {
    path: '/galleries',
    name: 'Gallery',
    tag: 'galleries',
    entity: Gallery,
    repo: 'galleries',
  },
  conductor: {
    path: '/conductors',
    name: 'Conductor',
    tag: 'conductors',
    entity: Conductor,
    repo: 'conductors',
  },
  achievement: {
    path: '/achievements',
    name: 'Achievement',
    tag: 'achievements',
    entity: Achievement,
    repo: 'achievements',
  },
} as const;
type Kind = keyof typeof RESOURCES;

/** A repository whose rows carry one image, sent as the form field `image`. */
interface ImageRepository<Entity, Input> {
  get(id: number, visibility?: Visibility): Promise<Entity | undefined>;
  exists(id: number): Promise<boolean>;
  create(input: Input & { title: string }, image: StoredImage | null): Promise<Entity>;
  update(
    id: number,
    input: Input,
    image: StoredImage | null,
  ): Promise<{ entity: Entity; replacedKey: string | null } | undefined>;
}

/**
 * The store of a titled resource with one image (`image`): a new image replaces the row's
 * own, whose files are then removed. The create schema requires the title.
 */
export function imageStore<Entity, Input extends { title?: string }>(
  repo: ImageRepository<Entity, Input>,
): ResourceStore<Entity, Input> {
  return {
    get: repo.get,
    exists: repo.exists,
    create: (input, uploads) => repo.create({ ...input, title: input.title! }, imageOf(uploads)),
    async update(id, input, uploads) {
      const result = await repo.update(id, input, imageOf(uploads));
      return result && { entity: result.entity, removed: [result.replacedKey] };
    },
  };
}

/**
 * Moves an item into the trash and logs its deletion, in one transaction: the trash entry, or
 * undefined when there is no such item (or `exists`, asked inside the transaction, says no).
 * `logged` is what the activity log keeps of it.
 */
export function trashAndLog(
  fastify: FastifyInstance,
  request: FastifyRequest,
  kind: TrashKind,
  id: number,
  options: { exists?: () => Promise<boolean>; logged?: (moved: Trashed) => Trashed } = {},
): Promise<Trashed | undefined> {
  const actor = actorOf(request);
  return fastify.db.transaction(async () => {
    if (options.exists && !(await options.exists())) return undefined;
    const moved = await fastify.repos.trash.moveToTrash(kind, id, actor);
    if (moved)
      await fastify.repos.activity.record(actor, 'deleted', options.logged?.(moved) ?? moved);
    return moved;
  });
}

/** The repository input of the fields of an item of a current/old list (`listedItemFields`). */
export const listedItemInput = (body: { order?: number | null; is_current?: string | null }) => ({
  order: given(body.order),
  is_current: formBool(body.is_current),
});

export interface ResourceOptions<Entity, Input, Create extends TObject, Update extends TObject> {
  /** What the trash, the versions and the activity log call it: its path, name and tag follow. */
  kind: Kind;
  /** The create and the update form (`resourceForms`). */
  forms: { create: Create; update: Update };
  /** Body fields → repository input (a checked body; may add checks of its own, e.g. a link). */
  input: (body: Static<Create> | Static<Update>, creating: boolean) => Input | Promise<Input>;
  store: ResourceStore<Entity, Input>;
  /** Lists under this path: `{ '/current': filter }`, each with or without skip/take. */
  lists: Record<
    string,
    {
      paged: boolean;
      list: (paging: { skip?: number; take?: number }, visibility: Visibility) => Promise<Entity[]>;
    }
  >;
  /**
   * Items can be drafts or wait for a time (`draft`, `publish_at`): visitors' reads leave them
   * out, and staff ask for them with `drafts=1` or `at` (never cached).
   */
  published?: boolean;
  /** Which multipart file fields are images (none: JSON/text only). */
  imageField?: (name: string) => boolean;
  maxImages?: number;
  /** A POST to `/{id}` without override put: 405 with this text, or an action of its own. */
  postWithoutPut: string | ((id: number, uploads: UploadedImage[]) => Entity | Promise<Entity>);
}

/**
 * The CRUD of one resource (docs/product.md#calls): lists, one row, create (multipart or JSON, 201), update
 * by PUT or override put (partial), delete, each with its schemas. An update keeps the row it
 * replaces as a version, a delete moves the item into the trash, and each is in the activity
 * log. A new resource is its
 * entity and form schemas, a store adapter over its repository, and this call.
 */
export async function resourceRoutes<Entity, Input, Create extends TObject, Update extends TObject>(
  instance: FastifyInstance,
  options: ResourceOptions<Entity, Input, Create, Update>,
): Promise<void> {
  // Typed per resource through `input` and the store; the schemas check every request.
  const fastify = instance;
  const { store, kind } = options;
  const { path, name, tag } = RESOURCES[kind];
  const { create, update: updateForm } = options.forms;
  const { versions, trash, activity } = fastify.repos;
  const logged = (entity: unknown) => {
    const row = entity as Row & { id: number };
    return { kind, item_id: row.id, title: titleOf(kind, row) };
  };
  const entity = Ref(RESOURCES[kind].entity);
  const tags = [tag];
  const canEdit = fastify.requireRole('update-data');
  const published = options.published === true;
  /**
   * Whose read it is: a visitor's (what is out now), or, with `drafts=1` or `at`, a staff
   * member's with edit rights (401/403 otherwise). The cache keeps no authenticated answer.
   */
  const visibilityOf = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Visibility> => {
    const query = request.query as { drafts?: string; at?: string } | undefined;
    if (!published || (query?.drafts === undefined && query?.at === undefined)) return PUBLIC();
    for (const hook of canEdit) await hook.call(fastify, request, reply);
    if (query.at === undefined) return ALL;
    const parsed = parseRigaTime(query.at);
    if (!('utc' in parsed)) throw validationError({ at: ['That time does not exist in Riga.'] });
    return { all: false, at: parsed.utc, preview: true };
  };
  const withPublication = async (body: unknown, input: Input): Promise<Input> =>
    published
      ? {
          ...input,
          ...(publicationOf(
            body as { draft?: string | null; publish_at?: string | null },
            fastify.config.publishAheadDays,
          ) satisfies PublicationInput),
        }
      : input;
  const notFoundMessage = `${name} not found`;
  const params = IdParams(notFoundMessage);
  const readBody = formBody(
    options.imageField
      ? { images: fastify.images, imageField: options.imageField, maxImages: options.maxImages }
      : {},
  );
  /**
   * A write and its answer in one transaction: an answer that cannot be written (a value the
   * answer's schema cannot serialise) undoes the write, so an error never leaves a row behind.
   */
  const answered = <T>(
    reply: FastifyReply,
    status: 200 | 201,
    run: () => Promise<T>,
  ): Promise<string> =>
    fastify.db.transaction(async () => {
      const row = await run();
      return reply.serializeInput(row as Record<string, unknown>, String(status)) as string;
    });
  const send = (reply: FastifyReply, status: 200 | 201, body: string) =>
    reply.status(status).type('application/json; charset=utf-8').send(body);

  const write = {
    bodyLimit: options.imageField
      ? fastify.config.bodyLimits.upload
      : fastify.config.bodyLimits.content,
    onRequest: canEdit,
    preValidation: readBody,
    onError: removeUncommittedUploads(fastify),
  };

  for (const [suffix, { paged, list }] of Object.entries(options.lists)) {
    fastify.get(
      `${path}${suffix}`,
      {
        config: { cache: true },
        schema: {
          tags,
          ...((paged || published) && {
            querystring: Type.Object(
              {
                ...(paged ? PagingQuery.properties : {}),
                ...(published ? VisibilityQuery : {}),
              },
              STRICT_NUMBERS,
            ),
          }),
          response: { 200: Type.Array(entity), ...errorResponses },
        },
      },
      async (request, reply) =>
        list(paged ? paging(request.query as PagingQuery) : {}, await visibilityOf(request, reply)),
    );
  }

  type One = { Params: { id: number } };
  type Write<B> = { Params: { id: number }; Body: B };

  fastify.get<One>(
    `${path}/:id`,
    {
      config: { cache: true },
      schema: {
        tags,
        params,
        ...(published && { querystring: Type.Object(VisibilityQuery) }),
        response: { 200: entity, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await store.get(request.params.id, await visibilityOf(request, reply));
      if (!row) throw notFound(notFoundMessage);
      return row;
    },
  );

  fastify.post<{ Body: Static<Create> }>(
    path,
    {
      ...write,
      schema: {
        tags,
        security: bearerSecurity,
        consumes: formConsumes,
        body: create,
        response: { 201: entity, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = await answered(reply, 201, async () => {
        const created = await store.create(
          await withPublication(
            request.body,
            await options.input(request.body as Static<Create>, true),
          ),
          uploadsOf(request),
        );
        await activity.record(actorOf(request), 'created', logged(created));
        return created;
      });
      commitUploads(request);
      return send(reply, 201, body);
    },
  );

  const update = {
    ...write,
    schema: {
      tags,
      security: bearerSecurity,
      consumes: formConsumes,
      params,
      body: updateForm,
      response: { 200: entity, ...errorResponses },
    },
  };
  const put = async (
    reply: FastifyReply,
    id: number,
    body: Static<Update>,
    uploads: UploadedImage[],
  ) => {
    let removed: (string | null)[] = [];
    const actor = actorOf(reply.request);
    const answer = await answered(reply, 200, async () => {
      const input = await withPublication(body, await options.input(body, false));
      if (!(await versions.keep(kind, id, actor))) throw notFound(notFoundMessage);
      const result = await store.update(id, input, uploads);
      if (!result) throw notFound(notFoundMessage);
      removed = result.removed;
      await activity.record(actor, 'updated', logged(result.entity));
      return result.entity;
    });
    commitUploads(reply.request);
    // A replaced image stays while its version names it.
    await fastify.images.removeAll(await trash.unreferenced(removed));
    return send(reply, 200, answer);
  };
  fastify.put<Write<Static<Update>>>(`${path}/:id`, update, async (request, reply) => {
    if (!(await store.exists(request.params.id))) throw notFound(notFoundMessage);
    return put(reply, request.params.id, request.body as Static<Update>, uploadsOf(request));
  });
  fastify.post<Write<Static<Update>>>(`${path}/:id`, update, async (request, reply) => {
    const { id } = request.params;
    if (!(await store.exists(id))) throw notFound(notFoundMessage);
    if (isOverridePut(request.body as { _method?: string; method?: string })) {
      return put(reply, id, request.body as Static<Update>, uploadsOf(request));
    }
    if (typeof options.postWithoutPut === 'string') {
      throw new HttpError(405, options.postWithoutPut);
    }
    const row = await options.postWithoutPut(id, uploadsOf(request));
    commitUploads(request);
    await activity.record(actorOf(request), 'updated', logged(row));
    return row;
  });

  fastify.delete<One>(
    `${path}/:id`,
    {
      onRequest: canEdit,
      schema: {
        tags,
        security: bearerSecurity,
        params,
        response: { 200: Ref(Deleted), ...errorResponses },
      },
    },
    async (request) => {
      const trashed = await trashAndLog(fastify, request, kind, request.params.id);
      if (!trashed) throw notFound(notFoundMessage);
      return { message: `${name} deleted`, trash_id: trashed.id };
    },
  );
}

/**
 * A resource's routes as a plugin: its kind, its forms (`resourceForms`), and the rest of its
 * options, which `define` makes of its repository and the app.
 */
export function resourcePlugin<
  K extends Kind,
  Entity,
  Input,
  Create extends TObject,
  Update extends TObject,
>(
  kind: K,
  forms: { create: Create; update: Update },
  define: (
    repo: Repositories[(typeof RESOURCES)[K]['repo']],
    fastify: FastifyInstance,
  ) => Omit<ResourceOptions<Entity, Input, Create, Update>, 'kind' | 'forms'>,
): FastifyPluginAsync {
  type Repo = Repositories[(typeof RESOURCES)[K]['repo']];
  return async (fastify) => {
    const repo = fastify.repos[RESOURCES[kind].repo] as Repo;
    await resourceRoutes(fastify, { kind, forms, ...define(repo, fastify) });
  };
}
