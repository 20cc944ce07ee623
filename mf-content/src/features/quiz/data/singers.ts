import singer1 from '../assets/singer-1.webp';
import singer2 from '../assets/singer-2.webp';
import singer3 from '../assets/singer-3.webp';
import singer4 from '../assets/singer-4.webp';
import singer5 from '../assets/singer-5.webp';
import singer6 from '../assets/singer-6.webp';
import singer7 from '../assets/singer-7.webp';
import singer8 from '../assets/singer-8.webp';
import singer9 from '../assets/singer-9.webp';

/**
 * The nine singers of the Dziptcha quiz (docs/product.md#pages, #constants: 9 tiles). The pictures are drawn by
 * scripts/make-content-images.mjs (nobody real); the names are invented. `goesToPub` is the
 * answer: it is never written into the page (no label, alt text, attribute or file name).
 */
export interface QuizSinger {
  /** Stable key, also the order of this list (used only by the code and the tests). */
  id: string;
  name: string;
  voice: 'soprāns' | 'alts' | 'tenors' | 'bass';
  imageUrl: string;
  goesToPub: boolean;
}

/** Width and height of every drawn picture (px), for the img attributes: no layout shift. */
export const SINGER_IMAGE_SIZE = 320;

export const QUIZ_SINGERS: readonly QuizSinger[] = [
  { id: 'anete', name: 'Anete', voice: 'soprāns', imageUrl: singer1, goesToPub: false },
  { id: 'karlis', name: 'Kārlis', voice: 'tenors', imageUrl: singer2, goesToPub: true },
  { id: 'zane', name: 'Zane', voice: 'alts', imageUrl: singer3, goesToPub: false },
  { id: 'edgars', name: 'Edgars', voice: 'bass', imageUrl: singer4, goesToPub: true },
  { id: 'ruta', name: 'Rūta', voice: 'soprāns', imageUrl: singer5, goesToPub: true },
  { id: 'valdis', name: 'Valdis', voice: 'bass', imageUrl: singer6, goesToPub: false },
  { id: 'laura', name: 'Laura', voice: 'alts', imageUrl: singer7, goesToPub: true },
  { id: 'toms', name: 'Toms', voice: 'tenors', imageUrl: singer8, goesToPub: false },
  { id: 'elina', name: 'Elīna', voice: 'soprāns', imageUrl: singer9, goesToPub: false },
];

/** The words of the quiz page. */
export const QUIZ_TEXT = {
  heading: 'Dziptcha',
  question: 'Kuri kora dalībnieki pēc mēģinājuma dodas uz krogu?',
  instructions:
    'Atzīmē visus, kuri pēc mēģinājuma iet uz krogu, un spied „Pārbaudīt”. Ja kļūdīsies, atzīmes notīrīsies un varēsi mēģināt vēlreiz.',
  gridLabel: 'Kora dalībnieki',
  check: 'Pārbaudīt',
  mistakes: 'Kļūdu skaits',
  wrong: (mistakes: number) =>
    `Nē gluži! Kļūdu skaits: ${mistakes}. Atzīmes notīrītas – mēģini vēlreiz.`,
  win: 'Tu uzvarēji!',
  chance: 'Tava iespēja dziedāt korī',
  summary: (mistakes: number, expected: number) =>
    `Kļūdu skaits: ${mistakes}. Vidēji līdz pareizajai atbildei nonāk ar ${expected} kļūdām.`,
  newGame: 'Jauna spēle',
} as const;
