// What the lobby's first screen draws before any script runs (plugins/lobby-first-paint places it
// in the page): the first live banner's picture and whether the notice bar will show.
import { ImageUrl } from '@hall/contracts/content';
import type { Executor } from '../../db/client';
import type { LobbyFirstPaint } from '../../plugins/lobby-first-paint';
import { listBanners, listNotices } from './service';

// What operators may save as a picture (a site path or https): checked again, as the page is built from it.
const servable = (url: string) => ImageUrl.safeParse(url).success;

/** Reads what the lobby's first screen shows. */
export async function readLobbyFirstPaint(db: Executor): Promise<LobbyFirstPaint> {
  // Only the picture and whether notices exist are used, and neither depends on the language.
  const [banners, notices] = await Promise.all([
    listBanners(db, 'en-US'),
    listNotices(db, { page: 1, pageSize: 1 }, 'en-US'),
  ]);
  const image = banners[0]?.imageUrl ?? '';
  return { banner: servable(image) ? image : null, notices: notices.list.length > 0 };
}
