// Which viewport a flow runs on. Every page is walked and checked with axe on both the phone and the
// desktop project (routes.spec.ts, layouts, menus); the longer flows run once, on one of them, so the
// suite stays inside its time budget on a two-core machine. Families of similar cases (pages in two
// languages, redirects, guard rules) are spread over both, so each viewport meets some of each.
// The projects in playwright.config.ts leave out the tests tagged for the other one.
export const MOBILE_ONLY = { tag: '@mobile-only' } as const;
export const DESKTOP_ONLY = { tag: '@desktop-only' } as const;

/** For the index-th case of a family: even ones on the phone, odd ones on desktop. */
export const alternate = (index: number) => (index % 2 === 0 ? MOBILE_ONLY : DESKTOP_ONLY);
