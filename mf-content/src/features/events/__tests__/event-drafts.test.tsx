import { fireEvent, screen, within } from '@testing-library/react';
import type { Event } from '@koris/shared/types';
import { renderEventsPage } from '../../../testing/events-support';
import {
  anEvent,
  api as route,
  aUser,
  eventHandlers,
  HttpResponse,
  removeDocumentData,
  type RequestHandler,
  runOnFakeClock,
  serveWith,
  signIn,
} from '@koris/shared/testing';

const draft = anEvent({ id: 1, title: 'Melnraksta koncerts', draft: 1 });
const scheduled = anEvent({
  id: 2,
  title: 'Nākamais koncerts',
  publish_at: '2030-12-12T19:00:00+02:00',
});
const out = anEvent({ id: 3, title: 'Publisks koncerts' });
let current: Event[];

async function renderPage(...extra: RequestHandler[]) {
  const served = serveWith([...eventHandlers({ current: () => current })], extra);
  return { user: await renderEventsPage(), calls: served.calls };
}

// A modal opened and typed into: slow on a busy machine.
jest.setTimeout(30_000);
runOnFakeClock();
beforeEach(() => {
  current = [draft, scheduled, out];
});
afterEach(() => removeDocumentData());

describe('drafts and scheduled events', () => {
  it('are asked for and marked for staff in edit mode', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    // A page holds two: the draft's mark is seen in the modal's test below.
    current = [scheduled, out];
    const { calls } = await renderPage();
    const list = calls.find((c) => c.path === '/api/events/current')!;
    expect(list.search.get('drafts')).toBe('1');
    const scheduledCard = screen.getByRole('article', { name: 'Nākamais koncerts' });
    expect(within(scheduledCard).getByText('Publicēt 12.12.2030 19:00')).toBeInTheDocument();
    // …which opens the page as visitors will see it at that time.
    expect(
      within(scheduledCard).getByRole('link', { name: 'Publicēt 12.12.2030 19:00' }),
    ).toHaveAttribute('href', '?at=2030-12-12T19%3A00');
    const outCard = screen.getByRole('article', { name: 'Publisks koncerts' });
    expect(within(outCard).queryByText(/Melnraksts|Publicēt/)).not.toBeInTheDocument();
  });

  it('are neither asked for nor marked for visitors', async () => {
    const { calls } = await renderPage();
    const list = calls.find((c) => c.path === '/api/events/current')!;
    expect(list.search.has('drafts')).toBe(false);
    expect(screen.queryByText('Melnraksts')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Publicēt/)).not.toBeInTheDocument();
  });

  it('offer no calendar file until they are out (the .ics is the public read)', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const startsAt = '2030-12-20T19:00:00+02:00';
    current = [
      { ...scheduled, starts_at: startsAt },
      { ...out, starts_at: startsAt },
    ];
    await renderPage();
    const scheduledCard = screen.getByRole('article', { name: 'Nākamais koncerts' });
    expect(
      within(scheduledCard).queryByRole('link', { name: 'Pievienot kalendāram' }),
    ).not.toBeInTheDocument();
    const outCard = screen.getByRole('article', { name: 'Publisks koncerts' });
    expect(within(outCard).getByRole('link', { name: 'Pievienot kalendāram' })).toHaveAttribute(
      'href',
      '/api/events/3.ics',
    );
  });

  it('the edit modal shows and sends Melnraksts and Publicēt', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { user, calls } = await renderPage(
      route.post('/events/1', () =>
        HttpResponse.json({ ...draft, draft: 0, publish_at: '2030-01-05T10:00:00+02:00' }),
      ),
    );
    const before = screen.getByRole('article', { name: 'Melnraksta koncerts' });
    expect(within(before).getByText('Melnraksts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Labot: Melnraksta koncerts' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    const box = within(dialog).getByRole('checkbox', { name: 'Melnraksts' });
    expect(box).toBeChecked();
    const publishAt = within(dialog).getByLabelText('Publicēt (Rīgas laiks)');
    expect(publishAt).toHaveValue('');
    await user.click(box);
    fireEvent.change(publishAt, { target: { value: '2030-01-05T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.form!.get('draft')).toBe('0');
    expect(post.form!.get('publish_at')).toBe('2030-01-05T10:00');
    const card = screen.getByRole('article', { name: 'Melnraksta koncerts' });
    expect(within(card).getByText('Publicēt 05.01.2030 10:00')).toBeInTheDocument();
  });
});
