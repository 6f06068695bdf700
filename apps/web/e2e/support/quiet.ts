// Waiting for a page's data: Playwright's `networkidle` waits for 500 ms without a request, on every
// page of a walk; a local server answers in a few milliseconds, so a shorter quiet spell says the
// same (the data has arrived, and nothing it led to is still loading) in a fraction of the time.
import type { Page } from '@playwright/test';

/** Starts counting the page's requests in flight; the returned function waits for a quiet spell. */
export function quietNetwork(page: Page) {
  let inflight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inflight = Math.max(0, inflight + by);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async function waitForQuiet(quietMs = 150, timeoutMs = 10_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (inflight === 0 && Date.now() - lastChange >= quietMs) return;
      await page.waitForTimeout(25);
    }
    throw new Error(`the page still had ${inflight} requests in flight after ${timeoutMs} ms`);
  };
}
