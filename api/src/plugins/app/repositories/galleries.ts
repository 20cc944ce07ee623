import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { imageUrl, imageView, type StoredImage } from '../images';
import type { Gallery, GalleryImage } from '../../../schemas/entities';
import type { Selectable } from 'kysely';
import type { GalleriesTable } from '../../../db/schema';
import {
  givenColumns,
  IMAGE_ROW_COLUMNS,
  imageColumns,
  imageKeyOf,
  updateWithImage,
  withImage,
  type ImageRow,
  type Paging,
} from './common';
import {
  ALL,
  givenPublication,
  isVisible,
  publicationColumns,
  publicationJson,
  visibleTo,
  type PublicationInput,
  type Visibility,
} from './publication';

export type GalleryImageJson = GalleryImage;

export type GalleryJson = Gallery;

export interface GalleryInput extends PublicationInput {
  title?: string;
  description?: string | null;
  order?: number;
  event_id?: number | null;
}

type GalleryRow = Selectable<GalleriesTable>;

interface Summary extends ImageRow {
  gallery_id: number;
  image_count: number;
}

const NO_IMAGE: ImageRow = { image_key: null, image_width: null, image_height: null };

const COLUMNS = [
  'id',
  'title',
  'description',
  'order',
  'event_id',
  'draft',
  'publish_at',
  ...IMAGE_ROW_COLUMNS,
] as const;

export function createGalleriesRepository(db: Database) {
  const k = db.kysely;

  /** Count and first image of each gallery in one query (cover fallback). */
  async function summaries(ids: number[]) {
    const rows = await db.all(
      k
        .selectFrom((eb) =>
          eb
            .selectFrom('gallery_images')
            .select('gallery_id')
            .select((e) => [
              e.fn.countAll<number>().as('image_count'),
              e.fn.min('id').as('first_id'),
            ])
            .where(db.dialect.inIds('gallery_id', ids))
            .groupBy('gallery_id')
            .as('s'),
        )
        .innerJoin('gallery_images as first', 'first.id', 's.first_id')
        .select([
          's.gallery_id',
          's.image_count',
          'first.image_key',
          'first.image_width',
          'first.image_height',
        ]),
    );
    return new Map<number, Summary>(rows.map((row) => [row.gallery_id, row]));
  }

  const base = () => k.selectFrom('galleries').select(COLUMNS);

  function toJson(row: GalleryRow, summary: Summary | undefined): GalleryJson {
    // A gallery without its own cover shows its first image.
    const cover: ImageRow = row.image_key ? row : (summary ?? NO_IMAGE);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      order: row.order,
      event_id: row.event_id,
      ...publicationJson(row),
      ...withImage(cover),
      image_count: summary?.image_count ?? 0,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  async function list(paging: Paging = {}, visibility: Visibility = ALL): Promise<GalleryJson[]> {
    const query = base()
      .where(visibleTo(visibility))
      .orderBy('order', 'asc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
    const rows = await db.all(db.dialect.page(query, paging));
    if (rows.length === 0) return [];
    const bySummary = await summaries(rows.map((row) => row.id));
    return rows.map((row) => toJson(row, bySummary.get(row.id)));
  }

  async function images(galleryId: number): Promise<GalleryImageJson[]> {
    return (
      await db.all(
        k
          .selectFrom('gallery_images')
          .select(['id', 'image_key', 'image_width', 'image_height'])
          .where('gallery_id', '=', galleryId)
          .orderBy('id', 'asc'),
      )
    ).map((row) => ({
      id: row.id,
      url: imageUrl(row.image_key)!,
      ...imageView(row.image_key, row.image_width, row.image_height)!,
    }));
  }

  /** The gallery with its images, when `visibility` may see it. */
  async function get(id: number, visibility: Visibility = ALL): Promise<GalleryJson | undefined> {
    const row = await db.first(base().where('id', '=', id));
    if (!row || !isVisible(row, visibility)) return undefined;
    return { ...toJson(row, (await summaries([id])).get(id)), images: await images(id) };
  }

  return {
    list,
    get: (id: number, visibility?: Visibility) => get(id, visibility),
    exists: async (id: number) => (await imageKeyOf(db, 'galleries', id)) !== undefined,

    create(
      input: GalleryInput & { title: string },
      image: StoredImage | null,
      createdAt = nowIso(),
    ): Promise<number> {
      return db.insert(
        k.insertInto('galleries').values({
          title: input.title,
          description: input.description ?? null,
          order: input.order ?? 0,
          event_id: input.event_id ?? null,
          ...publicationColumns(input),
          ...imageColumns(image),
          created_at: createdAt,
          updated_at: createdAt,
        }),
      );
    },

    async update(id: number, input: GalleryInput, image: StoredImage | null) {
      const columns = {
        ...givenColumns(input, ['title', 'description', 'order', 'event_id']),
        ...givenPublication(input),
      };
      return updateWithImage(db, 'galleries', id, columns, image);
    },

    addImages(galleryId: number, added: StoredImage[], now = nowIso()): Promise<void> {
      return db.transaction(async () => {
        for (const image of added) {
          await db.run(
            k.insertInto('gallery_images').values({
              gallery_id: galleryId,
              image_key: image.key,
              image_width: image.width,
              image_height: image.height,
              created_at: now,
            }),
          );
        }
        await db.run(
          k.updateTable('galleries').set({ updated_at: now }).where('id', '=', galleryId),
        );
      });
    },

    async hasImage(galleryId: number, imageId: number): Promise<boolean> {
      return (
        (await db.first(
          k
            .selectFrom('gallery_images')
            .select('id')
            .where('id', '=', imageId)
            .where('gallery_id', '=', galleryId),
        )) !== undefined
      );
    },
  };
}

export type GalleriesRepository = ReturnType<typeof createGalleriesRepository>;
