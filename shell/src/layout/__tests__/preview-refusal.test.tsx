import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AlertList, useAlertStore } from '@koris/shared/ui';
import { usePreviewRefusal } from '../use-preview-refusal';

function Page() {
  usePreviewRefusal();
  const { pathname, search } = useLocation();
  return (
    <>
      <AlertList />
      <p>at {`${pathname}${search}`}</p>
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => useAlertStore.getState().clearAlerts());

describe('a refused preview link', () => {
  it('says why in the page’s alert and leaves the reason out of the address', async () => {
    renderAt('/?preview=forged&lang=lv');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Priekšskatījuma saite nav derīga (tā ir mainīta vai nav parakstīta): tā neko nemainīja.',
    );
    expect(await screen.findByText('at /?lang=lv')).toBeInTheDocument();
  });

  it('says nothing for a parameter that names no reason', () => {
    renderAt('/?preview=whatever');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('at /?preview=whatever')).toBeInTheDocument();
  });
});
