import type { Insertable, Updateable } from 'kysely';
import { nowIso, type Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { imageUrl, imageView, type StoredImage } from '../images';
import type { ImageView } from '../../../schemas/common';

export type { Paging } from '../../../db/dialect';

/** The columns a row with an image ends with: the image, when it was created and updated. */
export const IMAGE_ROW_COLUMNS = [
  'image_key',
  'image_width',
  'image_height',
  'created_at',
  'updated_at',
] as const;

export interface ImageRow {
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
}

export interface WithImage {
  image_url: string | null;
  image: ImageView | null;
}

export function withImage(row: ImageRow): WithImage {
  return {
    image_url: imageUrl(row.image_key),
    image: imageView(row.image_key, row.image_width, row.image_height),
  };
}

/** Image columns to write for a new image, or to clear. */
export function imageColumns(image: { key: string; width: number; height: number } | null) {
  return image
    ? { image_key: image.key, image_width: image.width, image_height: image.height }
    : { image_key: null, image_width: null, image_height: null };
}

/** The fields of `input` among `keys` that are given (not undefined): an UPDATE's columns. */
export function givenColumns<T extends object, K extends keyof T>(
  input: T,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const columns: Partial<Pick<T, K>> = {};
  for (const key of keys) if (input[key] !== undefined) columns[key] = input[key];
  return columns;
}

/** `is_current` as its column stores it (1/0), when it is given. */
export const currentColumn = (input: { is_current?: boolean }) =>
  input.is_current === undefined ? {} : { is_current: input.is_current ? 1 : 0 };

/** The tables whose rows carry one image (image_key, image_width, image_height). */
type ImageTable = 'events' | 'galleries' | 'conductors';

/** A row's image key: undefined when there is no such row, null when it has no image. */
export async function imageKeyOf(
  db: Database,
  table: ImageTable,
  id: number,
): Promise<string | null | undefined> {
  const k = db.kysely;
  return (await db.first(k.selectFrom(table).select('image_key').where('id', '=', id)))?.image_key;
}

/**
 * Updates a row's given columns, and its image when a new one is given. Returns the image key
 * the new image replaced (its files to delete), or undefined when there is no such row.
 */
export async function updateWithImage<T extends ImageTable>(
  db: Database,
  table: T,
  id: number,
  columns: Updateable<DB[T]>,
  image: StoredImage | null,
): Promise<{ replacedKey: string | null } | undefined> {
  const previous = await imageKeyOf(db, table, id);
  if (previous === undefined) return undefined;
  const k = db.kysely;
  await db.run(
    k
      .updateTable(table as ImageTable)
      .set({ ...columns, ...(image && imageColumns(image)), updated_at: nowIso() })
      .where('id', '=', id),
  );
  return { replacedKey: image ? previous : null };
}

/** The columns a new row of a current/old list starts with: its place, its list, its image, its times. */
export function listedRowColumns(
  input: { order?: number; is_current?: boolean },
  image: StoredImage | null,
  createdAt: string,
) {
  return {
    order: input.order ?? 0,
    is_current: input.is_current ? 1 : 0,
    ...imageColumns(image),
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/**
 * Updates a row of a current/old list (its given columns, `is_current` when given, its image
 * when a new one is given) and reads it back: the row and the image key the new image replaced
 * (its files to delete), or undefined when there is no such row.
 */
export async function updateListedRow<T extends 'events' | 'conductors', Entity>(
  db: Database,
  table: T,
  id: number,
  columns: Updateable<DB[T]>,
  input: { is_current?: boolean },
  image: StoredImage | null,
  get: (id: number) => Promise<Entity | undefined>,
): Promise<{ entity: Entity; replacedKey: string | null } | undefined> {
  const updated = await updateWithImage(
    db,
    table,
    id,
    { ...columns, ...currentColumn(input) },
    image,
  );
  return updated && { entity: (await get(id))!, replacedKey: updated.replacedKey };
}

/** The tables of short-lived secrets: each row carries when it expires (Unix seconds). */
type ExpiringTable = 'login_tickets' | 'webauthn_challenges' | 'export_codes';

/** Forgets the rows of `table` that have expired by `nowSeconds`. */
export async function forgetExpired(
  db: Database,
  table: ExpiringTable,
  nowSeconds: number,
): Promise<void> {
  await db.run(db.kysely.deleteFrom(table).where('expires_at', '<=', nowSeconds));
}

/** Keeps a new short-lived secret's row; the expired ones of its table go meanwhile. */
export async function insertExpiring<T extends ExpiringTable>(
  db: Database,
  table: T,
  row: Insertable<DB[T]>,
  nowSeconds: number,
): Promise<void> {
  await forgetExpired(db, table, nowSeconds);
  await db.run(db.kysely.insertInto(table).values(row));
}
