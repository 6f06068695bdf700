// End-to-end suite: Debian's Chromium against the production server (built API + built web app) on
// port 3100 with a fresh data directory, in a phone and a desktop project.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
// E2E_PORT lets two suites run side by side (the SMTP stand-in's mailbox listens on the next port).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// E2E_RESULTS_DIR keeps side-by-side suites from overwriting each other's report and artifacts.
const results = path.resolve(root, process.env.E2E_RESULTS_DIR ?? 'test-results');
// Debian's Chromium in its headless-shell build when installed (.ci/run installs it): the same engine
// without the desktop browser's windowing, which ran the suite about 30% faster on two cores. The
// full browser serves where the shell is missing; E2E_BROWSER names another binary.
const browser =
  process.env.E2E_BROWSER ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  // Screenshots for design review are taken on request only (SCREENSHOTS=1).
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/*screenshots.spec.ts'],
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI a test that fails is run once more; one that then passes is reported as flaky, by name, in
  // the summary of `npm test` (scripts/test-all.mjs), to be mended rather than forgotten.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: path.join(results, 'e2e-artifacts'),
  reporter: [['list'], ['json', { outputFile: path.join(results, 'e2e.json') }]],
  use: {
    baseURL,
    locale: 'en-US',
    // Tracing costs about 15% of the suite's time; a test that fails on CI is traced on its retry.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // A fresh context per test would install the service worker and precache the shell every time;
    // only the installable-app tests (content.spec.ts) let it in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: browser,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // Both projects run everything but the flows tagged for the other viewport (e2e/support/viewports.ts).
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', grepInvert: /@mobile-only/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx apps/web/e2e/start-server.ts',
    cwd: root,
    url: `${baseURL}/healthz`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    // Asked to stop rather than killed, so the server drains and start-server.ts removes the suite's
    // database and data directory behind it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
