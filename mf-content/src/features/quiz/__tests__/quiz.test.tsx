import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QuizPage from '../../../exposes/QuizPage';
import { Quiz } from '../components/Quiz';
import { QUIZ_SINGERS } from '../data/singers';
import { chanceOfSinging, formatChance, makeTiles, shuffle } from '../lib/quiz';
import { removeDocumentData, serveDocumentData } from '@koris/shared/testing';
import { seeded } from '../../../testing/about-support';

const label = (s: { name: string; voice: string }) => `${s.name}, ${s.voice}`;
const correct = QUIZ_SINGERS.filter((s) => s.goesToPub);
const wrong = QUIZ_SINGERS.filter((s) => !s.goesToPub);

const tiles = () =>
  within(screen.getByRole('list', { name: 'Kora dalībnieki' })).getAllByRole('button');
const tile = (s: { name: string; voice: string }) => screen.getByRole('button', { name: label(s) });
const shownOrder = () => tiles().map((t) => t.textContent!.replace('✓', ''));
const check = () => screen.getByRole('button', { name: 'Pārbaudīt' });

describe('Dziptcha quiz', () => {
  it('asks the question over a 3×3 grid of nine unselected singer tiles', () => {
    render(<QuizPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dziptcha' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Kuri kora dalībnieki pēc mēģinājuma dodas uz krogu?' }),
    ).toBeInTheDocument();
    expect(tiles()).toHaveLength(9);
    for (const t of tiles()) {
      expect(t).toHaveAttribute('aria-pressed', 'false');
      const img = t.querySelector('img')!;
      expect(img).toHaveAttribute('width', '320');
      expect(img).toHaveAttribute('height', '320');
    }
    expect(screen.getByRole('status')).toHaveTextContent('Kļūdu skaits: 0');
  });

  it('toggles a tile on and off by click, Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Quiz random={seeded(1)} />);
    const first = tile(QUIZ_SINGERS[0]!);
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-pressed', 'false');
  });

  it('a wrong submit counts a mistake, says so and clears every selection', async () => {
    const user = userEvent.setup();
    render(<Quiz random={seeded(2)} />);
    // All the right ones plus one wrong one: still wrong.
    for (const s of [...correct, wrong[0]!]) await user.click(tile(s));
    expect(tiles().filter((t) => t.getAttribute('aria-pressed') === 'true')).toHaveLength(
      correct.length + 1,
    );

    await user.click(check());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nē gluži! Kļūdu skaits: 1. Atzīmes notīrītas – mēģini vēlreiz.',
    );
    for (const t of tiles()) expect(t).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('heading', { name: 'Tu uzvarēji!' })).not.toBeInTheDocument();

    // An empty answer is wrong too.
    await user.click(check());
    expect(screen.getByRole('status')).toHaveTextContent('Kļūdu skaits: 2.');
    // Selecting again leaves the message for the plain count.
    await user.click(tile(correct[0]!));
    expect(screen.getByRole('status')).toHaveTextContent(/^Kļūdu skaits: 2$/);
  });

  it('a right submit finishes the game with 100.00 % and locks the tiles', async () => {
    const user = userEvent.setup();
    render(<Quiz random={seeded(3)} />);
    for (const s of correct) await user.click(tile(s));
    await user.click(check());

    const win = screen.getByRole('heading', { name: 'Tu uzvarēji!' });
    expect(win).toHaveFocus();
    expect(screen.getByText(/Tava iespēja dziedāt korī/)).toHaveTextContent(
      'Tava iespēja dziedāt korī: 100.00 %',
    );
    expect(screen.getByText(/Vidēji/)).toHaveTextContent(
      'Kļūdu skaits: 0. Vidēji līdz pareizajai atbildei nonāk ar 5 kļūdām.',
    );
    expect(screen.queryByRole('button', { name: 'Pārbaudīt' })).not.toBeInTheDocument();
    for (const t of tiles()) expect(t).toBeDisabled();
  });

  it('after one wrong try the win shows 83.33 %, and a new game starts clean and reshuffled', async () => {
    const user = userEvent.setup();
    render(<Quiz random={seeded(4)} />);
    await user.click(tile(wrong[0]!));
    await user.click(check());
    for (const s of correct) await user.click(tile(s));
    await user.click(check());
    expect(screen.getByText(/Tava iespēja/)).toHaveTextContent('83.33 %');

    const before = shownOrder();
    await user.click(screen.getByRole('button', { name: 'Jauna spēle' }));
    expect(screen.queryByRole('heading', { name: 'Tu uzvarēji!' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Kļūdu skaits: 0');
    expect(tiles()[0]).toHaveFocus();
    for (const t of tiles()) {
      expect(t).toBeEnabled();
      expect(t).toHaveAttribute('aria-pressed', 'false');
    }
    expect(shownOrder()).not.toEqual(before);
    expect([...shownOrder()].sort()).toEqual([...before].sort());
  });

  it('the score for 0, 1, 2 and 5 mistakes is 100.00, 83.33, 69.44 and 40.19 %', () => {
    expect([0, 1, 2, 5].map((m) => formatChance(m))).toEqual([
      '100.00 %',
      '83.33 %',
      '69.44 %',
      '40.19 %',
    ]);
    expect(chanceOfSinging(1)).toBeCloseTo(5 / 6, 12);
  });

  it('the shuffle changes the order and keeps all nine tiles', () => {
    const ids = QUIZ_SINGERS.map((s) => s.id);
    const once = makeTiles(QUIZ_SINGERS, seeded(7)).map((t) => t.id);
    const again = makeTiles(QUIZ_SINGERS, seeded(8)).map((t) => t.id);
    expect(once).not.toEqual(ids);
    expect(again).not.toEqual(once);
    expect([...once].sort()).toEqual([...ids].sort());
    expect([...again].sort()).toEqual([...ids].sort());
    // The same seed, the same order: the shuffle depends only on its random source.
    expect(makeTiles(QUIZ_SINGERS, seeded(7)).map((t) => t.id)).toEqual(once);
    expect(shuffle(ids, seeded(7))).toEqual(once);
  });

  it('shows the tiles in the shuffled order on the page', () => {
    render(<Quiz random={seeded(7)} />);
    const expected = makeTiles(QUIZ_SINGERS, seeded(7)).map((t) => `${t.name}, ${t.voice}`);
    expect(shownOrder()).toEqual(expected);
    expect(expected).not.toEqual(QUIZ_SINGERS.map(label));
  });

  it('does not give the answer away in the page', () => {
    const { container } = render(<Quiz random={seeded(5)} />);
    const shape = (s: (typeof QUIZ_SINGERS)[number]) => {
      const t = tile(s);
      return [t, ...t.querySelectorAll('*')].map((el) =>
        [el.tagName, ...el.getAttributeNames().sort()].join(' '),
      );
    };
    // A right tile and a wrong tile look alike to the DOM: same elements, same attributes.
    const shapes = QUIZ_SINGERS.map(shape);
    for (const s of shapes) expect(s).toEqual(shapes[0]);
    const grid = screen.getByRole('list', { name: 'Kora dalībnieki' });
    expect(grid.innerHTML).not.toMatch(/correct|pareiz|goesToPub|data-|pub|krog/i);
    expect(container.querySelectorAll('[data-correct], [data-answer]')).toHaveLength(0);
    for (const s of QUIZ_SINGERS) expect(tile(s).querySelector('img')).toHaveAttribute('alt', '');
  });

  describe('on a server-rendered first visit', () => {
    afterEach(() => removeDocumentData());

    it('starts in the order the server drew, and a new game is shuffled in the browser', async () => {
      const user = userEvent.setup();
      const drawn = [...QUIZ_SINGERS].reverse();
      serveDocumentData(window.location.pathname, { 'content:quiz:order': drawn.map((s) => s.id) });
      render(<Quiz random={seeded(6)} />);
      expect(shownOrder()).toEqual(drawn.map(label));

      for (const s of correct) await user.click(tile(s));
      await user.click(check());
      await user.click(screen.getByRole('button', { name: 'Jauna spēle' }));
      expect(shownOrder()).not.toEqual(drawn.map(label));
      expect([...shownOrder()].sort()).toEqual(QUIZ_SINGERS.map(label).sort());
    });

    it('shuffles itself when the recorded order does not name the nine singers', () => {
      serveDocumentData(window.location.pathname, {
        'content:quiz:order': ['anete', 'karlis', 'nobody'],
      });
      render(<Quiz random={seeded(7)} />);
      expect(shownOrder()).toEqual(makeTiles(QUIZ_SINGERS, seeded(7)).map(label));
    });
  });
});
