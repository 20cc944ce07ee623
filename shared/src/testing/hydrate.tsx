import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { removeDocumentData, serveDocumentData } from './document-data';
import type { ServerRender } from './server-render';

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
