import type { ColumnId } from '../columns';

export type BackgroundId = ColumnId | 'default';

/** The background layers: each one's pictures are in home.module.css (`[data-background]`). */
export const BACKGROUND_IDS: readonly BackgroundId[] = ['default', 'darbs', 'draudziba', 'dailums'];
