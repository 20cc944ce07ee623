import type { QuizSinger } from '../data/singers';

/** docs/product.md#entities, #constants: the quiz expects 5 mistakes; the score base is 1 / (1 + 1/5). */
export const EXPECTED_MISTAKES = 5;

/** A tile of docs/product.md#entities (imageUrl, isCorrect, isSelected) with the singer it shows. */
export interface QuizTile {
  id: string;
  name: string;
  voice: string;
  imageUrl: string;
  isCorrect: boolean;
  isSelected: boolean;
}

/** docs/product.md#entities quiz state: expectedMistakes, the mistakes count, the finished flag. */
export interface QuizState {
  tiles: QuizTile[];
  expectedMistakes: number;
  mistakes: number;
  finished: boolean;
  /** True right after a wrong submit, until the next selection (what the screen says). */
  lastWrong: boolean;
}

export type QuizAction =
  { type: 'toggle'; id: string } | { type: 'submit' } | { type: 'new-game'; tiles: QuizTile[] };

/** A random number in [0, 1): Math.random in the page, a seeded one in tests. */
export type Random = () => number;

/** Fisher–Yates: a uniformly shuffled copy, the input untouched. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A shuffled game's tiles. */
export function makeTiles(singers: readonly QuizSinger[], random: Random): QuizTile[] {
  return toTiles(shuffle(singers, random));
}

/** The tiles of the singers in the order given, none selected. */
export function toTiles(singers: readonly QuizSinger[]): QuizTile[] {
  return singers.map((s) => ({
    id: s.id,
    name: s.name,
    voice: s.voice,
    imageUrl: s.imageUrl,
    isCorrect: s.goesToPub,
    isSelected: false,
  }));
}

export function newGame(tiles: QuizTile[]): QuizState {
  return {
    tiles,
    expectedMistakes: EXPECTED_MISTAKES,
    mistakes: 0,
    finished: false,
    lastWrong: false,
  };
}

/** docs/product.md#states: solved when every tile's selected state equals its correct state. */
export function isSolved(tiles: readonly QuizTile[]): boolean {
  return tiles.every((tile) => tile.isSelected === tile.isCorrect);
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'toggle':
      if (state.finished) return state;
      return {
        ...state,
        lastWrong: false,
        tiles: state.tiles.map((t) =>
          t.id === action.id ? { ...t, isSelected: !t.isSelected } : t,
        ),
      };
    case 'submit':
      if (state.finished) return state;
      if (isSolved(state.tiles)) return { ...state, finished: true, lastWrong: false };
      // docs/product.md#states: a wrong answer counts a mistake and clears every selection.
      return {
        ...state,
        mistakes: state.mistakes + 1,
        lastWrong: true,
        tiles: state.tiles.map((t) => ({ ...t, isSelected: false })),
      };
    case 'new-game':
      return newGame(action.tiles);
  }
}

/** docs/product.md#states: (1 / (1 + 1/expected)) ^ mistakes, as a fraction of 1. */
export function chanceOfSinging(mistakes: number, expected: number = EXPECTED_MISTAKES): number {
  return (1 / (1 + 1 / expected)) ** mistakes;
}

/** The score as the win screen prints it: a percent with two decimals ("83.33 %"). */
export function formatChance(mistakes: number, expected: number = EXPECTED_MISTAKES): string {
  return `${(chanceOfSinging(mistakes, expected) * 100).toFixed(2)} %`;
}
