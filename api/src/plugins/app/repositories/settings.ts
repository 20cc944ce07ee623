import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { SETTING_NAMES, type SystemSetting } from '../../../schemas/entities';

export type SettingJson = SystemSetting;

/** docs/product.md#entities names plus `admission_open`, `admission_privacy` (one list: schemas/entities). */
export { SETTING_NAMES };

export function createSettingsRepository(db: Database) {
  const k = db.kysely;
  const COLUMNS = ['id', 'name', 'value'] as const;
  const get = (id: number): Promise<SettingJson | undefined> =>
    db.first(k.selectFrom('system_settings').select(COLUMNS).where('id', '=', id));

  return {
    get,
    byName: (name: string): Promise<SettingJson | undefined> =>
      db.first(k.selectFrom('system_settings').select(COLUMNS).where('name', '=', name)),
    list: (): Promise<SettingJson[]> =>
      db.all(k.selectFrom('system_settings').select(COLUMNS).orderBy('id', 'asc')),

    /** Creates settings that are missing; never overwrites a value staff have edited. */
    ensure(values: Record<string, string>): Promise<void> {
      const now = nowIso();
      return db.transaction(async () => {
        for (const [name, value] of Object.entries(values)) {
          await db.run(
            k
              .insertInto('system_settings')
              .values({ name, value, created_at: now, updated_at: now })
              .onConflict((oc) => oc.column('name').doNothing()),
          );
        }
      });
    },

    async update(id: number, value: string): Promise<SettingJson | undefined> {
      const { changes } = await db.run(
        k.updateTable('system_settings').set({ value, updated_at: nowIso() }).where('id', '=', id),
      );
      return changes ? get(id) : undefined;
    },
  };
}
