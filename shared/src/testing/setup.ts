/**
 * Jest setup of every package (the preset adds it): the msw server runs for each test file,
 * and an unanswered request fails the test that made it.
 */
import { closeServer, resetServer, startServer } from './msw';
import { restoreUploads } from './upload-progress';

beforeAll(startServer);
afterEach(() => {
  restoreUploads();
  resetServer();
});
afterAll(closeServer);
