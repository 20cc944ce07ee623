import { defineConfig } from '@playwright/test';
import chromium from '@koris/tooling/chromium.json';

/** Debian's Chromium (never a downloaded browser), flags for containers and CI (written once). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || chromium.executablePath,
  args: chromium.args,
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
