// A letter sent for later (or with an end) changes players' unread counts when its time comes, not when
// it is sent, and nothing is written to the database then: the inbox simply starts (or stops) showing
// it. So that an open page hears of it at that moment, sending such a letter enqueues a job for each
// moment, in the send's transaction; the job tells the live stream, whose listeners read the count
// afresh. A job run twice tells twice, which is harmless: the count is read, not added to.
import type { Executor } from '../../db/client';
import { noteLetters } from '../../db/live-notes';
import { type JobHandler, enqueueJob } from '../jobs/queue';

export const LETTER_TIME_JOB = 'station-letter-time';

interface LetterTimePayload extends Record<string, unknown> {
  letterId: number;
  /** The one player it is for; null for everyone or a segment (every stream reads its count). */
  recipientId: number | null;
}

/** Enqueues the jobs for a letter's future arrival and its end, if either is still to come. */
export async function scheduleLetterTimes(
  tx: Executor,
  letter: { id: number; recipientId: number | null; publishAt: Date; unpublishAt: Date | null },
): Promise<void> {
  const moments = [
    ['arrives', letter.publishAt],
    ['leaves', letter.unpublishAt],
  ] as const;
  for (const [what, at] of moments) {
    const delayMs = at ? at.getTime() - Date.now() : 0;
    if (!at || delayMs <= 0) continue;
    await enqueueJob(tx, {
      kind: LETTER_TIME_JOB,
      dedupeKey: `station-letter-${what}:${letter.id}`,
      payload: { letterId: letter.id, recipientId: letter.recipientId } satisfies LetterTimePayload,
      delaySeconds: Math.ceil(delayMs / 1000),
    });
  }
}

export function letterTimeHandler(db: Executor): JobHandler {
  return {
    async run(job) {
      const { recipientId } = job.payload as LetterTimePayload;
      noteLetters(db, recipientId);
    },
  };
}
