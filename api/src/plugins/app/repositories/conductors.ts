import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { StoredImage } from '../images';
import type { Conductor } from '../../../schemas/entities';
import { givenColumns, imageKeyOf, listedRowColumns, updateListedRow, withImage } from './common';
import {
  ALL,
  givenPublication,
  isVisible,
  PUBLICATION_COLUMNS,
  publicationColumns,
  publicationJson,
  visibleTo,
  type PublicationInput,
  type Visibility,
} from './publication';

export type ConductorJson = Conductor;

export const CONDUCTOR_TEXT_FIELDS = [
  'position',
  'eng_position',
  'description',
  'eng_text',
  'year_from',
  'year_to',
] as const;

export interface ConductorInput extends PublicationInput {
  title?: string;
  position?: string | null;
  eng_position?: string | null;
  description?: string | null;
  eng_text?: string | null;
  year_from?: string | null;
  year_to?: string | null;
  order?: number;
  is_current?: boolean;
}

const COLUMNS = [
  'id',
  'title',
  ...CONDUCTOR_TEXT_FIELDS,
  'order',
  'is_current',
  ...PUBLICATION_COLUMNS,
  'image_key',
  'image_width',
  'image_height',
] as const;

export function createConductorsRepository(db: Database) {
  const k = db.kysely;

  function toJson(row: Awaited<ReturnType<typeof rows>>[number]): ConductorJson {
    const { image_key: _k, image_width: _w, image_height: _h, ...rest } = row;
    return {
      ...rest,
      is_current: rest.is_current ? 1 : 0,
      ...publicationJson(row),
      ...withImage(row),
    };
  }

  const rows = (current: boolean, visibility: Visibility) =>
    db.all(
      k
        .selectFrom('conductors')
        .select(COLUMNS)
        .where('is_current', '=', current ? 1 : 0)
        .where(visibleTo(visibility))
        .orderBy('order', 'asc')
        .orderBy('id', 'asc'),
    );

  /** The conductor, when `visibility` may see it. */
  async function get(id: number, visibility: Visibility = ALL): Promise<ConductorJson | undefined> {
    const row = await db.first(k.selectFrom('conductors').select(COLUMNS).where('id', '=', id));
    return row && isVisible(row, visibility) ? toJson(row) : undefined;
  }

  return {
    list: async (current: boolean, visibility: Visibility = ALL) =>
      (await rows(current, visibility)).map(toJson),
    get: (id: number, visibility?: Visibility) => get(id, visibility),
    exists: async (id: number) => (await imageKeyOf(db, 'conductors', id)) !== undefined,

    async create(input: ConductorInput & { title: string }, image: StoredImage | null) {
      const id = await db.insert(
        k.insertInto('conductors').values({
          title: input.title,
          position: null,
          eng_position: null,
          description: null,
          eng_text: null,
          year_from: null,
          year_to: null,
          ...givenColumns(input, CONDUCTOR_TEXT_FIELDS),
          ...publicationColumns(input),
          ...listedRowColumns(input, image, nowIso()),
        }),
      );
      return (await get(id))!;
    },

    /** Returns the updated conductor and the image key it replaced (to delete its files). */
    update(id: number, input: ConductorInput, image: StoredImage | null) {
      const columns = {
        ...givenColumns(input, ['title', ...CONDUCTOR_TEXT_FIELDS, 'order']),
        ...givenPublication(input),
      };
      return updateListedRow(db, 'conductors', id, columns, input, image, get);
    },
  };
}

export type ConductorsRepository = ReturnType<typeof createConductorsRepository>;
