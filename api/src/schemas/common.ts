import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { ID, ORDER, type IntBound, type TextBound } from './bounds';

/**
 * Building blocks of the route schemas. Fields that may be null are one JSON-schema type list
 * (`["string", "null"]`), not an anyOf: Ajv then never coerces a null into "" (JSON clients
 * send null for "left out", docs/product.md#validation) and fast-json-stringify serialises them without a branch.
 */

type Scalar = 'string' | 'integer' | 'number' | 'boolean';
type ScalarType<T extends Scalar> = T extends 'string'
  ? string
  : T extends 'boolean'
    ? boolean
    : number;

/** `T | null` as one `type: [T, "null"]` schema. */
export function Nullable<T extends Scalar>(
  type: T,
  options: Record<string, unknown> = {},
): TUnsafe<ScalarType<T> | null> {
  return Type.Unsafe<ScalarType<T> | null>({ ...options, type: [type, 'null'] });
}

/** Text the site can store and show (schemas/keywords.ts). */
export const TEXT = { format: 'text' } as const;

/** Every object of a request checks numbers sent as text strictly (schemas/keywords.ts). */
export const STRICT_NUMBERS = { 'x-strict-numbers': true } as const;

type Maybe<N extends boolean, T> = TUnsafe<N extends true ? T | null : T>;

/** A stored integer as the answers state it. */
export function Int<N extends boolean>(
  bound: IntBound<N>,
  options: Record<string, unknown> = {},
): Maybe<N, number> {
  const range = { ...options, minimum: bound.min, maximum: bound.max };
  return Type.Unsafe(bound.nullable ? Nullable('integer', range) : Type.Integer(range));
}

/** A stored text as the answers state it. */
export function Text<N extends boolean>(
  bound: TextBound<N>,
  options: Record<string, unknown> = {},
): Maybe<N, string> {
  const length = { ...options, maxLength: bound.max };
  return Type.Unsafe(bound.nullable ? Nullable('string', length) : Type.String(length));
}

/** Any non-blank text: a required field sent as spaces is "missing" (same message). */
export const NONBLANK = '\\S';

/**
 * A boolean as the site's client sends it (1/0) or a JSON client does (true/false; Ajv turns a
 * JSON boolean into that text); '' (an unchecked box sent empty) is false.
 */
export const BOOLEAN = '^(?:[01]|true|false)?$';

/** Deliberately simple: one @, no spaces, a dot in the domain (a confirmation mail checks). */
export const EMAIL = '^\\s*[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+\\s*$';

/** An e-mail address as typed: within its bound, of the EMAIL shape. */
export const FormEmail = (bound: TextBound, options: Record<string, unknown> = {}) =>
  Type.String({ ...options, ...TEXT, maxLength: bound.max, pattern: EMAIL });

/**
 * A phone number: digits, spaces and `+ ( ) - . /`, a + only first, and at least 6 digits.
 * Two patterns, each linear in the input (no overlapping repetitions: Ajv checks patterns
 * even when `maxLength` already failed, so a megabyte of spaces must not backtrack).
 */
export const PHONE_CHARS = '^(?:\\s*\\+)?[\\d\\s()./-]*$';
export const PHONE_DIGITS = '(?:\\d\\D*){6}';
export const Phone = (options: Record<string, unknown> = {}) =>
  Type.String({
    ...options,
    // The label goes with each pattern: Ajv reports the failing sub-schema.
    allOf: [PHONE_CHARS, PHONE_DIGITS].map((pattern) => ({ pattern, title: options['title'] })),
  });

/** Reads a value that passed `FormBool` (undefined and null stay "left out"). */
export function formBool(value: string | null | undefined): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  return value === '1' || value === 'true';
}

/** A field's value, with null ("left out" in JSON) as undefined. */
export const given = <T>(value: T | null | undefined): T | undefined =>
  value === null ? undefined : value;

// ---- Form fields (multipart, urlencoded and JSON bodies carry the same fields) ----

/** Required text (create): present, not blank, within its bound. */
export const FormTitle = (bound: TextBound | number, options: Record<string, unknown> = {}) =>
  Type.String({ ...options, ...TEXT, maxLength: maxOf(bound), pattern: NONBLANK });

/** Optional text on update that may not be emptied (title): null means left out. */
export const FormTitleUpdate = (bound: TextBound | number) =>
  Nullable('string', { ...TEXT, maxLength: maxOf(bound), pattern: NONBLANK });

/** Optional text; '' sets it empty, null (JSON) leaves it unchanged. */
export const FormText = (bound: TextBound | number, options: Record<string, unknown> = {}) =>
  Nullable('string', { ...options, ...TEXT, maxLength: maxOf(bound) });

const maxOf = (bound: TextBound | number) => (typeof bound === 'number' ? bound : bound.max);

/** Optional whole number; '' (an empty form field) and null are "left out". */
export const FormInt = (bound: IntBound = ORDER, options: Record<string, unknown> = {}) =>
  Nullable('integer', { ...options, minimum: bound.min, maximum: bound.max });

/** Optional HTML-form boolean (see BOOLEAN); read it with `formBool`. */
export const FormBool = (options: Record<string, unknown> = {}) =>
  Nullable('string', { ...options, pattern: BOOLEAN });

/** An image file part of a multipart form (documentation: files never reach Ajv). */
export const FormImage = Type.Unsafe<Blob>({
  type: 'string',
  contentMediaType: 'image/*',
  description: 'PNG or JPEG, checked by content; becomes webp variants.',
});

/**
 * The last form fields of an item of a current/old list with one picture: its place in the
 * list, which list, its image.
 */
export const listedItemFields = (order: IntBound) => ({
  order: Type.Optional(FormInt(order)),
  is_current: Type.Optional(FormBool({ description: 'Left out on create: false.' })),
  image: Type.Optional(FormImage),
});

/** "Override put" (docs/product.md#calls): `_method` or `method` equal to put, any case. */
export const overridePutFields = {
  _method: Type.Optional(Type.String({ ...TEXT, maxLength: 10 })),
  method: Type.Optional(Type.String({ ...TEXT, maxLength: 10 })),
};

export function isOverridePut(body: { _method?: string; method?: string } | undefined): boolean {
  const value = body?._method ?? body?.method;
  return typeof value === 'string' && value.trim().toLowerCase() === 'put';
}

/** Writes take the same fields as multipart (what the site sends), JSON or urlencoded. */
export const formConsumes = [
  'multipart/form-data',
  'application/json',
  'application/x-www-form-urlencoded',
];

/** The OpenAPI security of calls that need a bearer token. */
export const bearerSecurity = [{ bearer: [] }];

/** A form body: unknown fields are refused (422), not silently dropped. */
export const Form = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
  Type.Object(properties, {
    additionalProperties: false,
    ...STRICT_NUMBERS,
    ...(description && { description }),
  });

/**
 * A resource's create and update forms from one set of fields: the title field required on
 * create; on update optional (null leaves it) and with the override-put fields.
 */
export function resourceForms<K extends string, F extends Record<string, TSchema>>(
  titleKey: K,
  bound: TextBound | number,
  fields: F,
  options: { titleDescription?: string; updateDescription?: string } = {},
) {
  const description = options.titleDescription;
  const create = { [titleKey]: FormTitle(bound, description ? { description } : {}) };
  const update = { [titleKey]: Type.Optional(FormTitleUpdate(bound)) };
  return {
    create: Form({ ...(create as Record<K, (typeof create)[string]>), ...fields }),
    update: Form(
      {
        ...(update as Record<K, (typeof update)[string]>),
        ...fields,
        ...overridePutFields,
      },
      options.updateDescription,
    ),
  };
}

// ---- Params and query ----

/** A positive integer id; anything else is an unknown id (404 with this message). */
export const IdParams = (notFound: string) =>
  Type.Object(
    { id: Type.Integer({ minimum: ID.min, maximum: ID.max, 'x-message': notFound }) },
    STRICT_NUMBERS,
  );

export const MAX_TAKE = 1000;

const pagingMessage = (name: string) => `The ${name} parameter must be a whole number >= 0.`;

/** `skip`/`take` page a list; without them the whole list comes back; take is capped. */
export const PagingQuery = Type.Object(
  {
    skip: Type.Optional(
      Nullable('integer', { minimum: 0, maximum: 999_999_999, 'x-message': pagingMessage('skip') }),
    ),
    take: Type.Optional(
      Nullable('integer', {
        minimum: 0,
        maximum: 999_999_999,
        'x-message': pagingMessage('take'),
        description: `At most ${MAX_TAKE} are returned.`,
      }),
    ),
  },
  STRICT_NUMBERS,
);
export type PagingQuery = Static<typeof PagingQuery>;

export function paging(query: PagingQuery): { skip?: number; take?: number } {
  const skip = given(query.skip);
  const take = given(query.take);
  return {
    ...(skip !== undefined && { skip }),
    ...(take !== undefined && { take: Math.min(take, MAX_TAKE) }),
  };
}

// ---- Answers ----

/**
 * A reference to a shared schema (registered once with addSchema, a component of the OpenAPI
 * document, a named type in @koris/shared) that keeps its static type for the handlers.
 */
export function Ref<T extends TSchema & { $id?: string }>(schema: T): TUnsafe<Static<T>> {
  if (!schema.$id) throw new Error('Ref needs a schema with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
}

export const Message = Type.Object({ message: Type.String() }, { $id: 'Message' });

export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: 'Per-field messages (422); `message` is the first of them.',
      }),
    ),
    reason: Type.Optional(
      Type.String({
        description:
          'Why a 403 was refused when the client can act on it: `confirm` (confirm it is you, then ' +
          'retry) or `second-factor` (set up a second factor first: only GET /api/me, POST ' +
          '/api/logout and /api/security/** answer until then).',
      }),
    ),
  },
  { $id: 'Error' },
);

export const ImageView = Type.Object(
  {
    width: Type.Integer({ description: 'Intrinsic width of the largest variant.' }),
    height: Type.Integer(),
    src: Type.String({ description: '640 px variant.' }),
    srcset: Type.String({ description: '"url 320w, url 480w, url 640w, url 720w, url 1280w"' }),
    thumb: Type.String({ description: '120 px thumbnail.' }),
  },
  { $id: 'ImageVariants' },
);
export type ImageView = Static<typeof ImageView>;

/**
 * Every object with an image: the 1280 px variant and the responsive set, or both null. The
 * set is inline as `type: ["object", "null"]` (not an anyOf of a $ref and null), so
 * fast-json-stringify writes it without validating each branch.
 */
export const withImage = {
  image_url: Nullable('string', { description: 'The 1280 px webp variant.' }),
  image: Type.Unsafe<ImageView | null>({
    type: ['object', 'null'],
    properties: ImageView.properties,
    required: ImageView.required,
    additionalProperties: false,
  }),
};

/** A 0/1 flag as the spec's entities carry it (`is_current`). */
export const Flag = Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] });

/** Answers every route may give besides its success: `{ message }` (and `errors` on 422). */
export const errorResponses = {
  '4xx': Ref(ErrorBody),
  '5xx': Ref(ErrorBody),
};
