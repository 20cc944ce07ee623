/**
 * The staff parts of the shared UI load on demand. Every other test file has them loaded
 * before it starts (the kit's setup); here each test takes a fresh copy of the shared UI and
 * auth modules, so the code has not arrived yet, and counts how often it is asked for.
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import type * as Ui from '@koris/shared/ui';
import type * as Auth from '@koris/shared/auth';
import type { User } from '@koris/shared/types';
import { api as route, aUser, HttpResponse, server, TOKEN } from '@koris/shared/testing';

interface Fresh {
  ui: typeof Ui;
  signIn: (user: User) => void;
  /** How many times the staff parts' code was loaded. */
  loads: () => number;
}

/**
 * Runs `test` with its own copy of the modules: the registry stays apart until it ends, so the
 * code loaded on demand is a fresh copy too.
 */
function withFresh(test: (fresh: Fresh) => Promise<void>): Promise<void> {
  let loads = 0;
  return jest.isolateModulesAsync(async () => {
    // One React for the page and the fresh modules; everything of ours is new.
    jest.doMock('react', () => React);
    jest.doMock('react/jsx-runtime', () => JsxRuntime);
    jest.doMock('react-dom', () => ReactDom);
    jest.doMock('../staff-parts', () => {
      loads += 1;
      return jest.requireActual('../staff-parts');
    });
    const ui: typeof Ui = await import('@koris/shared/ui');
    const auth: typeof Auth = await import('@koris/shared/auth');
    sessionStorage.clear();
    auth.useAuthStore.setState({ user: null, token: null });
    await test({
      ui,
      signIn: (user) => act(() => auth.useAuthStore.setState({ user, token: TOKEN })),
      loads: () => loads,
    });
  });
}

const editor = aUser({ is_edit_mode_active: true });
const settle = (ms = 20) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('staff parts on demand', () => {
  it('a visitor is never sent the edit controls’ code', () =>
    withFresh(async ({ ui, loads }) => {
      render(
        <article>
          <h3>Pavasara koncerts</h3>
          <ui.EditControls label="Pavasara koncerts" onEdit={jest.fn()} />
          <ui.AddButton onClick={jest.fn()}>Add Event</ui.AddButton>
        </article>,
      );
      await settle();
      expect(screen.getByRole('heading', { name: 'Pavasara koncerts' })).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(loads()).toBe(0);
    }));

  it('in edit mode the controls appear once their code has arrived; the page around them does not wait', () =>
    withFresh(async ({ ui, signIn, loads }) => {
      signIn(editor);
      render(
        <article>
          <h3>Pavasara koncerts</h3>
          <ui.EditControls label="Pavasara koncerts" onEdit={jest.fn()} />
        </article>,
      );
      expect(screen.getByRole('heading', { name: 'Pavasara koncerts' })).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: 'Labot: Pavasara koncerts' }),
      ).toBeInTheDocument();
      expect(loads()).toBe(1);
    }));

  it('a text shows as visitors see it until its editor has arrived, then as the editor’s button', () =>
    withFresh(async ({ ui, signIn }) => {
      signIn(editor);
      server.use(
        route.get('/system-setting/get-by-name/about_us_right', () =>
          HttpResponse.json({ id: 3, name: 'about_us_right', value: 'Koris dibināts 1922. gadā.' }),
        ),
      );
      render(<ui.EditableText name="about_us_right" label="Par mums" />);
      // The text, whichever of the two draws it first; never a blank while the editor comes.
      await screen.findByText('Koris dibināts 1922. gadā.');
      expect(
        await screen.findByRole('button', { name: /Labot tekstu: Par mums/ }),
      ).toHaveTextContent('Koris dibināts 1922. gadā.');
    }));

  it('a signed-in browser fetches the staff parts when idle; a visitor’s does not', () =>
    withFresh(async ({ ui, signIn, loads }) => {
      ui.preloadStaffUi();
      await settle(1100);
      expect(loads()).toBe(0);

      signIn(aUser());
      await waitFor(() => expect(loads()).toBe(1), { timeout: 3000 });
    }));
});
