import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AlertList } from '@koris/shared/ui';
import PhotoPage from '../exposes/PhotoPage';

/** Shows the address and offers the browser's Back button, as a person has them. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.pathname}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser Back
      </button>
    </>
  );
}

/** A host that renders the page through another component on the gallery route. */
function Remounted() {
  return <PhotoPage />;
}

/**
 * The photo page under both of its routes, as the shell routes it. `remount`: the host
 * mounts a new page instance when the route changes (the shell does so once, on the first
 * route change after the remote's code has loaded).
 */
export async function renderPhoto(address = '/photo', { wait = 500, remount = false } = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={[address]}>
      <AlertList />
      <Browser />
      <Routes>
        <Route path="/photo" element={<PhotoPage />} />
        <Route path="/photo/gallery/:id" element={remount ? <Remounted /> : <PhotoPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await advance(wait);
  return user;
}

export const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

export const address = () => screen.getByTestId('address').textContent;

/** Gallery titles in the list, in order. */
export const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Galerijas' }))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

export const slideshow = () => screen.getByRole('dialog', { name: /./ });

/** The slideshow counter as seen ("3 / 12"); screen readers hear "Attēls 3 / 12". */
export const counterIn = (dialog: HTMLElement) =>
  within(dialog)
    .getByText(/^\d+ \/ \d+$/)
    .textContent!.replace(/^Attēls /, '');
