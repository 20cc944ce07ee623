/** Entities of SPEC §3, as the API (api/README.md) returns them. */

/** Responsive variants the API makes for every uploaded image. */
export interface ImageVariants {
  /** Intrinsic size of the largest variant: use for width/height attributes (no layout shift). */
  width: number;
  height: number;
  /** ~640 px variant. */
  src: string;
  /** "url 320w, url 640w, url 1280w" */
  srcset: string;
  /** 120 px-wide thumbnail. */
  thumb: string;
}

export interface GalleryRef {
  id: number;
  title: string;
}

export interface Event {
  id: number;
  title: string;
  description: string | null;
  footer: string | null;
  order: number | null;
  is_current: 0 | 1;
  image_url: string | null;
  image: ImageVariants | null;
  created_at: string;
  updated_at: string;
  galleries: GalleryRef[];
}

export interface GalleryImage extends ImageVariants {
  id: number;
  url: string;
}

export interface Gallery {
  id: number;
  title: string;
  description: string | null;
  order: number | null;
  event_id: number | null;
  image_url: string | null;
  image: ImageVariants | null;
  image_count?: number;
  /** The API's list order is `order`, then newest first. */
  created_at?: string;
  updated_at?: string;
  images?: GalleryImage[];
}

export interface Conductor {
  id: number;
  title: string;
  position: string | null;
  eng_position: string | null;
  description: string | null;
  eng_text: string | null;
  year_from: string | null;
  year_to: string | null;
  order: number | null;
  is_current: 0 | 1;
  image_url: string | null;
  image: ImageVariants | null;
}

export interface Achievement {
  id: number;
  text: string | null;
  eng_text: string | null;
  order: number | null;
}

export interface SystemSetting {
  id: number;
  name: string;
  value: string;
}

export type Decoration = 'bottom' | 'top-right' | 'bottom-left' | 'scatter' | 'circle';

export interface HistoryEvent {
  id: number;
  image_url: string | null;
  image: ImageVariants | null;
  description: string | null;
  decoration: Decoration;
}

export interface Video {
  id: number;
  source: string;
  title: string;
}

export type RoleName = 'update-data' | 'update-users' | 'see-applications';

export interface User {
  name: string;
  email: string;
  roles: { name: RoleName | string }[];
  is_edit_mode_active: boolean;
}

export interface AuthResponse {
  user: User;
  authorisation: { token: string };
}

export interface ApplicationInput {
  name: string;
  age: string;
  email: string;
  phone: string;
  experience?: string;
  is_lu_student: boolean;
  can_come_1: boolean;
  can_come_2: boolean;
  find_out: string;
  free?: string;
}

/** As listed (`GET /api/applications`): optional texts left out on apply come back null. */
export interface Application extends Omit<ApplicationInput, 'age' | 'experience' | 'free'> {
  id: number;
  age: number;
  experience: string | null;
  free: string | null;
  created_at: string;
}

/** The names of SPEC §3 plus our `admission_open`. */
export type SystemSettingName =
  | 'about_us_right'
  | 'about_us_text_center'
  | 'eng_about_us_right'
  | 'eng_about_us'
  | 'history_text_center'
  | 'history_text_strong'
  | 'history_text_left'
  | 'history_text_right'
  | 'footer_contact_1'
  | 'footer_contact_2'
  | 'footer_description'
  | 'eng_footer_contact_1'
  | 'eng_footer_contact_2'
  | 'eng_footer_description'
  | 'admission_open';

export interface Paging {
  skip: number;
  take: number;
}
