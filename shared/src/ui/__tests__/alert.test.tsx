import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  ALERT_SECONDS,
  AlertList,
  Modal,
  notifyError,
  pushDanger,
  pushSuccess,
  useAlertStore,
} from '@koris/shared/ui';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  act(() => useAlertStore.getState().clearAlerts());
  jest.useRealTimers();
});

const tick = (seconds: number) => act(() => jest.advanceTimersByTime(seconds * 1000));

describe('alerts (docs/product.md#states, #messages, #constants)', () => {
  it('shows success as a status and danger as an alert', () => {
    render(<AlertList />);
    act(() => {
      pushSuccess('Event created');
      pushDanger('Image too large!');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Event created');
    expect(screen.getByRole('alert')).toHaveTextContent('Image too large!');
  });

  it(`times out after ${ALERT_SECONDS} ticks of one second`, () => {
    render(<AlertList />);
    act(() => {
      pushSuccess('Gallery updated');
    });
    tick(ALERT_SECONDS - 1);
    expect(screen.getByText('Gallery updated')).toBeInTheDocument();
    tick(1);
    expect(screen.queryByText('Gallery updated')).not.toBeInTheDocument();
  });

  it('counts one second per tick however many lists are mounted', () => {
    render(
      <>
        <AlertList />
        <AlertList />
        <AlertList scope="other" />
      </>,
    );
    act(() => {
      pushSuccess('Logged in');
    });
    tick(ALERT_SECONDS - 1);
    expect(screen.getAllByText('Logged in')).toHaveLength(2);
    tick(1);
    expect(screen.queryByText('Logged in')).not.toBeInTheDocument();
  });

  it('is dismissible with its close button', () => {
    render(<AlertList />);
    act(() => {
      pushDanger('Unauthorized');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Aizvērt paziņojumu' }));
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('waits while the pointer is on it', () => {
    render(<AlertList />);
    act(() => {
      pushDanger('The value field is required.');
    });
    fireEvent.mouseEnter(screen.getByRole('alert'));
    tick(ALERT_SECONDS * 3);
    expect(screen.getByText('The value field is required.')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    tick(ALERT_SECONDS);
    expect(screen.queryByText('The value field is required.')).not.toBeInTheDocument();
  });

  it('shows a repeated message once', () => {
    render(<AlertList />);
    act(() => {
      pushDanger('Unauthorized');
      pushDanger('Unauthorized');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows alerts raised while a modal is open inside it, and on the page after it closes', () => {
    const { rerender } = render(
      <>
        <AlertList />
        <Modal open title="Login" onClose={() => {}}>
          <p>forma</p>
        </Modal>
      </>,
    );
    act(() => {
      notifyError(new Error('Invalid email or password.'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveTextContent('Invalid email or password.');
    rerender(
      <>
        <AlertList />
        <Modal open={false} title="Login" onClose={() => {}}>
          <p>forma</p>
        </Modal>
      </>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  describe('a delete made from the keyboard', () => {
    /** A list item with its delete button focused, the alert list beside it. */
    function renderDeleted(input: 'keyboard' | 'pointer') {
      const onUndo = jest.fn();
      const { rerender } = render(
        <>
          <AlertList />
          <button type="button">Dzēst: Koncerts</button>
        </>,
      );
      const remove = screen.getByRole('button', { name: 'Dzēst: Koncerts' });
      remove.focus();
      if (input === 'keyboard') fireEvent.keyDown(remove, { key: 'Enter' });
      else fireEvent.pointerDown(remove);
      act(() => {
        pushSuccess('Event deleted', { label: 'Atsaukt', run: onUndo });
      });
      // The item goes, and its button with it.
      rerender(
        <>
          <AlertList />
        </>,
      );
      return { onUndo };
    }

    it('gives the focus its button lost to Atsaukt, and the alert waits there', async () => {
      renderDeleted('keyboard');
      const undo = screen.getByRole('button', { name: 'Atsaukt' });
      await act(async () => {});
      expect(undo).toHaveFocus();
      tick(ALERT_SECONDS * 3);
      expect(screen.getByText('Event deleted')).toBeInTheDocument();
    });

    it('leaves a pointer user where they were', async () => {
      renderDeleted('pointer');
      await act(async () => {});
      expect(screen.getByRole('button', { name: 'Atsaukt' })).not.toHaveFocus();
      tick(ALERT_SECONDS);
      expect(screen.queryByText('Event deleted')).not.toBeInTheDocument();
    });
  });
});
