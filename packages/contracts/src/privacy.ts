// The player's own rights over their data and account: a copy of the data (prepared in the
// background, downloaded for a limited time) and closing the account; the back office erases a
// closed account's personal data once the retention period has passed.
import { z } from 'zod';
import { CurrentPassword, text } from './fields';

export const DataExportStatus = z.enum(['preparing', 'ready', 'expired']);

/** One copy of the player's data as the account page lists it. */
export const DataExport = z.object({
  id: z.number().int(),
  status: DataExportStatus,
  createdAt: z.string().datetime(),
  readyAt: z.string().datetime().nullable(),
  /** Until when the ready copy can be downloaded; null while it is being prepared. */
  expiresAt: z.string().datetime().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** POST /v2/app/user/data-export/list: the player's copies, newest first, and when another may be asked for. */
export const DataExportList = z.object({
  list: z.array(DataExport),
  /** The earliest time a new copy may be asked for; null when it may be now. */
  nextAllowedAt: z.string().datetime().nullable(),
});
export type DataExportList = z.infer<typeof DataExportList>;

/** POST /v2/app/user/data-export/download: the ready copy, as a JSON file. */
export const DataExportDownloadRequest = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type DataExportDownloadRequest = z.input<typeof DataExportDownloadRequest>;

/** POST /v2/app/user/close: the player closes the account, proving it is them with the password. */
export const AccountCloseRequest = z.object({ password: CurrentPassword });
export type AccountCloseRequest = z.input<typeof AccountCloseRequest>;

/** POST /v2/admin/player/erase (support, admin): a closed account's personal data replaced by a pseudonym. */
export const PlayerEraseRequest = z.object({
  userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  reason: text().trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.too_long' }),
});
export type PlayerEraseRequest = z.input<typeof PlayerEraseRequest>;

/** The copy itself: the JSON document as text, and the file name to save it under. */
export const DataExportFile = z.object({ filename: z.string(), json: z.string() });
export type DataExportFile = z.infer<typeof DataExportFile>;
