import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Achievement } from '../../../schemas/entities';
import { givenColumns } from './common';

export type AchievementJson = Achievement;

export interface AchievementInput {
  text?: string | null;
  eng_text?: string | null;
  order?: number;
}

export function createAchievementsRepository(db: Database) {
  const k = db.kysely;
  const COLUMNS = ['id', 'text', 'eng_text', 'order'] as const;
  const get = (id: number): Promise<AchievementJson | undefined> =>
    db.first(k.selectFrom('achievements').select(COLUMNS).where('id', '=', id));

  return {
    get,
    list: (): Promise<AchievementJson[]> =>
      db.all(
        k.selectFrom('achievements').select(COLUMNS).orderBy('order', 'asc').orderBy('id', 'asc'),
      ),

    async create(input: AchievementInput): Promise<AchievementJson> {
      const now = nowIso();
      const id = await db.insert(
        k.insertInto('achievements').values({
          text: input.text ?? null,
          eng_text: input.eng_text ?? null,
          order: input.order ?? 0,
          created_at: now,
          updated_at: now,
        }),
      );
      return (await get(id))!;
    },

    async update(id: number, input: AchievementInput): Promise<AchievementJson | undefined> {
      const { changes } = await db.run(
        k
          .updateTable('achievements')
          .set({
            ...givenColumns(input, ['text', 'eng_text', 'order']),
            updated_at: nowIso(),
          })
          .where('id', '=', id),
      );
      return changes ? get(id) : undefined;
    },
  };
}
