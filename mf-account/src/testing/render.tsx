import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useAuthStore } from '@koris/shared/auth';
import { aUser, TOKEN } from '@koris/shared/testing';
import type { RoleName, User } from '@koris/shared/types';
import AccountModal from '../exposes/AccountModal';

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

export interface RenderOptions {
  user?: User;
  page?: ReactNode;
  /** Under fake timers: how user-event moves the clock (`jest.advanceTimersByTime`). */
  advanceTimers?: (ms: number) => unknown;
}

/**
 * Renders the exposed modal the way the shell does: open, inside the site's router, next to
 * whatever else the page shows (`page`). With `user`, the session is already logged in.
 */
export function renderAccountModal({ user, page, advanceTimers }: RenderOptions = {}) {
  if (user) useAuthStore.getState().setSession({ user, authorisation: { token: TOKEN } });
  const onClose = jest.fn();
  const events = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {page}
              <CurrentPath />
              <AccountModal open onClose={onClose} />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, onClose, user: events };
}

/** The names of the rendered tabs, in order. */
export function tabNames(): (string | null)[] {
  return screen.getAllByRole('tab').map((tab) => tab.textContent);
}

/** Under the fake clock: moves it and lets React settle what the timers set off. */
export const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/**
 * Under the fake clock: logs in with `roles`, opens the tab `name` and waits out its first
 * page load.
 */
export async function openTabOnFakeClock(name: string, roles: RoleName[]) {
  const view = renderAccountModal({
    user: aUser({ roles }),
    advanceTimers: jest.advanceTimersByTime,
  });
  await view.user.click(screen.getByRole('tab', { name }));
  await advance(500);
  const panel = screen.getByRole('tabpanel', { name });
  return { ...view, panel, inPanel: within(panel) };
}
