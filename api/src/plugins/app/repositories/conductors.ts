import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { StoredImage } from '../images';
import type { Conductor } from '../../../schemas/entities';
import { givenColumns, imageKeyOf, listedRowColumns, updateListedRow, withImage } from './common';

export type ConductorJson = Conductor;

export const CONDUCTOR_TEXT_FIELDS = [
  'position',
  'eng_position',
  'description',
  'eng_text',
  'year_from',
  'year_to',
] as const;

export interface ConductorInput {
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
  'image_key',
  'image_width',
  'image_height',
] as const;

export function createConductorsRepository(db: Database) {
  const k = db.kysely;

  function toJson(row: Awaited<ReturnType<typeof rows>>[number]): ConductorJson {
    const { image_key: _k, image_width: _w, image_height: _h, ...rest } = row;
    return { ...rest, is_current: rest.is_current ? 1 : 0, ...withImage(row) };
  }

  const rows = (current: boolean) =>
    db.all(
      k
        .selectFrom('conductors')
        .select(COLUMNS)
        .where('is_current', '=', current ? 1 : 0)
        .orderBy('order', 'asc')
        .orderBy('id', 'asc'),
    );

  async function get(id: number): Promise<ConductorJson | undefined> {
    const row = await db.first(k.selectFrom('conductors').select(COLUMNS).where('id', '=', id));
    return row ? toJson(row) : undefined;
  }

  return {
    list: async (current: boolean) => (await rows(current)).map(toJson),
    get,
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
          ...listedRowColumns(input, image, nowIso()),
        }),
      );
      return (await get(id))!;
    },

    /** Returns the updated conductor and the image key it replaced (to delete its files). */
    update(id: number, input: ConductorInput, image: StoredImage | null) {
      const columns = givenColumns(input, ['title', ...CONDUCTOR_TEXT_FIELDS, 'order']);
      return updateListedRow(db, 'conductors', id, columns, input, image, get);
    },
  };
}

export type ConductorsRepository = ReturnType<typeof createConductorsRepository>;
