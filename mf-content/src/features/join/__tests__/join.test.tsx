import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import JoinPage from '../../../exposes/JoinPage';
import GetInvolvedPage from '../../../exposes/GetInvolvedPage';
import { JOIN } from '../data/content';
import { CENTENARY_SONGS } from '../../centenary/data/songs';
import {} from '@koris/shared/testing';

function Where() {
  return <output aria-label="Adrese">{useLocation().pathname}</output>;
}

function renderJoin() {
  return render(
    <MemoryRouter initialEntries={['/pievienojies']}>
      <Routes>
        <Route path="/pievienojies" element={<JoinPage />} />
        <Route path="/iesaisties" element={<GetInvolvedPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('/pievienojies', () => {
  it('invites alumni to the joint choir: concert on 10 May with 2 songs, rehearsal on 6 May', () => {
    renderJoin();
    expect(screen.getByRole('heading', { level: 1, name: 'Pievienojies' })).toBeInTheDocument();
    expect(screen.getByText(/Aicinām kora absolventus/)).toBeInTheDocument();

    const concert = screen.getByRole('region', { name: 'Koncerts' });
    expect(concert).toHaveTextContent('10. maijs');
    expect(concert).toHaveTextContent('sestdien, 10. maijā');
    const songs = screen.getAllByRole('listitem').filter((li) => concert.contains(li));
    expect(songs.map((li) => li.querySelector('strong')!.textContent)).toEqual([
      '„Pūt, vējiņi”',
      '„Celies līdzi”',
    ]);

    const rehearsal = screen.getByRole('region', { name: 'Kopmēģinājums' });
    expect(rehearsal).toHaveTextContent('6. maijs');
    expect(rehearsal).toHaveTextContent('otrdien, 6. maijā');
  });

  it('links the survey and the ticket shop as external links in a new tab', () => {
    renderJoin();
    for (const [name, href] of [
      ['Aizpildīt aptauju', JOIN.survey.url],
      ['Pirkt biļetes', JOIN.tickets.url],
    ] as const) {
      const link = screen.getByRole('link', { name: `${name} (atveras jaunā cilnē)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('the donation link goes to /iesaisties inside the site', async () => {
    const user = userEvent.setup();
    renderJoin();
    const donate = screen.getByRole('link', { name: 'Ziedot korim' });
    expect(donate).toHaveAttribute('href', '/iesaisties');
    expect(donate).not.toHaveAttribute('target');
    await user.click(donate);
    expect(screen.getByRole('heading', { level: 1, name: 'Iesaisties' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Adrese' })).toHaveTextContent('/iesaisties');
  });

  it('names the joint-choir songs as the centenary programme does', () => {
    for (const song of JOIN.concert.songs) {
      const inProgramme = CENTENARY_SONGS.find((s) => s.title === song.title);
      expect(inProgramme).toBeDefined();
      expect(song.authors).toBe(inProgramme!.authors);
    }
  });
});
