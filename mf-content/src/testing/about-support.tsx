/**
 * Test support for the about, English about and history pages: entity factories, the seeded
 * API at the fetch boundary (recording JSON bodies as well as multipart forms) and a render
 * helper with the page's alert list.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Achievement, Conductor, HistoryEvent, SystemSetting } from '@koris/shared/types';
import { AlertList } from '@koris/shared/ui';
import { json, mockApi, type Call, type Reply } from './api-mock';
import { resetStores } from '@koris/shared/testing';

export type Handler = (call: Call & { json: unknown }) => Reply | Promise<Reply>;

const variants = (kind: string, id: number) => ({
  width: 1280,
  height: 960,
  src: `/uploads/${kind}-${id}-640.webp`,
  srcset: `/uploads/${kind}-${id}-320.webp 320w, /uploads/${kind}-${id}-640.webp 640w, /uploads/${kind}-${id}-1280.webp 1280w`,
  thumb: `/uploads/${kind}-${id}-120.webp`,
});

export function makeConductor(overrides: Partial<Conductor> & { id: number }): Conductor {
  const { id } = overrides;
  return {
    title: `Diriģents ${id}`,
    position: 'Diriģents',
    eng_position: 'Conductor',
    description: `Apraksts ${id}`,
    eng_text: `English text ${id}`,
    year_from: '2000',
    year_to: '',
    order: id,
    is_current: 1,
    image_url: `/uploads/conductor-${id}-1280.webp`,
    image: variants('conductor', id),
    ...overrides,
  };
}

export function makeAchievement(overrides: Partial<Achievement> & { id: number }): Achievement {
  return {
    text: `Sasniegums ${overrides.id}`,
    eng_text: `Achievement ${overrides.id}`,
    order: overrides.id,
    ...overrides,
  };
}

export function makeHistoryEvent(overrides: Partial<HistoryEvent> & { id: number }): HistoryEvent {
  return {
    image_url: `/uploads/history-${overrides.id}-1280.webp`,
    image: variants('history', overrides.id),
    description: `Notikums ${overrides.id}`,
    decoration: 'bottom',
    ...overrides,
  };
}

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

/** The settings as the API keeps them (ids from 1), editable by `PUT /api/system-setting/{id}`. */
export function settingRoutes(values: Record<string, string> = SETTINGS) {
  const settings: SystemSetting[] = Object.entries(values).map(([name, value], i) => ({
    id: i + 1,
    name,
    value,
  }));
  const routes: Record<string, Handler> = {};
  for (const setting of settings) {
    routes[`GET /api/system-setting/get-by-name/${setting.name}`] = () => json(setting);
    routes[`PUT /api/system-setting/${setting.id}`] = ({ json: body }) =>
      json({ ...setting, value: (body as { value: string }).value });
  }
  return { settings, routes };
}

/**
 * `mockApi` of the package (routes by "METHOD /path", unknown calls 404, every call recorded)
 * with each JSON body, parsed, on the call (`call.json`).
 */
export function mockContentApi(routes: Record<string, Handler>) {
  let pendingJson: unknown;
  const wrapped = Object.fromEntries(
    Object.entries(routes).map(([route, handler]) => [
      route,
      (call: Call) => handler(Object.assign(call, { json: pendingJson })),
    ]),
  );
  const { calls } = mockApi(wrapped);
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const type = request.headers.get('Content-Type') ?? '';
    // The inner mock routes a non-multipart request synchronously, so this is its body.
    pendingJson = type.includes('application/json') ? await request.clone().json() : undefined;
    return inner(request);
  }) as typeof fetch;
  return { calls: calls as (Call & { json?: unknown })[] };
}

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
