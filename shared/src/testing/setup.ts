/**
 * Jest setup of every package (the preset adds it): the msw server runs for each test file,
 * and an unanswered request fails the test that made it.
 */
import { closeServer, resetServer, startServer } from './msw';
import { restoreUploads } from './upload-progress';
import { loadStaffUi } from '../ui/on-demand';

beforeAll(startServer);
// The staff parts of the shared UI are here before any test draws one, as they are in a
// signed-in browser: a test sees edit controls in the same render that asks for them.
beforeAll(() => loadStaffUi());
afterEach(() => {
  restoreUploads();
  resetServer();
});
afterAll(closeServer);
