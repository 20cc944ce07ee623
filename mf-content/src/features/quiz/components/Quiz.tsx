import { useEffect, useReducer, useRef } from 'react';
import { QUIZ_SINGERS, QUIZ_TEXT, SINGER_IMAGE_SIZE, type QuizSinger } from '../data/singers';
import { useRecordedOrder } from '../../../lib/use-recorded-order';
import {
  formatChance,
  makeTiles,
  newGame,
  quizReducer,
  shuffle,
  toTiles,
  type Random,
} from '../lib/quiz';
import { TitledSection } from '../../../lib/TitledSection';
import styles from './quiz.module.css';

const page = { className: styles.page, headingClassName: styles.heading };

export interface QuizProps {
  /** The shuffle's source of randomness: Math.random on the site, seeded in tests. */
  random?: Random;
}

/** The server-rendered data key of the first game's tile order (`useRecordedOrder`). */
export const QUIZ_ORDER_KEY = 'content:quiz:order';

const singerId = (singer: QuizSinger) => singer.id;

/**
 * The Dziptcha quiz (docs/product.md#pages, #entities, #states): nine shuffled singer tiles, toggled by click, Enter or
 * Space; "Pārbaudīt" either finishes the game or counts a mistake and clears every selection.
 * Which tiles are right is known only to the state, never written into the page.
 * The first game's order is drawn by the server's render and hydrated as drawn
 * (`QUIZ_ORDER_KEY`: the singers' ids, which say nothing of the answer).
 */
export function Quiz({ random = Math.random }: QuizProps) {
  const firstOrder = useRecordedOrder(QUIZ_ORDER_KEY, QUIZ_SINGERS, singerId, () =>
    shuffle(QUIZ_SINGERS, random),
  );
  const [state, dispatch] = useReducer(quizReducer, firstOrder, (order) => newGame(toTiles(order)));
  const winHeading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const started = useRef(false);

  // Focus follows the game: to the result when won, to the first tile of a new game.
  useEffect(() => {
    if (state.finished) {
      // The result sits below the grid: focus its heading and bring the whole panel into view.
      winHeading.current?.focus({ preventScroll: true });
      winHeading.current?.parentElement?.scrollIntoView({ block: 'nearest' });
    } else if (started.current) grid.current?.querySelector('button')?.focus();
    started.current = true;
  }, [state.finished]);

  const startNewGame = () => dispatch({ type: 'new-game', tiles: makeTiles(QUIZ_SINGERS, random) });

  return (
    <TitledSection level={1} id="quiz-heading" title={QUIZ_TEXT.heading} {...page}>
      <h2 className={styles.question}>{QUIZ_TEXT.question}</h2>
      <p className={styles.instructions}>{QUIZ_TEXT.instructions}</p>

      <ul ref={grid} className={styles.grid} aria-label={QUIZ_TEXT.gridLabel}>
        {state.tiles.map((tile) => (
          <li key={tile.id}>
            <button
              type="button"
              className={styles.tile}
              aria-pressed={tile.isSelected}
              disabled={state.finished}
              onClick={() => dispatch({ type: 'toggle', id: tile.id })}
            >
              <img
                className={styles.photo}
                src={tile.imageUrl}
                alt=""
                width={SINGER_IMAGE_SIZE}
                height={SINGER_IMAGE_SIZE}
                decoding="async"
              />
              <span className={styles.caption}>
                {tile.name}, <span className={styles.voice}>{tile.voice}</span>
              </span>
              <span className={styles.check} aria-hidden="true">
                ✓
              </span>
            </button>
          </li>
        ))}
      </ul>

      {state.finished ? (
        <div className={styles.win}>
          <h2 ref={winHeading} tabIndex={-1} className={styles.winHeading}>
            {QUIZ_TEXT.win}
          </h2>
          <p className={styles.chance}>
            {QUIZ_TEXT.chance}:{' '}
            <strong>{formatChance(state.mistakes, state.expectedMistakes)}</strong>
          </p>
          <p>{QUIZ_TEXT.summary(state.mistakes, state.expectedMistakes)}</p>
          <button type="button" className="k-btn k-btn-primary" onClick={startNewGame}>
            {QUIZ_TEXT.newGame}
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={`k-btn k-btn-primary ${styles.checkButton}`}
            onClick={() => dispatch({ type: 'submit' })}
          >
            {QUIZ_TEXT.check}
          </button>
          <p className={styles.status} role="status">
            {state.lastWrong
              ? QUIZ_TEXT.wrong(state.mistakes)
              : `${QUIZ_TEXT.mistakes}: ${state.mistakes}`}
          </p>
        </div>
      )}
    </TitledSection>
  );
}
