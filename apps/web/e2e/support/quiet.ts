// Waiting for a page's data: Playwright's `networkidle` waits for 500 ms without a request, on every
// page of a walk; a local server answers in a few milliseconds, so a shorter quiet spell says the
// same (the data has arrived, and nothing it led to is still loading) in a fraction of the time.
import type { Page, Request } from '@playwright/test';

/** Starts counting the page's requests in flight; the returned function waits for a quiet spell. */
export function quietNetwork(page: Page) {
  let inflight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inflight = Math.max(0, inflight + by);
    lastChange = Date.now();
  };
  // The live event stream of a signed-in page stays open for good: it is not a load to wait for.
  const counted = (request: Request) => !request.url().includes('/v2/app/events?');
  page.on('request', (request) => counted(request) && change(1));
  page.on('requestfinished', (request) => counted(request) && change(-1));
  page.on('requestfailed', (request) => counted(request) && change(-1));
  return async function waitForQuiet(quietMs = 150, timeoutMs = 10_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (inflight === 0 && Date.now() - lastChange >= quietMs) return;
      await page.waitForTimeout(25);
    }
    throw new Error(`the page still had ${inflight} requests in flight after ${timeoutMs} ms`);
  };
}
