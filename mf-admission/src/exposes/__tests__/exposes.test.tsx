import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import AdmissionPage from '../AdmissionPage';
import ApplicationsPage from '../ApplicationsPage';
import { api as route, HttpResponse, server } from '@koris/shared/testing';

beforeEach(() => {
  server.use(
    route.get('/system-setting/get-by-name/admission_open', () =>
      HttpResponse.json({
        id: 15,
        name: 'admission_open',
        value: '0',
      }),
    ),
  );
});

// The exposed modules are this remote's contract with the shell (docs/architecture.md#routes): each renders
// its spec heading inside the remote's data-boundary root.
const pages: [string, ComponentType, string][] = [
  ['AdmissionPage', AdmissionPage, 'Uzņemšana'],
  ['ApplicationsPage', ApplicationsPage, 'Pieteikumi'],
];

describe.each(pages)('%s', (_name, Page, heading) => {
  it(`shows the heading ${heading} inside the mf-admission boundary`, async () => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: heading });
    expect(h1.closest('[data-boundary="mf-admission"]')).not.toBeNull();
    await act(async () => {});
  });
});
