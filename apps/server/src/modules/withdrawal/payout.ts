// Payout providers, as the payout job sees them: send a payout under a reference (the withdrawal
// number) that the provider deduplicates, and ask what became of a reference. A payout whose
// outcome is unknown after a crash is asked for by status, never sent twice.
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import { findJob, type JobQueue } from '../jobs/queue';
import { sign } from '../../lib/callback-signature';
import type { PayoutAdapter } from '../../lib/payout-provider';

export type { PayoutAdapter, PayoutOrder, PayoutStatus } from '../../lib/payout-provider';

export const SANDBOX_PAYOUT_NOTICE_JOB = 'sandbox-payout-notice';
const sandboxKey = (withdrawSn: string) => `sandbox-payout:${withdrawSn}`;

/**
 * The sandbox payout provider: pays every card except those ending in 0000, which it reports as
 * failed (a bank that refuses the transfer), so both outcomes can be tried on a test site. What it
 * has accepted is its signed notice waiting in (or sent from) the queue, keyed by the reference,
 * so it answers status questions across restarts like a real provider would.
 */
export function sandboxPayoutAdapter(config: Config, queue: JobQueue): PayoutAdapter {
  return {
    async send(db, order) {
      const notice: Record<string, string> = {
        withdrawSn: order.withdrawSn,
        amount: order.payoutAmount.toString(),
        currency: order.currency,
        status: order.cardLast4 === '0000' ? 'failed' : 'success',
        providerRef: `SBX-P-${randomUUID()}`,
        timestamp: String(Math.floor(Date.now() / 1000)),
        nonce: randomUUID(),
      };
      if (notice.status === 'failed') notice.reason = 'The receiving bank refused the transfer (sandbox).';
      notice.sign = sign(notice, config.PAYMENT_SANDBOX_SECRET);
      await queue.enqueue(db, {
        kind: SANDBOX_PAYOUT_NOTICE_JOB,
        payload: { url: `/v2/pay/payout-callback/${order.channelCode}`, notice },
        dedupeKey: sandboxKey(order.withdrawSn),
        maxAttempts: 20,
      });
      queue.wake();
    },
    async status(db, withdrawSn) {
      const job = await findJob(db, sandboxKey(withdrawSn));
      if (!job) return { state: 'unknown' };
      const notice = (job.payload as { notice: Record<string, string> }).notice;
      return {
        state: notice.status === 'success' ? 'paid' : 'failed',
        providerRef: notice.providerRef!,
        reason: notice.reason,
      };
    },
  };
}
