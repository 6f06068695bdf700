// Which viewport a test runs on. Both projects walk every page with axe (routes.spec.ts, content.spec.ts)
// and run the journeys the product must prove on a phone and on a desktop (register and sign in,
// deposit to payout, a spin to its verification, the guard, the language switch). Further flows run
// once, tagged for one project, and families of similar cases (lobby languages, redirects, empty
// finance pages) alternate, so the suite stays inside its time budget on a two-core machine.
// The projects in playwright.config.ts leave out the tests tagged for the other one.
export const MOBILE_ONLY = { tag: '@mobile-only' } as const;
export const DESKTOP_ONLY = { tag: '@desktop-only' } as const;

/** For the index-th case of a family: even ones on the phone, odd ones on desktop. */
export const alternate = (index: number) => (index % 2 === 0 ? MOBILE_ONLY : DESKTOP_ONLY);
