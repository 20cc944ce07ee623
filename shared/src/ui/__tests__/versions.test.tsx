import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HISTORY_PAGE_SIZE } from '@koris/shared/api';
import type { RestoredResponse, Version } from '@koris/shared/types';
import { AlertList, useAlertStore, VersionsButton } from '@koris/shared/ui';
import {
  api as route,
  aVersion,
  failure,
  recordRequests,
  resetStores,
  server,
  signIn,
  versionHandlers,
} from '@koris/shared/testing';

let versions: Version[];

beforeEach(() => {
  resetStores();
  signIn();
  versions = [
    aVersion({
      id: 12,
      kind: 'event',
      item_id: 7,
      summary: 'Pavasara koncerts Lielajā aulā',
      user_name: 'Anna Ozola',
      // 18:05 in Riga (summer time, UTC+3).
      created_at: '2025-07-04T15:05:00.000Z',
    }),
    aVersion({
      id: 11,
      kind: 'event',
      item_id: 7,
      summary: 'Pavasara koncerts',
      user_name: 'Jānis Bērziņš',
      created_at: '2024-12-31T22:30:00.000Z',
    }),
    // Another item's, never listed here.
    aVersion({ id: 10, kind: 'event', item_id: 8, summary: 'Rudens koncerts' }),
  ];
});
afterEach(() => act(() => resetStores()));

function renderButton(onRestored: (restored: RestoredResponse) => void | Promise<void>) {
  const user = userEvent.setup();
  render(
    <>
      <AlertList />
      <VersionsButton kind="event" itemId={7} label="Pavasara koncerts" onRestored={onRestored} />
    </>,
  );
  return user;
}

const items = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Agrākās versijas' })).getAllByRole('listitem');

describe('Versijas', () => {
  it('lists the item’s earlier versions newest first: who replaced each, when, and its first words', async () => {
    const calls = recordRequests();
    server.use(...versionHandlers(() => versions));
    const user = renderButton(jest.fn());
    await user.click(screen.getByRole('button', { name: 'Versijas' }));

    const dialog = screen.getByRole('dialog', { name: 'Versijas: Pavasara koncerts' });
    await within(dialog).findByText('Pavasara koncerts Lielajā aulā');
    const listed = items(dialog);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toHaveTextContent('Anna Ozola, 04.07.2025 18:05');
    expect(listed[0]).toHaveTextContent('Pavasara koncerts Lielajā aulā');
    expect(listed[1]).toHaveTextContent('Jānis Bērziņš, 01.01.2025 00:30');
    expect(
      within(listed[1]!).getByRole('button', { name: 'Atjaunot versiju: Pavasara koncerts' }),
    ).toHaveTextContent('Atjaunot');
    expect(within(dialog).queryByRole('button', { name: 'Rādīt vairāk' })).not.toBeInTheDocument();

    const list = new URL(calls[0]!.url);
    expect(list.pathname).toBe('/api/versions');
    expect(Object.fromEntries(list.searchParams)).toEqual({
      kind: 'event',
      item_id: '7',
      skip: '0',
      take: String(HISTORY_PAGE_SIZE),
    });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('says so when there is no earlier version', async () => {
    server.use(...versionHandlers([]));
    const user = renderButton(jest.fn());
    await user.click(screen.getByRole('button', { name: 'Versijas' }));
    const dialog = screen.getByRole('dialog', { name: /^Versijas/ });
    expect(await within(dialog).findByText('Agrāku versiju nav.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows more a page at a time, and moves focus to the first one just loaded', async () => {
    const many = Array.from({ length: HISTORY_PAGE_SIZE + 3 }, (_, i) =>
      aVersion({ id: 500 - i, item_id: 7, summary: `Virsraksts ${i + 1}` }),
    );
    server.use(...versionHandlers(many));
    const user = renderButton(jest.fn());
    await user.click(screen.getByRole('button', { name: 'Versijas' }));
    const dialog = screen.getByRole('dialog', { name: /^Versijas/ });
    await within(dialog).findByText('Virsraksts 1');
    expect(items(dialog)).toHaveLength(HISTORY_PAGE_SIZE);

    await user.click(within(dialog).getByRole('button', { name: 'Rādīt vairāk' }));
    await within(dialog).findByText(`Virsraksts ${HISTORY_PAGE_SIZE + 3}`);
    expect(items(dialog)).toHaveLength(HISTORY_PAGE_SIZE + 3);
    expect(
      within(dialog).getByRole('button', {
        name: `Atjaunot versiju: Virsraksts ${HISTORY_PAGE_SIZE + 1}`,
      }),
    ).toHaveFocus();
    // A short page was the last one.
    expect(within(dialog).queryByRole('button', { name: 'Rādīt vairāk' })).not.toBeInTheDocument();
  });

  it('Atjaunot restores that version, says "Atjaunots", hands over the answer and closes', async () => {
    const restoredIds: number[] = [];
    const calls = recordRequests();
    server.use(...versionHandlers(versions, { restore: (v) => restoredIds.push(v.id) }));
    const onRestored = jest.fn();
    const user = renderButton(onRestored);
    await user.click(screen.getByRole('button', { name: 'Versijas' }));
    await user.click(
      await screen.findByRole('button', { name: 'Atjaunot versiju: Pavasara koncerts' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(restoredIds).toEqual([11]);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/versions/11/restore');
    expect(post.headers.get('Authorization')).toBe('Bearer test-token');
    expect(onRestored).toHaveBeenCalledWith({
      message: 'Atjaunots',
      kind: 'event',
      item_id: 7,
      unlinked: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Atjaunots');
  });

  it('a failed restore keeps the list open with the server’s message and restores nothing', async () => {
    server.use(
      route.post('/versions/:id/restore', () => failure(404, 'Version not found')),
      ...versionHandlers(versions),
    );
    const onRestored = jest.fn();
    const user = renderButton(onRestored);
    await user.click(screen.getByRole('button', { name: 'Versijas' }));
    await user.click(
      await screen.findByRole('button', { name: 'Atjaunot versiju: Pavasara koncerts' }),
    );
    const dialog = screen.getByRole('dialog', { name: /^Versijas/ });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Version not found');
    expect(onRestored).not.toHaveBeenCalled();
    expect(
      within(dialog).getByRole('button', { name: 'Atjaunot versiju: Pavasara koncerts' }),
    ).toBeEnabled();
    expect(useAlertStore.getState().alerts.map((a) => a.kind)).toEqual(['danger']);
  });

  it('when showing the restored item fails, says so in the list, which stays open', async () => {
    server.use(...versionHandlers(versions));
    const user = renderButton(() => Promise.reject(new Error('Neizdevās')));
    await user.click(screen.getByRole('button', { name: 'Versijas' }));
    await user.click(
      await screen.findByRole('button', { name: 'Atjaunot versiju: Pavasara koncerts' }),
    );
    const dialog = screen.getByRole('dialog', { name: /^Versijas/ });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Atjaunots');
  });

  it('a failed load shows the server’s message and a retry', async () => {
    let fail = true;
    server.use(
      route.get('/versions', () => (fail ? failure(500, 'Database is busy.') : undefined)),
      ...versionHandlers(versions),
    );
    const user = renderButton(jest.fn());
    await user.click(screen.getByRole('button', { name: 'Versijas' }));
    const dialog = screen.getByRole('dialog', { name: /^Versijas/ });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Database is busy.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await within(dialog).findByText('Pavasara koncerts Lielajā aulā')).toBeInTheDocument();
  });
});
