import { act } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { removeDocumentData, serveDocumentData } from './document-data';
import type { RecordedRequest } from './record';
import { renderOnServer, type ServerRender } from './server-render';

export interface Hydrated {
  container: HTMLElement;
  /** Mismatches React recovered from by rendering in the browser instead (must be none). */
  recoverable: unknown[];
  unmount: () => void;
}

/**
 * The browser's side of a server-rendered visit: the document holds the server's HTML
 * (`renderOnServer`) and its data block for `address`, and `page` (the same tree, from the
 * browser's modules) hydrates it as the shell's bootstrap does.
 */
export async function hydrateServerRender(
  server: ServerRender,
  page: ReactElement,
  address: string,
): Promise<Hydrated> {
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.append(container);
  serveDocumentData(address, server.data);
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page, {
      onRecoverableError: (error) => void recoverable.push(error),
    });
  });
  return {
    container,
    recoverable,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
      removeDocumentData();
    },
  };
}

/** A page as both sides load it: the browser's module and the server's own copy. */
export interface HydratedPage {
  Page: ComponentType;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The round trip of a first visit: `page` rendered on the server at `address` (route
 * `pattern`), then hydrated in the browser with no mismatch and no console error. `requests`
 * gives the requests recorded so far; the answer's `browserCalls` are those made after the
 * server's render.
 */
export async function hydrateRoundTrip(
  { Page, load }: HydratedPage,
  address: string,
  {
    pattern = address,
    requests,
    inTheBrowser = () => {},
  }: { pattern?: string; requests: () => RecordedRequest[]; inTheBrowser?: () => void },
) {
  const rendered = await renderOnServer(load, address, pattern);
  // What only the browser has (a session), set after the server's render.
  inTheBrowser();
  const fromServer = requests().length;
  const consoleError = jest.spyOn(console, 'error');
  const hydrated = await hydrateServerRender(
    rendered,
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={pattern} element={<Page />} />
      </Routes>
    </MemoryRouter>,
    address,
  );
  expect(hydrated.recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  return { hydrated, browserCalls: () => requests().slice(fromServer) };
}
