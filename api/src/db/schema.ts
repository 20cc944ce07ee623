import type { Generated } from 'kysely';

/** Kysely table types, matching migrations/*.sql. */
export interface ImageColumns {
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  is_edit_mode_active: number;
  created_at: string;
  updated_at: string;
}

export interface UserRolesTable {
  user_id: number;
  role: string;
}

export interface SessionsTable {
  jti: string;
  user_id: number;
  expires_at: number;
  revoked_at: string | null;
  created_at: string;
  /** migrations/007-sessions.sql: the id the user sees (never the jti). */
  public_id: string | null;
  user_agent: string | null;
  address: string | null;
  /** Written at most once a minute. */
  last_active_at: string | null;
  /** The sign-in, then each confirmation that it is the user (routes/api/security/confirm). */
  confirmed_at: string | null;
}

export interface RegistrationTokensTable {
  id: Generated<number>;
  token_hash: string;
  roles: string;
  expires_at: number;
  used_at: string | null;
  used_by: number | null;
  created_by: number | null;
  created_at: string;
}

export interface EventsTable extends ImageColumns {
  id: Generated<number>;
  title: string;
  description: string | null;
  footer: string | null;
  /** UTC instants, ISO 8601. */
  starts_at: string | null;
  ends_at: string | null;
  venue: string | null;
  address: string | null;
  tickets_url: string | null;
  order: number;
  is_current: number;
  /** Edits so far (a calendar's SEQUENCE). */
  sequence: Generated<number>;
  /** When the event, ended, moved itself to the archive. */
  archived_at: string | null;
  /** 1: a draft, seen only by staff. */
  draft: Generated<number>;
  /** When it becomes public (UTC, ISO 8601); null once it is (the schedule clears a past one). */
  publish_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface GalleriesTable extends ImageColumns {
  id: Generated<number>;
  title: string;
  description: string | null;
  order: number;
  event_id: number | null;
  /** 1: a draft, seen only by staff. */
  draft: Generated<number>;
  /** When it becomes public (UTC, ISO 8601); null once it is (the schedule clears a past one). */
  publish_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface GalleryImagesTable {
  id: Generated<number>;
  gallery_id: number;
  image_key: string;
  image_width: number;
  image_height: number;
  created_at: string;
}

export interface ConductorsTable extends ImageColumns {
  id: Generated<number>;
  title: string;
  position: string | null;
  eng_position: string | null;
  description: string | null;
  eng_text: string | null;
  year_from: string | null;
  year_to: string | null;
  order: number;
  is_current: number;
  /** 1: a draft, seen only by staff. */
  draft: Generated<number>;
  /** When it becomes public (UTC, ISO 8601); null once it is (the schedule clears a past one). */
  publish_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AchievementsTable {
  id: Generated<number>;
  text: string | null;
  eng_text: string | null;
  order: number;
  created_at: string;
  updated_at: string;
}

export interface SystemSettingsTable {
  id: Generated<number>;
  name: string;
  value: string;
  created_at: string;
  updated_at: string;
}

export interface HistoryEventsTable extends ImageColumns {
  id: Generated<number>;
  description: string | null;
  decoration: string;
  created_at: string;
  updated_at: string;
}

export interface VideosTable {
  id: Generated<number>;
  source: string;
  title: string;
  created_at: string;
  updated_at: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  name: string;
  age: number;
  email: string;
  phone: string;
  experience: string | null;
  is_lu_student: number;
  can_come_1: number;
  can_come_2: number;
  find_out: string;
  free: string | null;
  created_at: string;
}

/** What was uploaded for a stored image (migrations/002-images.sql); the upload is not kept. */
export interface ImagesTable {
  key: string;
  original_bytes: number;
  original_format: 'jpeg' | 'png';
  original_width: number;
  original_height: number;
  created_at: string;
}

/** Kinds of item staff can delete into the trash, and of item with versions. */
export type TrashKind =
  'event' | 'gallery' | 'gallery_image' | 'conductor' | 'achievement' | 'application';
export type VersionKind = 'event' | 'gallery' | 'conductor' | 'achievement' | 'setting';

/** What the activity log records. Never a secret: a token or password is an action, not a value. */
export const ACTIONS = [
  'created',
  'updated',
  'deleted',
  'restored',
  'reverted',
  'logged-in',
  'registered',
  'issued-token',
  'changed-password',
  // Sign-ins refused by a login limit; the row's title is how many (see routes/api/auth/guard).
  'login-throttled',
  // Second factors of the actor's own account (routes/api/security); the title names which.
  'passkey-added',
  'passkey-removed',
  'totp-enabled',
  'totp-disabled',
  'recovery-codes-created',
  // A wrong code, recovery code or passkey after a right password (routes/api/auth).
  'second-step-failed',
  // A session ended from the Security tab; the title is its browser and system.
  'ended-session',
  // A confirmation that it is the user before a sensitive act; the title is how it was given.
  'confirmed',
  'confirm-failed',
  // A remote's canary ended on its own by a shell's server; the kind is the remote, the title
  // the release and why (routes/api/activity).
  'canary-ended',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * What staff did to the site's content (seen with update-data). Every other action is about
 * accounts (sign-ins, registrations, passwords, issued tokens) and is seen with update-users.
 */
export const CONTENT_ACTIONS: readonly Action[] = [
  'created',
  'updated',
  'deleted',
  'restored',
  'reverted',
  'canary-ended',
];

/** migrations/004-history.sql */
export interface TrashTable {
  id: Generated<number>;
  kind: TrashKind;
  item_id: number;
  title: string;
  /** JSON: the item's rows as they were (see db/snapshots.ts). */
  data: string;
  /** JSON array of the image keys the snapshot needs. */
  image_keys: string;
  deleted_by: number | null;
  deleted_by_name: string;
  deleted_at: string;
}

export interface VersionsTable {
  id: Generated<number>;
  kind: VersionKind;
  item_id: number;
  /** JSON: every column of the replaced row. */
  data: string;
  image_keys: string;
  user_id: number | null;
  user_name: string;
  created_at: string;
}

export interface ActivityTable {
  id: Generated<number>;
  user_id: number | null;
  user_name: string;
  action: Action;
  kind: string | null;
  item_id: number | null;
  title: string | null;
  created_at: string;
}

/** migrations/005-least-data.sql */
export interface ExportCodesTable {
  code_hash: string;
  jti: string;
  expires_at: number;
}

/** migrations/006-second-factors.sql */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url */
  credential_id: string;
  /** base64url of the COSE key */
  public_key: string;
  counter: number;
  /** Comma-separated AuthenticatorTransport values. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface TotpSecretsTable {
  user_id: number;
  /** base32 */
  secret: string;
  /** null: set up, not turned on yet. */
  enabled_at: string | null;
  /** The RFC 6238 time step of the last code accepted. */
  last_step: number | null;
  created_at: string;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

export interface LoginTicketsTable {
  ticket_hash: string;
  user_id: number;
  attempts_left: number;
  expires_at: number;
  created_at: string;
}

export type ChallengePurpose = 'register' | 'login' | 'second-step' | 'confirm';

export interface WebauthnChallengesTable {
  challenge: string;
  purpose: ChallengePurpose;
  user_id: number | null;
  expires_at: number;
}

/** migrations/008-rum.sql */
export interface RumCountsTable {
  /** The hour's start, ISO 8601 in UTC. */
  hour: string;
  route: string;
  remote: string;
  release_key: string;
  metric: string;
  bucket: number;
  n: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface DB {
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  registration_tokens: RegistrationTokensTable;
  events: EventsTable;
  galleries: GalleriesTable;
  gallery_images: GalleryImagesTable;
  conductors: ConductorsTable;
  achievements: AchievementsTable;
  system_settings: SystemSettingsTable;
  history_events: HistoryEventsTable;
  videos: VideosTable;
  applications: ApplicationsTable;
  images: ImagesTable;
  app_meta: AppMetaTable;
  trash: TrashTable;
  versions: VersionsTable;
  activity: ActivityTable;
  export_codes: ExportCodesTable;
  passkeys: PasskeysTable;
  totp_secrets: TotpSecretsTable;
  recovery_codes: RecoveryCodesTable;
  login_tickets: LoginTicketsTable;
  webauthn_challenges: WebauthnChallengesTable;
  rum_counts: RumCountsTable;
}
