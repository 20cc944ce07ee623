import { within } from '@testing-library/react';
import { renderEventsPage } from '../../../testing/events-support';
import {
  anEvent,
  api as route,
  aUser,
  eventHandlers,
  HttpResponse,
  removeDocumentData,
  runOnFakeClock,
  saveNew,
  serveWith,
  signIn,
} from '@koris/shared/testing';

runOnFakeClock();
afterEach(() => removeDocumentData());

const refused = {
  message: 'The title may not be greater than 255 characters. (and 1 more error)',
  errors: {
    title: ['The title may not be greater than 255 characters.'],
    image: ['The image must be an image.'],
  },
};

async function refusedNewEvent() {
  signIn(aUser({ is_edit_mode_active: true }));
  serveWith(
    [...eventHandlers({ current: () => [anEvent({ id: 1, title: 'Pavasara koncerts' })] })],
    [route.post('/events', () => HttpResponse.json(refused, { status: 422 }))],
  );
  const user = await renderEventsPage();
  const dialog = await saveNew({ user, noun: 'Event' }, { Title: 'Garš nosaukums' });
  await within(dialog).findByText('The title may not be greater than 255 characters.');
  return { user, dialog };
}

describe('a refused save (422) in an edit modal', () => {
  it('puts each message beside its field, marks the field invalid, and keeps the alert', async () => {
    const { dialog } = await refusedNewEvent();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(refused.message);
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Garš nosaukums');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('The title may not be greater than 255 characters.');
    // The image field's message stands under it, too; fields without a message stay valid.
    expect(within(dialog).getByText('The image must be an image.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
  });

  it('takes a field’s message away once that field is changed, and only that one', async () => {
    const { user, dialog } = await refusedNewEvent();
    await user.type(within(dialog).getByLabelText('Title'), ' 2');
    const title = within(dialog).getByLabelText('Title');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).not.toHaveAccessibleDescription();
    expect(
      within(dialog).queryByText('The title may not be greater than 255 characters.'),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByText('The image must be an image.')).toBeInTheDocument();
  });
});
