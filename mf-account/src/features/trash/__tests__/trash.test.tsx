import { act, screen, within } from '@testing-library/react';
import type { RestoredResponse, RoleName, TrashItem } from '@koris/shared/types';
import {
  api as route,
  aUser,
  failure,
  HttpResponse,
  recordRequests,
  runOnFakeClock,
  scrollSentinel,
  server,
  TOKEN,
} from '@koris/shared/testing';
import { advance, openTabOnFakeClock, renderAccountModal } from '../../../testing/render';
import { RESTORED_EVENT } from '@koris/shared/ui';
import { aTrashItem, RESTORED, RESTORED_UNLINKED, trashHandlers } from './trash-handlers';

runOnFakeClock();

/** Logs in as an editor, opens Miskaste and waits out its first page load. */
async function openTrash(trash: TrashItem[], roles: RoleName[] = ['update-data']) {
  server.use(...trashHandlers(trash));
  return openTabOnFakeClock('Miskaste', roles);
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Dzēstie ieraksti' })).getAllByRole('listitem');

describe('Miskaste', () => {
  it('asks for the trash only when its tab is opened', async () => {
    const calls = recordRequests();
    server.use(...trashHandlers([]));
    const { user } = renderAccountModal({
      user: aUser({ roles: ['update-data'] }),
      advanceTimers: jest.advanceTimersByTime,
    });
    await advance(1000);
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Miskaste' }));
    await advance(500);
    expect(calls.map((c) => [c.method, c.path, c.search.toString(), c.authorization])).toEqual([
      ['GET', '/api/trash', 'skip=0&take=50', `Bearer ${TOKEN}`],
    ]);
  });

  it('lists every deleted item, the latest first: its kind, title, who deleted it and when', async () => {
    const { panel } = await openTrash([
      aTrashItem({
        id: 9,
        kind: 'gallery_image',
        title: 'Dziesmusvētki 2025',
        deleted_by_name: 'Jānis Ozols',
        deleted_at: '2025-07-14T18:30:00.000Z',
      }),
      aTrashItem({ id: 8, kind: 'event', title: 'Ziemas koncerts' }),
      aTrashItem({ id: 7, kind: 'gallery', title: 'Rudens' }),
      aTrashItem({ id: 6, kind: 'conductor', title: 'Aira Birziņa' }),
      aTrashItem({ id: 5, kind: 'achievement', title: 'Grand Prix Rīgā' }),
    ]);

    expect(panel).toHaveAttribute('lang', 'lv');
    expect(rows().map((row) => row.textContent)).toEqual([
      'Attēls galerijāDziesmusvētki 2025Izdzēsa Jānis Ozols, 14.07.2025 21:30Atjaunot',
      'PasākumsZiemas koncertsIzdzēsa Anna Bērziņa, 05.03.2025 12:00Atjaunot',
      'GalerijaRudensIzdzēsa Anna Bērziņa, 05.03.2025 12:00Atjaunot',
      'DiriģentsAira BirziņaIzdzēsa Anna Bērziņa, 05.03.2025 12:00Atjaunot',
      'SasniegumsGrand Prix RīgāIzdzēsa Anna Bērziņa, 05.03.2025 12:00Atjaunot',
    ]);
    const first = within(rows()[0]!);
    expect(first.getByText('Attēls galerijā')).toBeInTheDocument();
    expect(first.getByText('Dziesmusvētki 2025')).toBeInTheDocument();
    expect(first.getByText('14.07.2025 21:30')).toHaveAttribute(
      'datetime',
      '2025-07-14T18:30:00.000Z',
    );
    expect(first.getByRole('button', { name: 'Atjaunot: Dziesmusvētki 2025' })).toBeInTheDocument();
  });

  it('Atjaunot puts the item back: its row goes, "Atjaunots" shows and the pages hear of it', async () => {
    const trash = [
      aTrashItem({ id: 3, kind: 'event', item_id: 42, title: 'Ziemas koncerts' }),
      aTrashItem({ id: 2, kind: 'achievement', title: 'Grand Prix Rīgā' }),
    ];
    const heard: RestoredResponse[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<RestoredResponse>).detail);
    window.addEventListener(RESTORED_EVENT, listener);
    const calls = recordRequests();
    const { user, inPanel } = await openTrash(trash);

    await user.click(inPanel.getByRole('button', { name: 'Atjaunot: Ziemas koncerts' }));
    await advance(0);

    expect(calls.of('POST', '/api/trash/3/restore')).toHaveLength(1);
    expect(calls.of('POST', '/api/trash/3/restore')[0]!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(inPanel.queryByText('Ziemas koncerts')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    const alert = within(screen.getByRole('dialog')).getByText(RESTORED);
    expect(alert.closest('[role="status"]')).toBeInTheDocument();
    expect(heard).toEqual([{ message: RESTORED, kind: 'event', item_id: 42, unlinked: false }]);
    // The keyboard goes on down the list.
    expect(inPanel.getByRole('button', { name: 'Atjaunot: Grand Prix Rīgā' })).toHaveFocus();
    window.removeEventListener(RESTORED_EVENT, listener);

    await user.click(inPanel.getByRole('button', { name: 'Atjaunot: Grand Prix Rīgā' }));
    await advance(0);
    expect(inPanel.queryByRole('list')).not.toBeInTheDocument();
    expect(inPanel.getByText('Miskaste ir tukša.')).toBeInTheDocument();
  });

  it('says when a gallery came back without its deleted event', async () => {
    const trash = [aTrashItem({ id: 4, kind: 'gallery', item_id: 12, title: 'Rudens' })];
    const { user, inPanel } = await openTrash(trash);
    server.use(
      route.post('/trash/4/restore', () =>
        HttpResponse.json({
          message: RESTORED_UNLINKED,
          kind: 'gallery',
          item_id: 12,
          unlinked: true,
        }),
      ),
    );
    await user.click(inPanel.getByRole('button', { name: 'Atjaunot: Rudens' }));
    await advance(0);

    expect(within(screen.getByRole('dialog')).getByText(RESTORED_UNLINKED)).toBeInTheDocument();
    expect(inPanel.getByText('Miskaste ir tukša.')).toBeInTheDocument();
  });

  it('keeps the row and shows the API message when the item cannot come back (409)', async () => {
    const message = 'Attēla galerija ir dzēsta: vispirms atjaunojiet galeriju.';
    const trash = [aTrashItem({ id: 5, kind: 'gallery_image', title: 'Rudens' })];
    const { user, inPanel } = await openTrash(trash);
    server.use(route.post('/trash/5/restore', () => failure(409, message)));
    await user.click(inPanel.getByRole('button', { name: 'Atjaunot: Rudens' }));
    await advance(0);

    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(message);
    expect(inPanel.getByRole('button', { name: 'Atjaunot: Rudens' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('drops the row of an item no longer in the trash (404), with the API message', async () => {
    const trash = [
      aTrashItem({ id: 6, title: 'Ziemas koncerts' }),
      aTrashItem({ id: 1, title: 'Pavasara koncerts' }),
    ];
    const { user, inPanel } = await openTrash(trash);
    // Someone else restored it meanwhile.
    trash.splice(0, 1);
    await user.click(inPanel.getByRole('button', { name: 'Atjaunot: Ziemas koncerts' }));
    await advance(0);

    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Not in the trash',
    );
    expect(rows().map((row) => within(row).getByRole('button').getAttribute('aria-label'))).toEqual(
      ['Atjaunot: Pavasara koncerts'],
    );
  });

  it('says "Miskaste ir tukša." when nothing is deleted', async () => {
    const { inPanel } = await openTrash([]);
    expect(inPanel.getByText('Miskaste ir tukša.')).toBeInTheDocument();
    expect(inPanel.queryByRole('list')).not.toBeInTheDocument();
  });

  it('loads the next 50 when the end of the list scrolls into view', async () => {
    const trash = Array.from({ length: 60 }, (_, i) =>
      aTrashItem({ id: 60 - i, title: `Pasākums ${60 - i}` }),
    );
    const calls = recordRequests();
    await openTrash(trash);
    expect(rows()).toHaveLength(50);
    expect(calls.map((c) => c.search.toString())).toEqual(['skip=0&take=50']);

    act(() => scrollSentinel(true));
    await advance(100);
    expect(calls.map((c) => c.search.toString())).toEqual(['skip=0&take=50', 'skip=50&take=50']);
    await advance(500);
    expect(rows()).toHaveLength(60);
    expect(within(rows().at(-1)!).getByText('Pasākums 1')).toBeInTheDocument();

    // A short page is the end: no more calls however long one scrolls.
    act(() => scrollSentinel(true));
    await advance(3000);
    expect(calls).toHaveLength(2);
  });

  it('offers to try again when a page fails, with the message as an alert', async () => {
    server.use(route.get('/trash', () => failure(500, 'Datubāze ir aizņemta')));
    const { user } = renderAccountModal({
      user: aUser({ roles: ['update-data'] }),
      advanceTimers: jest.advanceTimersByTime,
    });
    await user.click(screen.getByRole('tab', { name: 'Miskaste' }));
    await advance(500);
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Datubāze ir aizņemta',
    );

    server.use(...trashHandlers([aTrashItem({ title: 'Ziemas koncerts' })]));
    await user.click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    await advance(500);
    expect(screen.getByRole('button', { name: 'Atjaunot: Ziemas koncerts' })).toBeInTheDocument();
  });
});
