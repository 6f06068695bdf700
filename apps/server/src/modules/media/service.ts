// Banner and promotion images: uploaded by content operators, checked by their bytes and
// re-encoded (as ID photos are, without metadata), stored under a server-made name and served to
// everyone from /media. The upload and its operator are in the audit log.
import sharp from 'sharp';
import type { MediaUploaded } from '@hall/contracts/media';
import type { Db } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { decodePhoto, reencodeImage } from '../../lib/id-photo';
import { writeAudit } from '../operator/service';

/** Wide enough for a full-width banner on a large screen at twice the pixel density of a phone. */
const MEDIA_LONGEST_SIDE = 1920;

export const mediaUrl = (name: string) => `/media/${name}`;

export async function uploadMedia(
  db: Db,
  files: FileStore,
  operatorId: number,
  image: string,
  ip: string,
): Promise<MediaUploaded> {
  const jpeg = await reencodeImage(decodePhoto(image), MEDIA_LONGEST_SIDE);
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const name = await files.put(jpeg, 'jpg');
  // The file is stored before its audit row: a failure in between leaves an unused file that
  // nothing links to, never a logged upload without its file.
  await writeAudit(db, {
    operatorId,
    action: 'media.upload',
    targetType: 'media',
    targetId: name,
    after: { width, height, bytes: jpeg.length },
    ip,
  });
  return { url: mediaUrl(name), width, height, bytes: jpeg.length };
}
