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

/** The photo page under both of its routes, as the shell routes it (one instance for both). */
export async function renderPhoto(address = '/photo', { wait = 500 } = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={[address]}>
      <AlertList />
      <Browser />
      <Routes>
        <Route path="/photo" element={<PhotoPage />} />
        <Route path="/photo/gallery/:id" element={<PhotoPage />} />
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
