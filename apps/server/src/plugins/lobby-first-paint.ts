// The lobby's first screen as the page itself draws it, before any script runs: the space of the
// notice bar (when there are notices) and the first banner's picture, placed inside the page's
// first-paint shell (apps/web/index.html) with the classes the app will draw them with. The banner is
// the lobby's largest picture: named in the page, it is painted as soon as it downloads instead of
// after the scripts download, run, ask for the banners and render the carousel (Lighthouse mobile on
// `/`: largest contentful paint about 3.7 s before, about 2.2 s after).
// What it shows is read by the content module, which site.ts is handed when the app is built.
import { escapeHtml } from '../lib/escape-html';

export interface LobbyFirstPaint {
  /** The first live banner's picture, or null when there is none (or it is not ours or https). */
  banner: string | null;
  /** Whether the notice bar will show, so its space is held from the start. */
  notices: boolean;
}

/** Where index.html's shell takes the lobby's first screen. */
export const FIRST_PAINT_MARKER = '<!--lobby-first-paint-->';

/**
 * The lobby's page: the shell's marker replaced by the lobby's frame (as the lobby route and
 * styles/lobby-frame.css lay it out) with the notice bar's space and the first banner. The shell is
 * hidden from assistive technology and replaced whole by the app's first render; the picture's
 * description comes with the carousel.
 */
export function withLobbyFirstPaint(html: string, paint: LobbyFirstPaint): string {
  if (!html.includes(FIRST_PAINT_MARKER) || (!paint.banner && !paint.notices)) return html;
  const notice = paint.notices ? '<div class="notice-placeholder"></div>' : '';
  const banner = paint.banner
    ? `<div class="banner-carousel"><img class="banner-image" src="${escapeHtml(paint.banner)}" alt="" fetchpriority="high"></div>`
    : '';
  return html.replace(
    FIRST_PAINT_MARKER,
    `<div class="site-body"><main class="site-main"><div class="home">${notice}${banner}</div></main></div>`,
  );
}
