/**
 * The test kit of every package's jest tests: the msw server and the API's handlers, record
 * factories, the server render and hydration harness, browser doubles jsdom lacks and the
 * store reset. Never imported by code that ships.
 */
export { http, HttpResponse, delay } from 'msw';
export type { RequestHandler } from 'msw';
export { server, api } from './msw';
export { recordRequests, serveWith } from './record';
export type { RecordedRequest } from './record';
export {
  accountHandlers,
  achievementHandlers,
  applicationHandlers,
  authAnswer,
  conductorHandlers,
  eventHandlers,
  exportTokenHandler,
  failure,
  galleryHandlers,
  heldAnswer,
  historyEventHandlers,
  paged,
  settingHandlers,
  serveEarlierVersion,
  versionHandlers,
  videoHandlers,
  withBody,
} from './handlers';
export type { BodyInfo } from './handlers';
export { fakeTrash } from './trash';
export {
  aConductor,
  aGallery,
  aGalleryImage,
  aHistoryEvent,
  aSetting,
  aUser,
  aVersion,
  aVideo,
  anAchievement,
  anApplication,
  anEvent,
  gallerySummary,
  imageVariants,
} from './factories';
export { resetStores, signIn, TOKEN, WITHOUT_EDIT_RIGHTS } from './stores';
export { installIntersectionObserver, scrollSentinel } from './intersection-observer';
export { renderOnServer } from './server-render';
export type { ServerRender } from './server-render';
export { hydrateRoundTrip, hydrateServerRender } from './hydrate';
export type { Hydrated, HydratedPage } from './hydrate';
export { serveDocumentData, removeDocumentData } from './document-data';
export { installSteppedUploads } from './upload-progress';
export type { SteppedUploads } from './upload-progress';
export {
  expectErrorInside,
  expectVersionsOnlyWhenEditing,
  openEditModal,
  restoreFromEditModal,
  saveNew,
} from './edit-modal';
export type { EditModalPage, RestoreSteps } from './edit-modal';
export { describeVersions } from './versions';
export type { VersionsCase } from './versions';
export { runOnFakeClock } from './clock';
