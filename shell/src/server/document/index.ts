import path from 'node:path';
import type { RemoteDescriptors } from '../remote-descriptors';
import type { RenderNotFound, RenderPage } from '../render';
import { atContentVersion } from '../content-api';
import type { StartTag } from '../start';
import { readTemplates } from '../template';
import { DEFAULT_DOCUMENT_STALE_SECONDS, documentCache, type DocumentEvents } from './cache';
import type { ContentVersions } from './content-version';
import { DEFAULT_DOCUMENT_CACHE_MB } from './kept-store';
import { documentWriter } from './writer';

export interface ShellDocumentsOptions {
  /** The shell's browser build (its `index.html`). */
  root: string;
  /** Written into every document (the remote list's preload, the remotes' origins). */
  hints: readonly StartTag[];
  descriptors: RemoteDescriptors;
  versions: Pick<ContentVersions, 'current'>;
  renderPage: RenderPage | null;
  renderNotFound: RenderNotFound | null;
  inlineCss: boolean;
  /** Bytes of kept documents (DOCUMENT_CACHE_MB); 0: none. */
  maxBytes?: number | undefined;
  /** DOCUMENT_STALE_SECONDS: a page's previous document served while its new one renders. */
  staleSeconds?: number | undefined;
  onRenderError?: ((error: unknown, url: string) => void) | undefined;
  /** Told of every document served and written (the shell's metrics). */
  events?: DocumentEvents | undefined;
}

/** The document pipeline: the writer of each page's document, behind the kept documents. */
export function shellDocuments({
  root,
  hints,
  descriptors,
  versions,
  renderPage,
  renderNotFound,
  inlineCss,
  maxBytes = DEFAULT_DOCUMENT_CACHE_MB * 1024 * 1024,
  staleSeconds = DEFAULT_DOCUMENT_STALE_SECONDS,
  onRenderError,
  events,
}: ShellDocumentsOptions) {
  const writer = documentWriter({
    templates: readTemplates(path.resolve(root), hints, inlineCss),
    descriptors,
    renderPage,
    renderNotFound,
    inlineCss,
    ...(onRenderError && { onRenderError }),
  });
  return documentCache({
    writer,
    versions,
    maxBytes,
    staleMs: staleSeconds * 1000,
    events,
    onRenderError,
    atVersion: atContentVersion,
  });
}
