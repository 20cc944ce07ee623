import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { Flag, Int, Ref, Text, withImage } from './common';
import { BOUNDS, EVENT_DETAILS, ID, PUBLICATION } from './bounds';

const D = EVENT_DETAILS;
const { events: E, galleries: G, conductors: C, achievements: A, applications: AP } = BOUNDS;
const Id = () => Int(ID);

/**
 * The entities of docs/product.md#entities as the API answers them: one definition for the response
 * serialiser, the repositories' types, the OpenAPI document and (generated from it) the types
 * of @koris/shared. Property order is the answer's byte order.
 */

/** Whether the item is out: visitors never get a draft or an item whose time is ahead. */
const publication = {
  draft: Type.Unsafe<0 | 1>({
    type: 'integer',
    enum: [0, 1],
    description: '1: a draft, seen only by staff in edit mode.',
  }),
  publish_at: Text(PUBLICATION.publish_at, {
    description:
      'When it goes out, Riga local time with its offset (ISO 8601); null: out already (staff only see one ahead).',
  }),
};

/** A stored row as answered: its id first, then `properties`, and nothing else. */
const Entity = <P extends TProperties>($id: string, properties: P, description?: string) =>
  Type.Object(
    { id: Id(), ...properties },
    { $id, additionalProperties: false, ...(description && { description }) },
  );

const timestamps = {
  created_at: Type.String({ description: 'ISO 8601' }),
  updated_at: Type.String({ description: 'ISO 8601' }),
};

export const GalleryRef = Entity('GalleryRef', { title: Text(G.title) });

export const Event = Entity('Event', {
  title: Text(E.title),
  description: Text(E.description),
  footer: Text(E.footer),
  starts_at: Text(D.starts_at, {
    description: 'Riga local time with its offset (ISO 8601, e.g. 2026-12-12T19:00:00+02:00).',
  }),
  ends_at: Text(D.ends_at, { description: 'As starts_at; never before it.' }),
  venue: Text(D.venue),
  address: Text(D.address),
  tickets_url: Text(D.tickets_url, { description: 'An https address.' }),
  order: Int(E.order),
  is_current: Flag,
  ...publication,
  ...withImage,
  ...timestamps,
  galleries: Type.Array(Ref(GalleryRef)),
});
export type Event = Static<typeof Event>;

export const GalleryImage = Entity('GalleryImage', {
  url: Type.String({ description: 'The 1280 px webp variant.' }),
  width: Type.Integer(),
  height: Type.Integer(),
  src: Type.String(),
  srcset: Type.String(),
  thumb: Type.String(),
});
export type GalleryImage = Static<typeof GalleryImage>;

export const Gallery = Entity(
  'Gallery',
  {
    title: Text(G.title),
    description: Text(G.description),
    order: Int(G.order),
    event_id: Int(G.event_id),
    ...publication,
    ...withImage,
    image_count: Type.Integer(),
    ...timestamps,
    images: Type.Optional(
      Type.Array(Ref(GalleryImage), { description: 'Only on a single gallery (upload order).' }),
    ),
  },
  'The image is its cover, else its first image.',
);
export type Gallery = Static<typeof Gallery>;

export const Conductor = Entity('Conductor', {
  title: Text(C.title, {
    description: 'May hold the line-break marker `<br>` (text, not HTML).',
  }),
  position: Text(C.position),
  eng_position: Text(C.eng_position),
  description: Text(C.description),
  eng_text: Text(C.eng_text),
  year_from: Text(C.year_from),
  year_to: Text(C.year_to),
  order: Int(C.order),
  is_current: Flag,
  ...publication,
  ...withImage,
});
export type Conductor = Static<typeof Conductor>;

export const Achievement = Entity('Achievement', {
  text: Text(A.text),
  eng_text: Text(A.eng_text),
  order: Int(A.order),
});
export type Achievement = Static<typeof Achievement>;

/**
 * docs/product.md#entities names plus `admission_open` ("1"/"0": whether /uznemsana shows the form) and
 * `admission_privacy` (the form's privacy notice: who keeps the data, why, for how long).
 */
export const SETTING_NAMES = [
  'about_us_right',
  'about_us_text_center',
  'eng_about_us_right',
  'eng_about_us',
  'history_text_center',
  'history_text_strong',
  'history_text_left',
  'history_text_right',
  'footer_contact_1',
  'footer_contact_2',
  'footer_description',
  'eng_footer_contact_1',
  'eng_footer_contact_2',
  'eng_footer_description',
  'admission_open',
  'admission_privacy',
] as const;

export const SystemSettingName = Type.Unsafe<(typeof SETTING_NAMES)[number]>({
  $id: 'SystemSettingName',
  type: 'string',
  enum: [...SETTING_NAMES],
});

export const SystemSetting = Entity('SystemSetting', {
  name: Type.String(),
  value: Text(BOUNDS.system_settings.value),
});
export type SystemSetting = Static<typeof SystemSetting>;

export const DECORATIONS = ['bottom', 'top-right', 'bottom-left', 'scatter', 'circle'] as const;

export const HistoryEvent = Entity('HistoryEvent', {
  ...withImage,
  description: Text(BOUNDS.history_events.description),
  decoration: Type.Unsafe<(typeof DECORATIONS)[number]>({
    type: 'string',
    enum: [...DECORATIONS],
  }),
});
export type HistoryEvent = Static<typeof HistoryEvent>;

export const Video = Entity('Video', {
  source: Text(BOUNDS.videos.source, { description: 'An embeddable video URL.' }),
  title: Text(BOUNDS.videos.title),
});
export type Video = Static<typeof Video>;

export const ROLES = ['update-data', 'update-users', 'see-applications'] as const;
export const RoleName = Type.Unsafe<(typeof ROLES)[number]>({
  $id: 'RoleName',
  type: 'string',
  enum: [...ROLES],
});

export const User = Type.Object(
  {
    name: Text(BOUNDS.users.name),
    email: Text(BOUNDS.users.email),
    // A string, not the RoleName enum: a client must tolerate roles it does not know yet.
    roles: Type.Array(
      Type.Object(
        { name: Type.String({ description: 'A RoleName.' }) },
        { additionalProperties: false },
      ),
    ),
    is_edit_mode_active: Type.Boolean(),
    second_factor_required: Type.Boolean({
      description:
        'The account holds a role of REQUIRE_SECOND_FACTOR_ROLES and has no second factor yet: ' +
        'every other call than GET /api/me, POST /api/logout and /api/security/** answers 403 ' +
        '`reason: "second-factor"` until one is set up.',
    }),
  },
  { $id: 'User', additionalProperties: false },
);
export type User = Static<typeof User>;

export const AuthResponse = Type.Object(
  {
    user: Ref(User),
    authorisation: Type.Object(
      {
        token: Type.String(),
        type: Type.Literal('bearer'),
        expires_in: Type.Integer({ description: 'Seconds.' }),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'AuthResponse', additionalProperties: false },
);
export type AuthResponse = Static<typeof AuthResponse>;

export const Application = Entity('Application', {
  name: Text(AP.name),
  age: Int(AP.age),
  email: Text(AP.email),
  phone: Text(AP.phone),
  experience: Text(AP.experience),
  is_lu_student: Type.Boolean(),
  can_come_1: Type.Boolean(),
  can_come_2: Type.Boolean(),
  find_out: Text(AP.find_out),
  free: Text(AP.free),
  created_at: Type.String({ description: 'ISO 8601' }),
});
export type Application = Static<typeof Application>;

/** Registered once (addSchema): components of the OpenAPI document, named shared types. */
export const sharedSchemas = [
  GalleryRef,
  Event,
  GalleryImage,
  Gallery,
  Conductor,
  Achievement,
  SystemSettingName,
  SystemSetting,
  HistoryEvent,
  Video,
  RoleName,
  User,
  AuthResponse,
  Application,
];
