// The lobby's first screen as the page itself draws it, before any script runs: the space of the
// notice bar (when there are notices) and the first banner's picture, placed inside the page's
// first-paint shell (apps/web/index.html) with the classes the app will draw them with. The banner is
// the lobby's largest picture: named in the page, it is painted as soon as it downloads instead of
// after the scripts download, run, ask for the banners and render the carousel (Lighthouse mobile on
// `/`: largest contentful paint about 3.7 s before, about 2.2 s after).
import { ImageUrl } from '@hall/contracts/content';
import type { FastifyInstance } from 'fastify';
import { listBanners, listNotices } from '../modules/content/service';
import { escapeHtml } from '../modules/mail/templates';

export interface LobbyFirstPaint {
  /** The first live banner's picture, or null when there is none (or it is not ours or https). */
  banner: string | null;
  /** Whether the notice bar will show, so its space is held from the start. */
  notices: boolean;
}

/** Where index.html's shell takes the lobby's first screen. */
export const FIRST_PAINT_MARKER = '<!--lobby-first-paint-->';

// What operators may save as a picture (a site path or https): checked again, as the page is built from it.
const servable = (url: string) => ImageUrl.safeParse(url).success;

/** Reads what the lobby's first screen shows; nothing when the database cannot say (the page is served regardless). */
export async function readLobbyFirstPaint(app: FastifyInstance): Promise<LobbyFirstPaint> {
  try {
    // Only the picture and whether notices exist are used, and neither depends on the language.
    const [banners, notices] = await Promise.all([
      listBanners(app.db, 'en-US'),
      listNotices(app.db, { page: 1, pageSize: 1 }, 'en-US'),
    ]);
    const image = banners[0]?.imageUrl ?? '';
    return { banner: servable(image) ? image : null, notices: notices.list.length > 0 };
  } catch (error) {
    app.log.warn({ err: error }, "lobby page served without its first screen's banner");
    return { banner: null, notices: false };
  }
}

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
