import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

// e2e runs against what `npm start` serves: the reference server with the built web app, on a fresh
// data directory and its own port so it never touches a developer's running instance.
const port = Number(process.env.E2E_PORT || 8199);
/** The operator endpoints (site parameters, notices) are enabled for the tests with this token. */
export const E2E_OPERATOR_TOKEN = process.env.E2E_OPERATOR_TOKEN || 'e2e-operator-token';
const dataDir = path.join(os.tmpdir(), 'trading-e2e-data');
// Only the runner process (not its workers, which load this file too) starts from an empty data dir.
if (!process.env.TEST_WORKER_INDEX) fs.rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  // Beside the report, in the folder the test runs keep (turbo's `test` outputs): screenshots and
  // other attachments the report lists (the walk's pages, traces of failures) outlive the run.
  // Playwright empties this folder (not .test-results) when a run starts.
  outputDir: '.test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace of a failed test, kept locally. CI keeps only its log, so there the recording (a third
    // of a page-heavy test's time) would be thrown away with the machine.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], browserName: 'chromium' } },
  ],
  webServer: {
    command: 'npm run serve -w @repo/server',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      // Test mode: the operator may script a product's next prices (positions.spec.ts drives fills,
      // take profit and stop-out with it); it steers the feed, never an outcome.
      // Lets the operator script the feed's next prices (bet.spec.ts: a rising feed).
      TEST_MODE: '1',
      // Ticks four times a second, so "prices are changing" is seen quickly.
      MARKET_TICK_MS: '250',
    },
    stdout: 'pipe',
  },
});
