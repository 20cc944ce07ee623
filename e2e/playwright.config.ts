import { defineConfig } from '@playwright/test';

/** Debian's Chromium (never a downloaded browser), flags for containers and CI. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  // One worker: the machine is small and shared, and tests share one site and database.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  use: {
    // Set by global-setup before the workers start.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    launchOptions: CHROMIUM,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
