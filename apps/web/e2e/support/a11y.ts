// The one accessibility check every test runs on every page it visits: axe with the WCAG 2.1 A/AA rules;
// serious and critical violations fail the test.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page, context = ''): Promise<void> {
  await settleTransitions(page);
  // axe's 500 kB source is evaluated in the page once per document, here: the builder would evaluate
  // it twice per check (a third of a check's time on two cores), and a page walked through the app's
  // own links keeps it from one check to the next. The builder is then handed a no-op source.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await new AxeBuilder({ page, axeSource: 'void 0' })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // One axe.run in the page: the site has no frames, so the default's per-frame partial runs and
    // the blank page it opens to merge them only cost time (about 40% of the suite's).
    .setLegacyMode()
    // Only violations are read; details of passes are not worth collecting on every page.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(blocking, `Accessibility violations on ${page.url()} ${context}\n${report}`).toEqual([]);
}

/**
 * Waits for the page's finite CSS transitions and animations to end. axe measures colours as they are
 * at that instant: a button fading back in from its loading state (antd-mobile animates its opacity)
 * reads as low contrast halfway through. Endless animations (spinners, marquees) are left running.
 * Popups animated by script are waited for by their styles, the console's self-closing messages until
 * they have closed.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    // A cancelled animation rejects `finished`; it is over all the same.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // antd-mobile's popups and dialogs open with a script-driven spring (inline opacity and
    // transform), invisible to getAnimations: wait until their inline styles stop changing.
    const styles = () =>
      [...document.querySelectorAll<HTMLElement>('.adm-mask, .adm-popup-body, .adm-center-popup-wrap')]
        .map((element) => element.getAttribute('style') ?? '')
        .join('|');
    const frame = () => new Promise((resolve) => setTimeout(resolve, 50));
    for (let tries = 0, last = styles(); tries < 40; tries++) {
      await frame();
      const now = styles();
      if (now === last) break;
      last = now;
    }
    // A toast (drawn on the kit's mask) can start after that loop ended: wait until no mask is
    // halfway through fading, or its text reads as low contrast (seen once on CI: white at a third).
    const fading = () =>
      [...document.querySelectorAll<HTMLElement>('.adm-mask')].some((element) => {
        const opacity = Number(getComputedStyle(element).opacity);
        return opacity > 0 && opacity < 1;
      });
    for (let tries = 0; tries < 40 && fading(); tries++) await frame();
    // The console's messages (antd) close by themselves after three seconds with a fade that can begin
    // while axe reads the page (seen on CI: "Done" at 1% opacity, read as white on white): wait until
    // they have gone, for at most four seconds.
    for (let tries = 0; tries < 80 && document.querySelector('.ant-message-notice'); tries++) await frame();
  });
}
