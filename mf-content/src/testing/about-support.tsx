/**
 * Test support for the about, English about and history pages: the texts of their settings
 * and a render helper with the page's alert list.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AlertList } from '@koris/shared/ui';
import {
  aUser,
  type EditModalPage,
  type RequestHandler,
  resetStores,
  server,
  settingHandlers,
  signIn,
} from '@koris/shared/testing';
import AboutPage from '../exposes/AboutPage';

export const SETTINGS: Record<string, string> = {
  about_us_right: 'Koris dibināts 1925. gadā.\nMēģinājumi otrdienās un ceturtdienās.',
  about_us_text_center: 'Mēs esam draugu kopiena.\nDarbs, draudzība, daiļums.',
  eng_about_us_right: 'Founded in 1925.\nRehearsals on Tuesdays and Thursdays.',
  eng_about_us: 'We are a community of friends.\nWork, friendship, beauty.',
  history_text_center: 'Vēsture sākas 1925. gadā.',
  history_text_strong: 'Simt gadu un viena dziesma.',
  history_text_left: 'Kara gadi.\nTradīcijas.',
  history_text_right: 'Atmoda.\nSimtgade.',
};

export function resetAll() {
  act(() => {
    resetStores();
  });
}

export function renderPage(page: ReactElement) {
  return render(
    <MemoryRouter>
      <AlertList />
      {page}
    </MemoryRouter>,
  );
}

/** Resolves once the page has shown its content (PageReveal waits for all first loads). */
export async function pageRevealed() {
  await waitFor(() =>
    expect(document.querySelector('[data-page-reveal][aria-busy="true"]')).toBeNull(),
  );
}

/**
 * Renders `page` and resolves, with the render and a user to drive it, once every one of `texts`
 * shows and the page has revealed its content.
 */
export async function renderRevealed(page: ReactElement, ...texts: string[]) {
  const user = userEvent.setup();
  const view = renderPage(page);
  for (const text of texts) await screen.findByText(text);
  await pageRevealed();
  return { ...view, user };
}

/** An editor in edit mode on the about page: its texts served, and `handlers` for its lists. */
export function editAboutPage(...handlers: RequestHandler[]) {
  resetAll();
  signIn(aUser({ is_edit_mode_active: true }));
  server.use(...settingHandlers(SETTINGS).handlers, ...handlers);
}

/** The about page once `shown` is on it, as a test drives the edit modals of `noun`. */
export async function aboutEditModals(noun: string, shown: string): Promise<EditModalPage> {
  const { user } = await renderRevealed(<AboutPage />, shown);
  return { user, noun, opened: openedDialog };
}

/** Renders `page` with one of its reads refused: the server's `message` shows in an alert. */
export async function renderWithRefusedRead(page: ReactElement, message: string) {
  renderPage(page);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
}

/** A small seeded generator for Math.random (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const jpeg = (name = 'dirigents.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

/**
 * The dialog named `name`, once the Modal has moved focus into it (it focuses its first field
 * after opening; typing before that would land half in one field and half in another).
 */
export async function openedDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}
