import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { StoredImage } from '../images';
import { DECORATIONS, type HistoryEvent } from '../../../schemas/entities';
import { imageColumns, withImage } from './common';

export { DECORATIONS };

export type HistoryEventJson = HistoryEvent;

export function createHistoryRepository(db: Database) {
  const k = db.kysely;
  return {
    list: async (): Promise<HistoryEventJson[]> =>
      (
        await db.all(
          k
            .selectFrom('history_events')
            .select(['id', 'description', 'decoration', 'image_key', 'image_width', 'image_height'])
            .orderBy('id', 'asc'),
        )
      ).map((row) => ({
        id: row.id,
        ...withImage(row),
        description: row.description,
        decoration: row.decoration as HistoryEvent['decoration'],
      })),

    async create(input: { description: string; decoration: string }, image: StoredImage | null) {
      const now = nowIso();
      await db.run(
        k.insertInto('history_events').values({
          ...input,
          ...imageColumns(image),
          created_at: now,
          updated_at: now,
        }),
      );
    },
  };
}
