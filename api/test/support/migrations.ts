import { readdirSync } from 'node:fs';
import { MIGRATIONS_DIR } from '../../src/db/database';

/** Every SQLite migration in the order it applies: the files, plus the one written in code. */
export function sqliteMigrations(): string[] {
  const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'));
  return [...files, '003-bounds'].sort();
}
