/**
 * The browser's side of a server-rendered visit (issue 13): the document holds the server's
 * HTML (`renderOnServer`) and its data block, and the page hydrates it as the shell's
 * bootstrap does (`hydrateRoot`).
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { removeInitialData, writeInitialData } from './initial-data';
import type { ServerRender } from './server-render';

export interface Hydrated {
  container: HTMLElement;
  /** Mismatches React recovered from by rendering in the browser instead (must be none). */
  recoverable: unknown[];
  unmount: () => void;
}

/** Hydrates `server`'s HTML with `page` (the same tree, from the browser's modules). */
export async function hydrateServerRender(
  server: ServerRender,
  page: ReactElement,
): Promise<Hydrated> {
  window.history.replaceState(null, '', server.path);
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.append(container);
  writeInitialData(server.data);
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
      removeInitialData();
      window.history.replaceState(null, '', '/');
    },
  };
}
