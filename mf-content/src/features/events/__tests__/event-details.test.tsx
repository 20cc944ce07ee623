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

const concert = anEvent({
  id: 1,
  title: 'Ziemas koncerts',
  starts_at: '2026-12-12T19:00:00+02:00',
  ends_at: '2026-12-12T21:00:00+02:00',
  venue: 'Lielā aula',
  address: 'Raiņa bulvāris 19, Rīga',
  tickets_url: 'https://bilesuserviss.lv/koncerts',
});
const untimed = anEvent({ id: 2, title: 'Mēģinājums' });
let current: Event[];

async function renderPage(...extra: RequestHandler[]) {
  const served = serveWith([...eventHandlers({ current: () => current })], extra);
  return { user: await renderEventsPage(), calls: served.calls };
}

// A modal opened twice and typed into: slow on a busy machine.
jest.setTimeout(30_000);
runOnFakeClock();
beforeEach(() => {
  current = [concert, untimed];
});
afterEach(() => removeDocumentData());

describe('an event card’s when and where', () => {
  it('shows the Latvian date, the place and the tickets of an event that has them', async () => {
    await renderPage();
    const card = screen.getByRole('article', { name: 'Ziemas koncerts' });
    const where = within(card).getByRole('list', { name: 'Kad un kur' });
    expect(within(where).getByText('2026. gada 12. decembrī plkst. 19.00–21.00')).toHaveAttribute(
      'datetime',
      '2026-12-12T19:00:00+02:00',
    );
    expect(within(where).getByText('Lielā aula, Raiņa bulvāris 19, Rīga')).toBeInTheDocument();
    expect(within(where).getByRole('link', { name: 'Biļetes' })).toHaveAttribute(
      'href',
      'https://bilesuserviss.lv/koncerts',
    );
  });

  it('shows nothing more for an event without them', async () => {
    await renderPage();
    const card = screen.getByRole('article', { name: 'Mēģinājums' });
    expect(within(card).queryByRole('list', { name: 'Kad un kur' })).not.toBeInTheDocument();
  });
});

describe('the edit modal’s when and where', () => {
  it('opens with the Riga wall clock and sends what staff set', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const { user, calls } = await renderPage(
      route.post('/events/2', () =>
        HttpResponse.json({
          ...untimed,
          starts_at: '2027-03-28T18:00:00+03:00',
          venue: 'Doma baznīca',
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Labot: Ziemas koncerts' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Starts at (Riga time)')).toHaveValue('2026-12-12T19:00');
    expect(within(dialog).getByLabelText('Tickets (https://…)')).toHaveValue(concert.tickets_url);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);

    await user.click(screen.getByRole('button', { name: 'Labot: Mēģinājums' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Starts at (Riga time)')).toHaveValue('');
    fireEvent.change(within(dialog).getByLabelText('Starts at (Riga time)'), {
      target: { value: '2027-03-28T18:00' },
    });
    await user.type(within(dialog).getByLabelText('Venue'), 'Doma baznīca');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.form!.get('starts_at')).toBe('2027-03-28T18:00');
    expect(post.form!.get('venue')).toBe('Doma baznīca');
    expect(post.form!.get('tickets_url')).toBe('');
    const card = screen.getByRole('article', { name: 'Mēģinājums' });
    expect(within(card).getByText('2027. gada 28. martā plkst. 18.00')).toBeInTheDocument();
  });

  it('puts the server’s message beside the time it refused', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const message = 'That time does not exist in Riga (the clocks move forward then).';
    const { user } = await renderPage(
      route.post('/events/2', () =>
        HttpResponse.json({ message, errors: { starts_at: [message] } }, { status: 422 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Labot: Mēģinājums' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    const start = within(dialog).getByLabelText('Starts at (Riga time)');
    fireEvent.change(start, { target: { value: '2027-03-28T03:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findAllByText(message);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(message);
    expect(start).toHaveValue('2027-03-28T03:30');
  });
});

describe('calendars', () => {
  it('offers the timed event’s own .ics and the feed to subscribe to, not for an untimed one', async () => {
    await renderPage();
    const timed = await screen.findByRole('article', { name: 'Ziemas koncerts' });
    expect(within(timed).getByRole('link', { name: 'Pievienot kalendāram' })).toHaveAttribute(
      'href',
      '/api/events/1.ics',
    );
    const other = screen.getByRole('article', { name: 'Mēģinājums' });
    expect(within(other).queryByRole('link', { name: 'Pievienot kalendāram' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Abonēt kalendāru' })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/events.ics`,
    );
  });
});
