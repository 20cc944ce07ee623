import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CentenaryPage from '../../../exposes/CentenaryPage';
import { Centenary } from '../components/Centenary';
import { CENTENARY_SONGS } from '../data/songs';
import { TEAM } from '../data/page';
import {} from '@koris/shared/testing';

/** A clock stopped on a day of May, at local noon. */
const on = (day: number) => () => new Date(2025, 4, day, 12, 0, 0);

const toggles = () =>
  screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
const panelOf = (toggle: HTMLElement) =>
  document.getElementById(toggle.getAttribute('aria-controls')!)!;
const firstLine = (index: number) => CENTENARY_SONGS[index]!.lyrics[0]![0]!;

describe('/celies_lidzi', () => {
  it('shows the heading, the intro and the parts I and II with 27 songs, 14 and 13', () => {
    render(<CentenaryPage />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Celies līdzi' });
    expect(h1.closest('section')).toHaveAttribute('data-boundary', 'mf-content');
    expect(screen.getByText(/sestdien, 10\. maijā, plkst\. 18\.00/)).toBeInTheDocument();

    const part1 = screen.getByRole('region', { name: /^I daļa/ });
    const part2 = screen.getByRole('region', { name: /^II daļa/ });
    expect(within(part1).getByRole('heading', { level: 3 })).toHaveTextContent('I daļaSaknes');
    expect(within(part2).getByRole('heading', { level: 3 })).toHaveTextContent('II daļaZari');
    expect(within(part1).getAllByRole('listitem')).toHaveLength(14);
    expect(within(part2).getAllByRole('listitem')).toHaveLength(13);
    expect(toggles()).toHaveLength(27);
    // Numbered through both parts, titles in concert order, every song closed at first.
    expect(toggles().map((t) => t.textContent)).toEqual(
      CENTENARY_SONGS.map((song, i) => `${i + 1}. ${song.title}`),
    );
    for (const t of toggles()) expect(t).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(firstLine(0))).not.toBeVisible();
    // The authors line shows while closed.
    expect(within(part2).getAllByText('mūzika – Marta Zeltiņa, vārdi – Ilze Vītola')).toHaveLength(
      2,
    );
  });

  it.each(CENTENARY_SONGS.map((song, index) => [index + 1, song.title, index] as const))(
    'song %i „%s” opens and closes by click, Enter and Space, showing its text',
    async (number, title, index) => {
      const user = userEvent.setup();
      render(<Centenary now={on(1)} />);
      // By its visible title (a role query over the whole page is slow in jsdom).
      const toggle = screen.getByText(title, { selector: 'button span' }).closest('button')!;
      expect(toggle).toHaveAccessibleName(`${number}. ${title}`);
      const panel = panelOf(toggle);
      const line = () => within(panel).getAllByText(firstLine(index))[0];
      expect(line()).not.toBeVisible();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(line()).toBeVisible();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(panel).not.toBeVisible();

      toggle.focus();
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(line()).toBeVisible();
      await user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(panel).not.toBeVisible();
    },
  );

  it('songs open independently, and some carry the composer’s comment', async () => {
    const user = userEvent.setup();
    render(<Centenary now={on(1)} />);
    const withComment = CENTENARY_SONGS.filter((s) => s.comment);
    expect(withComment.length).toBeGreaterThan(2);
    expect(withComment.length).toBeLessThan(27);

    const last = screen.getByRole('button', { name: '27. Celies līdzi' });
    const first = screen.getByRole('button', { name: '1. Dziedot dzimu, dziedot augu' });
    await user.click(last);
    await user.click(first);
    expect(last).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(last);
    expect(within(panel).getByText('Komponista komentārs')).toBeVisible();
    expect(within(panel).getByText(/koncerta beigās absolventi zālē pieceļas/)).toBeVisible();
    expect(within(panel).getByText('– Marta Zeltiņa')).toBeVisible();
    expect(within(panelOf(first)).queryByText('Komponista komentārs')).not.toBeInTheDocument();
  });

  it('alternates the song blocks left and right', () => {
    render(<Centenary now={on(1)} />);
    const sides = toggles().map((t) => t.closest('li')!.getAttribute('data-side'));
    expect(sides.slice(0, 4)).toEqual(['left', 'right', 'left', 'right']);
    sides.forEach((side, i) => expect(side).toBe(i % 2 === 0 ? 'left' : 'right'));
  });

  it('lists the evening programme exactly as the spec times it', () => {
    render(<Centenary now={on(1)} />);
    const rows = within(
      screen.getByRole('list', { name: 'Svinību vakara programma' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('span')!.textContent)).toEqual([
      '21:00–22:00',
      '22:00–23:00',
      '23:00–00:00',
      '00:00–00:30',
      '00:30–01:30',
    ]);
    expect(rows.map((row) => row.querySelector('strong')!.textContent)).toEqual([
      'Uzrunas un aktivitātes',
      'Grupa „Otrā balss”',
      'Folkgrupa „Ozolzīle”',
      'Svinīgā ceremonija ar simtgades torti',
      'Grupa „Basu sekcija”',
    ]);
    expect(rows[0]!.querySelectorAll('time')[0]).toHaveAttribute('dateTime', '21:00');
  });

  it('then the song titles with authors, soloists and conductors, the team and the thanks', () => {
    render(<Centenary now={on(1)} />);
    const list = screen.getByRole('heading', { level: 2, name: 'Dziesmas, autori un izpildītāji' })
      .nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(27);
    expect(items[3]).toHaveTextContent(
      '„Div’ dūjiņas” – latviešu tautasdziesma, apdare – Inese Priede' +
        'Solo: Rūta Kalēja (soprāns)Diriģē: Laura Ozola',
    );
    expect(items[26]).toHaveTextContent('Dzied: apvienotais koris ar absolventiem');
    expect(items[26]).toHaveTextContent('Diriģē: Laura Ozola un Mārtiņš Kalniņš');

    const team = screen.getByRole('region', { name: 'Koncertu veidoja' });
    expect(within(team).getAllByRole('term')).toHaveLength(TEAM.roles.length);
    expect(within(team).getByText('Koncertmeistare').nextElementSibling).toHaveTextContent(
      'Dace Krūmiņa',
    );
    expect(screen.getByRole('region', { name: 'Paldies' })).toHaveTextContent(
      /Latvijas Universitātes fondam/,
    );
  });

  it('shows the group picture on day 11 and hides it on day 10 of the month', () => {
    const picture = () => screen.queryByRole('img', { name: /kopbilde/i });
    const { unmount } = render(<Centenary now={on(11)} />);
    expect(picture()).toBeInTheDocument();
    expect(picture()).toHaveAttribute('width', '1280');
    expect(picture()).toHaveAttribute('height', '720');
    expect(screen.getByText('Simtgades koris pēc koncerta „Celies līdzi”.')).toBeInTheDocument();
    unmount();

    render(<Centenary now={on(10)} />);
    expect(picture()).not.toBeInTheDocument();
  });

  it('decides the picture by the local day: 1st hidden, 31st shown', () => {
    const { unmount } = render(<Centenary now={() => new Date(2025, 0, 1, 0, 0, 1)} />);
    expect(screen.queryByRole('img', { name: /kopbilde/i })).not.toBeInTheDocument();
    unmount();
    render(<Centenary now={() => new Date(2025, 11, 31, 23, 59, 59)} />);
    expect(screen.getByRole('img', { name: /kopbilde/i })).toBeInTheDocument();
  });
});
