import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RestoredResponse } from '@koris/shared/types';
import {
  ALERT_SECONDS,
  AlertList,
  announceRestored,
  notifyDeleted,
  RESTORED_EVENT,
  UNDO_LABEL,
  useAlertStore,
  useRestored,
  type RestoredKind,
} from '@koris/shared/ui';
import { api as route, failure, HttpResponse, recordRequests, server } from '@koris/shared/testing';

const restoredEvent: RestoredResponse = {
  message: 'Atjaunots',
  kind: 'event',
  item_id: 7,
  unlinked: false,
};

/** A list as the pages have one: it shows every restore of its kinds that reaches it. */
function Listener({
  kinds,
  fail = false,
}: {
  kinds: RestoredKind | RestoredKind[];
  fail?: boolean;
}) {
  const [heard, setHeard] = useState<string[]>([]);
  useRestored(kinds, async (restored) => {
    if (fail) throw new Error('Event not found');
    setHeard((list) => [...list, `${restored.kind} ${restored.item_id}`]);
  });
  return (
    <ul aria-label="Atjaunotie">
      {heard.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

const heard = () =>
  within(screen.getByRole('list', { name: 'Atjaunotie' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

/**
 * Renders the alerts next to a list of events and says "Event deleted" with Atsaukt for the
 * trash entry 41; returns the user that presses it.
 */
function deleteWithUndo(onRestored: (restored: RestoredResponse) => void) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <AlertList />
      <Listener kinds="event" />
    </>,
  );
  act(() => notifyDeleted('Event deleted', { trash_id: 41 }, onRestored));
  return user;
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  act(() => useAlertStore.getState().clearAlerts());
  jest.useRealTimers();
});

describe('notifyDeleted: a delete’s alert with Atsaukt', () => {
  it('restores from the trash, says the API’s message and announces the item once', async () => {
    const calls = recordRequests();
    server.use(route.post('/trash/41/restore', () => HttpResponse.json(restoredEvent)));
    const onRestored = jest.fn();
    const announced: RestoredResponse[] = [];
    const record = (e: Event) => announced.push((e as CustomEvent<RestoredResponse>).detail);
    window.addEventListener(RESTORED_EVENT, record);
    const user = deleteWithUndo(onRestored);

    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('Event deleted');
    await user.click(within(alert).getByRole('button', { name: UNDO_LABEL }));
    expect(await screen.findByText('Atjaunots')).toBeInTheDocument();
    // The delete's alert closes when its undo is pressed: it cannot be pressed twice.
    expect(screen.queryByText('Event deleted')).not.toBeInTheDocument();

    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/trash/41/restore']);
    expect(announced).toEqual([restoredEvent]);
    expect(heard()).toEqual(['event 7']);
    expect(onRestored).toHaveBeenCalledTimes(1);
    expect(onRestored).toHaveBeenCalledWith(restoredEvent);
    window.removeEventListener(RESTORED_EVENT, record);
  });

  it('shows the API’s message when the item cannot come back, and announces nothing', async () => {
    server.use(route.post('/trash/41/restore', () => failure(404, 'Not in the trash')));
    const onRestored = jest.fn();
    const user = deleteWithUndo(onRestored);
    await user.click(screen.getByRole('button', { name: UNDO_LABEL }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not in the trash');
    expect(screen.queryByText('Atjaunots')).not.toBeInTheDocument();
    expect(heard()).toEqual([]);
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('offers Atsaukt only while the alert shows', () => {
    render(<AlertList />);
    act(() => notifyDeleted('Gallery deleted', { trash_id: 3 }));
    expect(screen.getByRole('button', { name: UNDO_LABEL })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ALERT_SECONDS * 1000));
    expect(screen.queryByText('Gallery deleted')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UNDO_LABEL })).not.toBeInTheDocument();
  });

  it('keeps each delete’s undo: two deletes in a row show two alerts with Atsaukt', () => {
    render(<AlertList />);
    act(() => {
      notifyDeleted('Event deleted', { trash_id: 1 });
      notifyDeleted('Event deleted', { trash_id: 2 });
    });
    expect(screen.getAllByRole('button', { name: UNDO_LABEL })).toHaveLength(2);
  });
});

describe('useRestored: lists hear restores done anywhere', () => {
  it('hears the kinds it asked for, and no other', async () => {
    render(<Listener kinds={['gallery', 'gallery_image']} />);
    await act(async () => {
      announceRestored({ ...restoredEvent, kind: 'gallery', item_id: 2 });
      announceRestored({ ...restoredEvent, kind: 'event', item_id: 3 });
      announceRestored({ ...restoredEvent, kind: 'gallery_image', item_id: 4 });
    });
    expect(heard()).toEqual(['gallery 2', 'gallery_image 4']);
  });

  it('hears the window event another remote dispatches', async () => {
    render(<Listener kinds="conductor" />);
    await act(async () => {
      window.dispatchEvent(
        new CustomEvent('koris:restored', {
          detail: { message: 'Atjaunots', kind: 'conductor', item_id: 9, unlinked: false },
        }),
      );
    });
    expect(heard()).toEqual(['conductor 9']);
  });

  it('stops hearing once unmounted', async () => {
    const gone = jest.fn();
    function Unmounted() {
      useRestored('event', gone);
      return null;
    }
    render(<Listener kinds="event" />);
    render(<Unmounted />).unmount();
    await act(async () => announceRestored(restoredEvent));
    expect(gone).not.toHaveBeenCalled();
    expect(heard()).toEqual(['event 7']);
  });

  it('shows the message when putting the item back fails', async () => {
    render(
      <>
        <AlertList />
        <Listener kinds="event" fail />
      </>,
    );
    await act(async () => announceRestored(restoredEvent));
    expect(screen.getByRole('alert')).toHaveTextContent('Event not found');
  });
});
