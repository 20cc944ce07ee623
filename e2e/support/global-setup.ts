/**
 * One production site for the whole run. Its addresses reach the test workers through the
 * environment (E2E_BASE_URL, E2E_LOCAL_URL, E2E_API_URL, E2E_DATA_DIR); the returned function is the teardown.
 * Specs that must switch a remote off start their own site with startSite().
 */
import type { FullConfig } from '@playwright/test';
import { startSite } from './site';

export default async function globalSetup(_config: FullConfig) {
  const site = await startSite();
  process.env.E2E_BASE_URL = site.baseURL;
  process.env.E2E_API_URL = site.apiURL;
  process.env.E2E_LOCAL_URL = site.localURL;
  process.env.E2E_DATA_DIR = site.dataDir;
  return async () => {
    await site.stop();
  };
}
