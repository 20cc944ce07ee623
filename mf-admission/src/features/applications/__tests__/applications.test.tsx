import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '@koris/shared/auth';
import type { Application } from '@koris/shared/types';
import { AlertList } from '@koris/shared/ui';
import ApplicationsPage from '../../../exposes/ApplicationsPage';
import {
  api as route,
  aUser,
  fakeTrash,
  failure,
  heldAnswer,
  HttpResponse,
  recordRequests,
  resetStores,
  server,
  signIn,
  TOKEN,
} from '@koris/shared/testing';

const newer: Application = {
  id: 2,
  name: 'Līga Ozola',
  age: 21,
  email: 'liga@example.lv',
  phone: '+371 20 000 000',
  experience: 'Skolas koris\nMūzikas skola',
  is_lu_student: true,
  can_come_1: false,
  can_come_2: true,
  find_out: 'No drauga',
  free: null,
  // 21:30 UTC is already the next day in Riga (UTC+3 in September).
  created_at: '2025-09-09T21:30:00.000Z',
};
const older: Application = {
  id: 1,
  name: 'Jānis Kalniņš',
  age: 34,
  email: 'janis@example.lv',
  phone: '29999999',
  experience: null,
  is_lu_student: false,
  can_come_1: true,
  can_come_2: false,
  find_out: 'Koncertā',
  free: 'Dziedu basā',
  created_at: '2025-03-05T10:00:00.000Z',
};

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <AlertList />
      <ApplicationsPage />
    </MemoryRouter>,
  );
  return user;
}

const staffOnly = 'Pieteikumu saraksts ir pieejams tikai kora vadībai.';
const rowValue = (card: HTMLElement, label: string) =>
  within(card).getByRole('rowheader', { name: label }).nextElementSibling!.textContent;

beforeEach(() => resetStores());
afterEach(() => {
  act(() => resetStores());
});

describe('without the role see-applications', () => {
  it.each([
    ['a visitor', () => {}],
    [
      'a user with other roles',
      () => signIn(aUser({ roles: ['update-data', 'update-users'], is_edit_mode_active: true })),
    ],
  ])('%s reads a short note and no data is asked for', async (_who, login) => {
    login();
    const requests = recordRequests();
    server.use(route.get('/applications', () => HttpResponse.json([older])));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pieteikumi' })).toBeInTheDocument();
    expect(screen.getByText(staffOnly)).toBeInTheDocument();
    await act(async () => {});
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Eksportēt pieteikumus' })).not.toBeInTheDocument();
  });
});

describe('with the role see-applications', () => {
  it('shows one card per application, newest first, with a table, yes/no and dd.mm.yyyy', async () => {
    signIn(aUser({ roles: ['see-applications'] }));
    const calls = recordRequests();
    server.use(route.get('/applications', () => HttpResponse.json([newer, older])));
    renderPage();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Līga Ozola',
      'Jānis Kalniņš',
    ]);
    expect(calls[0]!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByText('Pieteikumu skaits: 2')).toBeInTheDocument();

    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText(/Iesniegts/)).toHaveTextContent('Iesniegts: 10.09.2025');
    expect(within(second).getByText(/Iesniegts/)).toHaveTextContent('Iesniegts: 05.03.2025');
    expect(rowValue(first, 'Vecums')).toBe('21');
    expect(rowValue(first, 'E-pasts')).toBe('liga@example.lv');
    expect(within(first).getByRole('link', { name: 'liga@example.lv' })).toHaveAttribute(
      'href',
      'mailto:liga@example.lv',
    );
    expect(within(first).getByRole('link', { name: '+371 20 000 000' })).toHaveAttribute(
      'href',
      'tel:+37120000000',
    );
    expect(rowValue(first, 'LU students')).toBe('Jā');
    expect(rowValue(first, 'Var ierasties 9. septembrī')).toBe('Nē');
    expect(rowValue(first, 'Var ierasties 11. septembrī')).toBe('Jā');
    expect(rowValue(first, 'Kā uzzināja par kori')).toBe('No drauga');
    expect(rowValue(first, 'Komentāri')).toBe('—');
    expect(rowValue(second, 'Dziedāšanas pieredze')).toBe('—');
    expect(rowValue(second, 'LU students')).toBe('Nē');
    expect(rowValue(second, 'Komentāri')).toBe('Dziedu basā');
  });

  it('an empty list says so and offers no export', async () => {
    signIn(aUser({ roles: ['see-applications'] }));
    server.use(route.get('/applications', () => HttpResponse.json([])));
    renderPage();
    expect(await screen.findByText('Pagaidām nav neviena pieteikuma.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eksportēt pieteikumus' })).not.toBeInTheDocument();
  });

  it('export asks for a short-lived token with the bearer, then navigates to the download', async () => {
    signIn(aUser({ roles: ['see-applications'] }));
    const token = heldAnswer();
    const calls = recordRequests();
    server.use(
      route.get('/applications', () => HttpResponse.json([newer])),
      route.post('/export-applications/token', token.resolver),
    );
    const followed: string[] = [];
    // The page clicks a link to the file: record where it goes (jsdom cannot navigate).
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (link && !link.href.startsWith('mailto:')) {
        followed.push(link.href);
        event.preventDefault();
      }
    };
    document.addEventListener('click', onClick);
    try {
      const user = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Eksportēt pieteikumus' }));
      // A second press while the token is on its way asks once.
      await user.click(screen.getByRole('button', { name: 'Sagatavo failu…' }));
      await act(async () =>
        token.release(HttpResponse.json({ token: 'signed.jwt.value', expires_in: 60 })),
      );
      await screen.findByRole('button', { name: 'Eksportēt pieteikumus' });

      const posts = calls.filter((c) => c.path === '/api/export-applications/token');
      expect(posts).toHaveLength(1);
      expect(posts[0]!.method).toBe('POST');
      expect(posts[0]!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
      expect(followed).toEqual([
        `${window.location.origin}/api/export-applications?token=signed.jwt.value`,
      ]);
      expect(followed[0]).not.toContain(TOKEN);
    } finally {
      document.removeEventListener('click', onClick);
    }
  });

  it('asks for the password when the export needs a fresh confirmation, then exports', async () => {
    signIn(aUser({ roles: ['see-applications'] }));
    let confirmed = false;
    const calls = recordRequests();
    server.use(
      route.get('/applications', () => HttpResponse.json([newer])),
      route.post('/export-applications/token', () =>
        confirmed
          ? HttpResponse.json({ token: 'signed.jwt.value', expires_in: 60 })
          : HttpResponse.json(
              { message: 'Confirm it is you to continue.', reason: 'confirm' },
              { status: 403 },
            ),
      ),
      route.post('/security/confirm', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        if (password !== 'admin12345') {
          return HttpResponse.json(
            {
              message: 'The password is incorrect.',
              errors: { password: ['The password is incorrect.'] },
            },
            { status: 422 },
          );
        }
        confirmed = true;
        return HttpResponse.json({ confirmed_until: '2026-03-05T10:25:00.000Z' });
      }),
    );
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Eksportēt pieteikumus' }));

    const field = await screen.findByLabelText('Parole');
    expect(field).toHaveFocus();
    expect(click).not.toHaveBeenCalled();
    await user.type(field, 'nepareiza');
    await user.click(screen.getByRole('button', { name: 'Apstiprināt un eksportēt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is incorrect.');
    expect(click).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Parole'));
    await user.type(screen.getByLabelText('Parole'), 'admin12345');
    await user.click(screen.getByRole('button', { name: 'Apstiprināt un eksportēt' }));

    expect(
      await screen.findByRole('button', { name: 'Eksportēt pieteikumus' }),
    ).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.path === '/api/export-applications/token')).toHaveLength(2);
  });

  it('a failed export shows the message and navigates nowhere', async () => {
    signIn(aUser({ roles: ['see-applications'] }));
    server.use(
      route.get('/applications', () => HttpResponse.json([newer])),
      route.post('/export-applications/token', () => failure(403, 'Unauthorized')),
    );
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Eksportēt pieteikumus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
    expect(click).not.toHaveBeenCalled();
  });

  it('a 403 shows "Unauthorized" and no list', async () => {
    signIn(aUser({ roles: ['see-applications'] }));
    server.use(route.get('/applications', () => failure(403, 'Unauthorized')));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
    expect(screen.getByText('Neizdevās ielādēt pieteikumus.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a 401 logs out ("Logged out") and shows the note instead of data', async () => {
    signIn(aUser({ roles: ['see-applications'] }));
    server.use(route.get('/applications', () => failure(401, 'Unauthenticated')));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Logged out');
    expect(useAuthStore.getState().token).toBeNull();
    expect(screen.getByText(staffOnly)).toBeInTheDocument();
  });

  it('a logout elsewhere takes the applicants’ data off the screen at once', async () => {
    signIn(aUser({ roles: ['see-applications'] }));
    server.use(route.get('/applications', () => HttpResponse.json([newer, older])));
    renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    act(() => useAuthStore.getState().clearSession());
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('Līga Ozola')).not.toBeInTheDocument();
    expect(screen.getByText(staffOnly)).toBeInTheDocument();
  });

  it('a login with the role loads the list without a reload', async () => {
    const requests = recordRequests();
    server.use(route.get('/applications', () => HttpResponse.json([older])));
    renderPage();
    expect(screen.getByText(staffOnly)).toBeInTheDocument();
    act(() => signIn(aUser({ roles: ['see-applications'] })));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Jānis Kalniņš' }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});

describe('deleting an application (through the trash)', () => {
  function applicationsWithTrash() {
    let current = [newer, older];
    const trash = fakeTrash({ firstId: 7 });
    const deletes: number[] = [];
    server.use(
      route.get('/applications', () => HttpResponse.json(current)),
      route.delete('/applications/:id', ({ params }) => {
        const id = Number(params['id']);
        deletes.push(id);
        const gone = current.find((a) => a.id === id)!;
        current = current.filter((a) => a.id !== id);
        return trash.keep('Pieteikums dzēsts', {
          kind: 'application',
          itemId: id,
          putBack: () => {
            current = [...current, gone].sort((a, b) => b.id - a.id);
          },
        });
      }),
      trash.handler,
    );
    return { deletes };
  }
  const names = () =>
    screen.queryAllByRole('article').map((c) => within(c).getByRole('heading').textContent);

  it('asks first; Atcelt keeps it, Dzēst removes the card, Atsaukt brings it back', async () => {
    signIn(aUser({ roles: ['see-applications'] }));
    const { deletes } = applicationsWithTrash();
    const user = renderPage();
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Dzēst: Līga Ozola' }));
    const dialog = screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' });
    expect(dialog).toHaveTextContent('Vai tiešām dzēst „Līga Ozola”?');
    await user.click(within(dialog).getByRole('button', { name: 'Atcelt' }));
    expect(deletes).toEqual([]);
    expect(names()).toEqual(['Līga Ozola', 'Jānis Kalniņš']);

    await user.click(screen.getByRole('button', { name: 'Dzēst: Līga Ozola' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' })).getByRole('button', {
        name: 'Dzēst',
      }),
    );
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('Pieteikums dzēsts');
    expect(deletes).toEqual([2]);
    expect(names()).toEqual(['Jānis Kalniņš']);

    await user.click(within(alert).getByRole('button', { name: 'Atsaukt' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Līga Ozola' })).toBeVisible();
    expect(names()).toEqual(['Līga Ozola', 'Jānis Kalniņš']);
  });

  it('a failed delete shows the message and keeps the card', async () => {
    signIn(aUser({ roles: ['see-applications'] }));
    server.use(
      route.get('/applications', () => HttpResponse.json([older])),
      route.delete('/applications/:id', () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 403 }),
      ),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Dzēst: Jānis Kalniņš' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dzēst' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
    expect(names()).toEqual(['Jānis Kalniņš']);
  });
});
