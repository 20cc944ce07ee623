import defaultWide from '../assets/default-1600.webp';
import defaultNarrow from '../assets/default-640.webp';
import darbsWide from '../assets/darbs-1600.webp';
import darbsNarrow from '../assets/darbs-640.webp';
import draudzibaWide from '../assets/draudziba-1600.webp';
import draudzibaNarrow from '../assets/draudziba-640.webp';
import dailumsWide from '../assets/dailums-1600.webp';
import dailumsNarrow from '../assets/dailums-640.webp';
import type { ColumnId } from '../columns';

export type BackgroundId = ColumnId | 'default';

/** Drawn by scripts/make-backgrounds.mjs: 1600 px for wide screens, 640 px portrait for phones. */
export const BACKGROUNDS: Record<BackgroundId, { wide: string; narrow: string }> = {
  default: { wide: defaultWide, narrow: defaultNarrow },
  darbs: { wide: darbsWide, narrow: darbsNarrow },
  draudziba: { wide: draudzibaWide, narrow: draudzibaNarrow },
  dailums: { wide: dailumsWide, narrow: dailumsNarrow },
};
