import { act, screen, within } from '@testing-library/react';
import type { ActivityEntry, RoleName } from '@koris/shared/types';
import {
  api as route,
  aUser,
  HttpResponse,
  recordRequests,
  runOnFakeClock,
  scrollSentinel,
  server,
  TOKEN,
} from '@koris/shared/testing';
import { advance, openTabOnFakeClock, renderAccountModal } from '../../../testing/render';
import { aTrashItem, trashHandlers } from '../../trash/__tests__/trash-handlers';
import { activityHandlers, anActivityEntry } from './activity-handlers';

runOnFakeClock();

async function openLog(
  entries: ActivityEntry[] | (() => ActivityEntry[]),
  roles: RoleName[] = ['update-data'],
) {
  server.use(...activityHandlers(entries));
  return openTabOnFakeClock('Žurnāls', roles);
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Žurnāla ieraksti' })).getAllByRole('listitem');

/** A row's lines: the sentence, then the time on its own. */
const lines = (row: HTMLElement) => Array.from(row.children, (line) => line.textContent);

describe('Žurnāls', () => {
  it('shows who did what to which item, in Latvian, and when on its own line', async () => {
    const calls = recordRequests();
    const by = (action: ActivityEntry['action'], fields: Partial<ActivityEntry> = {}) =>
      anActivityEntry({ action, ...fields });
    const { panel } = await openLog([
      by('created', { kind: 'event', title: 'Ziemas koncerts' }),
      by('updated', { kind: 'gallery', title: 'Rudens', user_name: 'Jānis Ozols' }),
      by('deleted', { kind: 'event', title: 'Ziemas koncerts' }),
      by('restored', { kind: 'gallery_image', title: 'Rudens' }),
      by('reverted', { kind: 'setting', title: 'footer_description' }),
      by('deleted', { kind: 'conductor', title: 'Aira Birziņa' }),
      by('updated', { kind: 'achievement', title: 'Grand Prix Rīgā' }),
      by('logged-in', { kind: null, item_id: null, title: null }),
      by('registered', { kind: null, item_id: null, title: null, user_name: 'Līga Kalniņa' }),
      by('issued-token', {
        kind: 'registration-token',
        item_id: null,
        title: 'update-data, see-applications',
      }),
      by('changed-password', {
        kind: null,
        item_id: null,
        title: null,
        created_at: '2025-07-14T18:30:00.000Z',
      }),
      by('canary-ended', {
        kind: 'mf-content',
        item_id: null,
        title: '0123456789abcdef: error rate 50.0 % (3 errors in 6 page views)',
      }),
    ]);

    expect(panel).toHaveAttribute('lang', 'lv');
    expect(calls.map((c) => [c.path, c.search.toString(), c.authorization])).toEqual([
      ['/api/activity', 'skip=0&take=50', `Bearer ${TOKEN}`],
    ]);
    expect(rows().map((row) => lines(row)[0])).toEqual([
      'Anna Bērziņa izveidoja · Pasākums «Ziemas koncerts»',
      'Jānis Ozols laboja · Galerija «Rudens»',
      'Anna Bērziņa izdzēsa · Pasākums «Ziemas koncerts»',
      'Anna Bērziņa atjaunoja no miskastes · Attēls galerijā «Rudens»',
      'Anna Bērziņa atjaunoja agrāku versiju · Teksts «footer_description»',
      'Anna Bērziņa izdzēsa · Diriģents «Aira Birziņa»',
      'Anna Bērziņa laboja · Sasniegums «Grand Prix Rīgā»',
      'Anna Bērziņa pieteicās',
      'Līga Kalniņa reģistrējās',
      'Anna Bērziņa izsniedza reģistrācijas žetonu · Žetons «update-data, see-applications»',
      'Anna Bērziņa nomainīja paroli',
      'Vietnes serveris pats beidza mf-content kanārija laidienu 0123456789abcdef: error rate 50.0 % (3 errors in 6 page views)',
    ]);
    expect(lines(rows()[0]!)).toEqual([
      'Anna Bērziņa izveidoja · Pasākums «Ziemas koncerts»',
      '05.03.2025 12:00',
    ]);
    const last = within(rows().at(-2)!).getByText('14.07.2025 21:30');
    expect(last.tagName).toBe('TIME');
    expect(last).toHaveAttribute('datetime', '2025-07-14T18:30:00.000Z');
  });

  it('names an issued token by the roles it grants, never by the token', async () => {
    // The token is issued in this modal, then looked up in the log.
    const log: ActivityEntry[] = [];
    server.use(
      route.post('/issue-registration-token', () => {
        log.unshift(
          anActivityEntry({
            action: 'issued-token',
            kind: 'registration-token',
            item_id: null,
            title: 'see-applications',
          }),
        );
        return HttpResponse.json(
          { registration_token: 'rt-9c2e51', roles: [{ name: 'see-applications' }] },
          { status: 201 },
        );
      }),
      ...activityHandlers(() => log),
    );
    const { user } = renderAccountModal({
      user: aUser({ roles: ['update-users'] }),
      advanceTimers: jest.advanceTimersByTime,
    });
    await user.click(screen.getByRole('tab', { name: 'Registration tokens' }));
    await user.click(screen.getByRole('switch', { name: 'see-applications' }));
    await user.click(screen.getByRole('button', { name: 'Create registration token' }));
    expect(await screen.findByLabelText('New registration token')).toHaveValue('rt-9c2e51');

    await user.click(screen.getByRole('tab', { name: 'Žurnāls' }));
    await advance(500);
    const panel = screen.getByRole('tabpanel', { name: 'Žurnāls' });
    expect(rows().map((row) => lines(row)[0])).toEqual([
      'Anna Bērziņa izsniedza reģistrācijas žetonu · Žetons «see-applications»',
    ]);
    expect(panel).not.toHaveTextContent('rt-9c2e51');
  });

  it('says a token granted no roles rather than showing empty quotes', async () => {
    await openLog([
      anActivityEntry({
        action: 'issued-token',
        kind: 'registration-token',
        item_id: null,
        title: '',
      }),
    ]);
    expect(lines(rows()[0]!)[0]).toBe(
      'Anna Bērziņa izsniedza reģistrācijas žetonu · Žetons bez lomām',
    );
  });

  it('counts refused sign-ins by the account guessed at, or as unknown accounts', async () => {
    const throttled = { action: 'login-throttled', kind: null, item_id: null } as const;
    await openLog([
      anActivityEntry({ ...throttled, title: '37' }),
      anActivityEntry({ ...throttled, user_name: '', title: '5' }),
    ]);
    expect(rows().map((row) => lines(row)[0])).toEqual([
      'Aizturēti pieteikšanās mēģinājumi kontā «Anna Bērziņa»: 37',
      'Aizturēti pieteikšanās mēģinājumi nezināmos kontos: 5',
    ]);
  });

  it('says "Žurnālā vēl nav ierakstu." when the log is empty', async () => {
    const { inPanel } = await openLog([]);
    expect(inPanel.getByText('Žurnālā vēl nav ierakstu.')).toBeInTheDocument();
    expect(inPanel.queryByRole('list')).not.toBeInTheDocument();
  });

  it('loads the next 50 when the end of the log scrolls into view', async () => {
    const entries = Array.from({ length: 75 }, (_, i) =>
      anActivityEntry({ id: 75 - i, title: `Pasākums ${75 - i}` }),
    );
    const calls = recordRequests();
    await openLog(entries, ['update-users']);
    expect(rows()).toHaveLength(50);

    act(() => scrollSentinel(true));
    await advance(100);
    expect(calls.map((c) => c.search.toString())).toEqual(['skip=0&take=50', 'skip=50&take=50']);
    await advance(500);
    expect(rows()).toHaveLength(75);
    expect(lines(rows().at(-1)!)[0]).toBe('Anna Bērziņa izveidoja · Pasākums «Pasākums 1»');
    expect(screen.queryByTestId('list-sentinel')).not.toBeInTheDocument();
  });

  it('shows a restore made in Miskaste when its tab is opened again', async () => {
    const log = [anActivityEntry({ id: 1, action: 'deleted', title: 'Ziemas koncerts' })];
    const trash = [aTrashItem({ id: 3, kind: 'event', title: 'Ziemas koncerts' })];
    server.use(
      // Before the kit's answer: the API logs the restore as it answers.
      route.post('/trash/3/restore', () => {
        log.unshift(anActivityEntry({ id: 2, action: 'restored', title: 'Ziemas koncerts' }));
        trash.splice(0);
        return HttpResponse.json({
          message: 'Atjaunots',
          kind: 'event',
          item_id: 13,
          unlinked: false,
        });
      }),
      ...trashHandlers(trash),
    );
    const { user } = await openLog(() => log);
    expect(rows()).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Miskaste' }));
    await advance(500);
    await user.click(screen.getByRole('button', { name: 'Atjaunot: Ziemas koncerts' }));
    await advance(0);
    await user.click(screen.getByRole('tab', { name: 'Žurnāls' }));
    await advance(500);

    expect(rows().map((row) => lines(row)[0])).toEqual([
      'Anna Bērziņa atjaunoja no miskastes · Pasākums «Ziemas koncerts»',
      'Anna Bērziņa izdzēsa · Pasākums «Ziemas koncerts»',
    ]);
  });
});
