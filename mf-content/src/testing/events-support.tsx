/** Test support for the events page: rendered with its alert list, its first page loaded. */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AlertList } from '@koris/shared/ui';
import EventsPage from '../exposes/EventsPage';

export async function renderEventsPage() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter>
      <AlertList />
      <EventsPage />
    </MemoryRouter>,
  );
  await act(() => jest.advanceTimersByTimeAsync(500));
  return user;
}
