import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Video } from '../../../schemas/entities';

export type VideoJson = Video;

export function createVideosRepository(db: Database) {
  const k = db.kysely;
  return {
    list: (): Promise<VideoJson[]> =>
      db.all(k.selectFrom('videos').select(['id', 'source', 'title']).orderBy('id', 'asc')),
    async create(input: { source: string; title: string }): Promise<void> {
      const now = nowIso();
      await db.run(k.insertInto('videos').values({ ...input, created_at: now, updated_at: now }));
    },
  };
}
