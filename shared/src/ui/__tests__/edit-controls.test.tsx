import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddButton, AlertList, EditControls, useAlertStore } from '@koris/shared/ui';
import { deleteEvent } from '@koris/shared/api';
import {
  api as route,
  aUser,
  failure,
  HttpResponse,
  recordRequests,
  resetStores,
  server,
  signIn,
  TOKEN,
} from '@koris/shared/testing';

const editor = aUser({ is_edit_mode_active: true });
const logIn = (user = editor) => signIn(user);

beforeEach(resetStores);
afterEach(() => act(() => useAlertStore.getState().clearAlerts()));

function Event({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => Promise<void> }) {
  return (
    <article>
      <h3>Pavasara koncerts</h3>
      <EditControls label="Pavasara koncerts" onEdit={onEdit} onDelete={onDelete} />
      <AddButton onClick={onEdit}>Add Event</AddButton>
    </article>
  );
}

describe('EditControls and AddButton', () => {
  it('show nothing outside edit mode', () => {
    logIn({ ...editor, is_edit_mode_active: false });
    render(<Event onEdit={jest.fn()} onDelete={jest.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('in edit mode, edit calls onEdit and Add shows', async () => {
    const user = userEvent.setup();
    logIn();
    const onEdit = jest.fn();
    render(<Event onEdit={onEdit} onDelete={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Labot: Pavasara koncerts' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add Event' })).toBeInTheDocument();
  });

  it('delete asks first; Atcelt keeps the item', async () => {
    const user = userEvent.setup();
    logIn();
    const onDelete = jest.fn(async () => {});
    render(<Event onEdit={jest.fn()} onDelete={onDelete} />);
    const opener = screen.getByRole('button', { name: 'Dzēst: Pavasara koncerts' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Apstiprināt dzēšanu' });
    expect(dialog).toHaveTextContent('Vai tiešām dzēst „Pavasara koncerts”?');
    await user.click(within(dialog).getByRole('button', { name: 'Atcelt' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('English pages get English labels and an English confirmation', async () => {
    const user = userEvent.setup();
    logIn();
    const onDelete = jest.fn(async () => {});
    render(<EditControls label="Gold diploma" onEdit={jest.fn()} onDelete={onDelete} lang="en" />);
    expect(screen.getByRole('button', { name: 'Edit: Gold diploma' })).toHaveTextContent('Edit');
    await user.click(screen.getByRole('button', { name: 'Delete: Gold diploma' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm deletion' });
    expect(dialog).toHaveTextContent('Delete “Gold diploma”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('confirmed delete calls the API once', async () => {
    const user = userEvent.setup();
    logIn();
    const requests = recordRequests();
    server.use(
      route.delete('/events/9', () => HttpResponse.json({ message: 'Event deleted', trash_id: 1 })),
    );
    render(<Event onEdit={jest.fn()} onDelete={() => deleteEvent(9).then(() => {})} />);
    await user.click(screen.getByRole('button', { name: 'Dzēst: Pavasara koncerts' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dzēst' }));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('DELETE');
    expect(requests[0]!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('a failed delete shows the catalogue message', async () => {
    const user = userEvent.setup();
    logIn();
    server.use(route.delete('/events/9', () => failure(403, 'nope')));
    render(
      <>
        <AlertList />
        <Event onEdit={jest.fn()} onDelete={() => deleteEvent(9).then(() => {})} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Dzēst: Pavasara koncerts' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dzēst' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
  });
});
