/**
 * Test helpers of the server render (issue 13), for every package's jest tests: render a page
 * as the shell's server does, and give the browser the document's data block. Never imported
 * by code that ships.
 */
export { renderOnServer } from './server-render';
export type { ServerRender } from './server-render';
export { serveDocumentData, removeDocumentData } from './document-data';
