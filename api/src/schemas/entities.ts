import { Type, type Static } from '@sinclair/typebox';
import { Flag, Nullable, Ref, withImage } from './common';

/**
 * The entities of SPEC §3 as the API answers them: one definition for the response
 * serialiser, the repositories' types, the OpenAPI document and (generated from it) the types
 * of @koris/shared. Property order is the answer's byte order.
 */

const timestamps = {
  created_at: Type.String({ description: 'ISO 8601' }),
  updated_at: Type.String({ description: 'ISO 8601' }),
};

export const GalleryRef = Type.Object(
  { id: Type.Integer(), title: Type.String() },
  { $id: 'GalleryRef', additionalProperties: false },
);

export const Event = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Nullable('string'),
    footer: Nullable('string'),
    order: Type.Integer(),
    is_current: Flag,
    ...withImage,
    ...timestamps,
    galleries: Type.Array(Ref(GalleryRef)),
  },
  { $id: 'Event', additionalProperties: false },
);
export type Event = Static<typeof Event>;

export const GalleryImage = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String({ description: 'The 1280 px webp variant.' }),
    width: Type.Integer(),
    height: Type.Integer(),
    src: Type.String(),
    srcset: Type.String(),
    thumb: Type.String(),
  },
  { $id: 'GalleryImage', additionalProperties: false },
);
export type GalleryImage = Static<typeof GalleryImage>;

export const Gallery = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Nullable('string'),
    order: Type.Integer(),
    event_id: Nullable('integer'),
    ...withImage,
    image_count: Type.Integer(),
    ...timestamps,
    images: Type.Optional(
      Type.Array(Ref(GalleryImage), { description: 'Only on a single gallery (upload order).' }),
    ),
  },
  {
    $id: 'Gallery',
    additionalProperties: false,
    description: 'The image is its cover, else its first image.',
  },
);
export type Gallery = Static<typeof Gallery>;

export const Conductor = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String({ description: 'May hold the line-break marker `<br>` (text, not HTML).' }),
    position: Nullable('string'),
    eng_position: Nullable('string'),
    description: Nullable('string'),
    eng_text: Nullable('string'),
    year_from: Nullable('string'),
    year_to: Nullable('string'),
    order: Type.Integer(),
    is_current: Flag,
    ...withImage,
  },
  { $id: 'Conductor', additionalProperties: false },
);
export type Conductor = Static<typeof Conductor>;

export const Achievement = Type.Object(
  {
    id: Type.Integer(),
    text: Nullable('string'),
    eng_text: Nullable('string'),
    order: Type.Integer(),
  },
  { $id: 'Achievement', additionalProperties: false },
);
export type Achievement = Static<typeof Achievement>;

/** SPEC §3 names plus `admission_open` ("1"/"0": whether /uznemsana shows the form). */
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
] as const;

export const SystemSettingName = Type.Unsafe<(typeof SETTING_NAMES)[number]>({
  $id: 'SystemSettingName',
  type: 'string',
  enum: [...SETTING_NAMES],
});

export const SystemSetting = Type.Object(
  { id: Type.Integer(), name: Type.String(), value: Type.String() },
  { $id: 'SystemSetting', additionalProperties: false },
);
export type SystemSetting = Static<typeof SystemSetting>;

export const DECORATIONS = ['bottom', 'top-right', 'bottom-left', 'scatter', 'circle'] as const;

export const HistoryEvent = Type.Object(
  {
    id: Type.Integer(),
    ...withImage,
    description: Nullable('string'),
    decoration: Type.Unsafe<(typeof DECORATIONS)[number]>({
      type: 'string',
      enum: [...DECORATIONS],
    }),
  },
  { $id: 'HistoryEvent', additionalProperties: false },
);
export type HistoryEvent = Static<typeof HistoryEvent>;

export const Video = Type.Object(
  {
    id: Type.Integer(),
    source: Type.String({ description: 'An embeddable video URL.' }),
    title: Type.String(),
  },
  { $id: 'Video', additionalProperties: false },
);
export type Video = Static<typeof Video>;

export const ROLES = ['update-data', 'update-users', 'see-applications'] as const;
export const RoleName = Type.Unsafe<(typeof ROLES)[number]>({
  $id: 'RoleName',
  type: 'string',
  enum: [...ROLES],
});

export const User = Type.Object(
  {
    name: Type.String(),
    email: Type.String(),
    // A string, not the RoleName enum: a client must tolerate roles it does not know yet.
    roles: Type.Array(
      Type.Object(
        { name: Type.String({ description: 'A RoleName.' }) },
        { additionalProperties: false },
      ),
    ),
    is_edit_mode_active: Type.Boolean(),
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

export const Application = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    age: Type.Integer(),
    email: Type.String(),
    phone: Type.String(),
    experience: Nullable('string'),
    is_lu_student: Type.Boolean(),
    can_come_1: Type.Boolean(),
    can_come_2: Type.Boolean(),
    find_out: Type.String(),
    free: Nullable('string'),
    created_at: Type.String({ description: 'ISO 8601' }),
  },
  { $id: 'Application', additionalProperties: false },
);
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
