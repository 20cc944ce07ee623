import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Application } from '../../../schemas/entities';

export interface ApplicationInput {
  name: string;
  age: number;
  email: string;
  phone: string;
  experience: string | null;
  is_lu_student: boolean;
  can_come_1: boolean;
  can_come_2: boolean;
  find_out: string;
  free: string | null;
}

export type ApplicationJson = Application;

export function createApplicationsRepository(db: Database) {
  const k = db.kysely;
  return {
    create(input: ApplicationInput): Promise<number> {
      return db.insert(
        k.insertInto('applications').values({
          ...input,
          is_lu_student: input.is_lu_student ? 1 : 0,
          can_come_1: input.can_come_1 ? 1 : 0,
          can_come_2: input.can_come_2 ? 1 : 0,
          created_at: nowIso(),
        }),
      );
    },

    /** Newest first; booleans as true/false. */
    list: async (): Promise<ApplicationJson[]> =>
      (
        await db.all(
          k
            .selectFrom('applications')
            .selectAll()
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc'),
        )
      ).map((row) => ({
        id: row.id,
        name: row.name,
        age: row.age,
        email: row.email,
        phone: row.phone,
        experience: row.experience,
        is_lu_student: row.is_lu_student === 1,
        can_come_1: row.can_come_1 === 1,
        can_come_2: row.can_come_2 === 1,
        find_out: row.find_out,
        free: row.free,
        created_at: row.created_at,
      })),
  };
}
