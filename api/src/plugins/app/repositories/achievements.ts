import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Achievement } from '../../../schemas/entities';

export type AchievementJson = Achievement;

export interface AchievementInput {
  text?: string | null;
  eng_text?: string | null;
  order?: number;
}

export function createAchievementsRepository(db: Database) {
  const k = db.kysely;
  const COLUMNS = ['id', 'text', 'eng_text', 'order'] as const;
  const get = (id: number): AchievementJson | undefined =>
    db.first(k.selectFrom('achievements').select(COLUMNS).where('id', '=', id));

  return {
    get,
    list: (): AchievementJson[] =>
      db.all(
        k.selectFrom('achievements').select(COLUMNS).orderBy('order', 'asc').orderBy('id', 'asc'),
      ),

    create(input: AchievementInput): AchievementJson {
      const now = nowIso();
      const { lastInsertRowid } = db.run(
        k.insertInto('achievements').values({
          text: input.text ?? null,
          eng_text: input.eng_text ?? null,
          order: input.order ?? 0,
          created_at: now,
          updated_at: now,
        }),
      );
      return get(lastInsertRowid)!;
    },

    update(id: number, input: AchievementInput): AchievementJson | undefined {
      const { changes } = db.run(
        k
          .updateTable('achievements')
          .set({
            ...(input.text !== undefined && { text: input.text }),
            ...(input.eng_text !== undefined && { eng_text: input.eng_text }),
            ...(input.order !== undefined && { order: input.order }),
            updated_at: nowIso(),
          })
          .where('id', '=', id),
      );
      return changes ? get(id) : undefined;
    },
  };
}
