/**
 * Records as the API answers them (api/README.md), typed by `@koris/shared/types`. Each
 * factory takes the fields a test cares about; the rest are plausible and derived from the
 * id, so two records never look alike.
 */
import type {
  Achievement,
  Application,
  Conductor,
  Event,
  Gallery,
  GalleryImage,
  HistoryEvent,
  ImageVariants,
  RoleName,
  SystemSetting,
  User,
  Version,
  Video,
} from '@koris/shared/types';

const CREATED = '2025-03-05T10:00:00.000Z';

let lastId = 1000;
const nextId = () => ++lastId;

/** The responsive variants the API makes of an upload stored under `base` (landscape unless told). */
export const imageVariants = (base: string, { height = 853 } = {}): ImageVariants => ({
  width: 1280,
  height,
  src: `${base}-640.webp`,
  srcset: `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w`,
  thumb: `${base}-120.webp`,
});

export function anEvent(fields: Partial<Event> = {}): Event {
  const id = fields.id ?? nextId();
  return {
    id,
    title: `Notikums ${id}`,
    description: `Apraksts ${id}`,
    footer: null,
    starts_at: null,
    ends_at: null,
    venue: null,
    address: null,
    tickets_url: null,
    order: id,
    is_current: 1,
    draft: 0,
    publish_at: null,
    image_url: `/uploads/events/${id}.webp`,
    image: imageVariants(`/uploads/events/${id}`),
    created_at: CREATED,
    updated_at: CREATED,
    galleries: [],
    ...fields,
  };
}

export function aGalleryImage(galleryId: number, id: number = nextId()): GalleryImage {
  return {
    id,
    url: `/uploads/galleries/${galleryId}/${id}.webp`,
    ...imageVariants(`/uploads/g${galleryId}/${id}`),
  };
}

/**
 * A gallery as `GET /api/galleries/{id}` answers it, with its images; `images` may be a
 * count (that many images) or the list. `aGallery(...)` without `images` has three.
 */
export function aGallery(
  fields: Partial<Omit<Gallery, 'images'>> & { images?: number | GalleryImage[] } = {},
): Gallery & { images: GalleryImage[] } {
  const { images = 3, ...rest } = fields;
  const id = rest.id ?? nextId();
  const list =
    typeof images === 'number'
      ? Array.from({ length: images }, (_, i) => aGalleryImage(id, id * 100 + i + 1))
      : images;
  return {
    id,
    title: `Galerija ${id}`,
    description: `Apraksts ${id}`,
    order: id,
    event_id: null,
    draft: 0,
    publish_at: null,
    image_url: `/uploads/covers/${id}.webp`,
    image: imageVariants(`/uploads/covers/${id}`),
    image_count: list.length,
    created_at: CREATED,
    updated_at: CREATED,
    images: list,
    ...rest,
  };
}

/** A gallery as the list call answers it: without `images`, as the API does. */
export const gallerySummary = ({ images: _images, ...gallery }: Gallery): Gallery => gallery;

export function aConductor(fields: Partial<Conductor> = {}): Conductor {
  const id = fields.id ?? nextId();
  return {
    id,
    title: `Diriģents ${id}`,
    position: 'Diriģents',
    eng_position: 'Conductor',
    description: `Apraksts ${id}`,
    eng_text: `English text ${id}`,
    year_from: '2000',
    year_to: '',
    order: id,
    is_current: 1,
    draft: 0,
    publish_at: null,
    image_url: `/uploads/conductor-${id}-1280.webp`,
    image: imageVariants(`/uploads/conductor-${id}`, { height: 960 }),
    ...fields,
  };
}

export function anAchievement(fields: Partial<Achievement> = {}): Achievement {
  const id = fields.id ?? nextId();
  return { id, text: `Sasniegums ${id}`, eng_text: `Achievement ${id}`, order: id, ...fields };
}

export function aHistoryEvent(fields: Partial<HistoryEvent> = {}): HistoryEvent {
  const id = fields.id ?? nextId();
  return {
    id,
    image_url: `/uploads/history-${id}-1280.webp`,
    image: imageVariants(`/uploads/history-${id}`, { height: 960 }),
    description: `Notikums ${id}`,
    decoration: 'bottom',
    ...fields,
  };
}

export function aVideo(fields: Partial<Video> = {}): Video {
  const id = fields.id ?? nextId();
  return {
    id,
    title: `Video ${id}`,
    source: `https://www.youtube-nocookie.com/embed/video${id}`,
    ...fields,
  };
}

export function anApplication(fields: Partial<Application> = {}): Application {
  const id = fields.id ?? nextId();
  return {
    id,
    name: `Dziedātājs ${id}`,
    age: 20,
    email: `dziedatajs${id}@example.lv`,
    phone: '+371 20000000',
    experience: null,
    is_lu_student: true,
    can_come_1: true,
    can_come_2: false,
    find_out: 'Draugi',
    free: null,
    created_at: CREATED,
    ...fields,
  };
}

export function aSetting(
  fields: Partial<SystemSetting> & Pick<SystemSetting, 'name'>,
): SystemSetting {
  return { id: nextId(), value: '', ...fields };
}

/** A staff member; `roles` by name. Edit mode is off unless asked for. */
export function aUser({
  roles = ['update-data'],
  ...fields
}: Partial<Omit<User, 'roles'>> & { roles?: RoleName[] } = {}): User {
  return {
    name: 'Anna Bērziņa',
    email: 'anna@koris.lv',
    roles: roles.map((name) => ({ name })),
    is_edit_mode_active: false,
    second_factor_required: false,
    ...fields,
  };
}

/** An earlier version of an item (an event unless told), replaced by Anna Ozola. */
export function aVersion(fields: Partial<Version> = {}): Version {
  const id = fields.id ?? nextId();
  return {
    id,
    kind: 'event',
    item_id: 1,
    summary: `Versija ${id}`,
    user_name: 'Anna Ozola',
    created_at: CREATED,
    updated_at: CREATED,
    ...fields,
  };
}
