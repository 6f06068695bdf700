// Payouts through a provider: queued with the operator's approval, sent by the payout job, and
// settled once from the provider's signed notice or from the job's status check, whichever is first.
import type { PayoutCallback } from '@hall/contracts/withdrawal';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { JobHandler, JobQueue, ClaimedJob } from '../jobs/queue';
import { findChannelByCode, sandboxEnabled } from '../pay/service';
import { verifySignature } from '../../lib/callback-signature';
import { lockWithdrawal, release, settlePaid } from './holds';
import { sandboxPayoutAdapter, type PayoutAdapter, type PayoutOrder } from './payout';
import { sandboxCustody } from '../crypto/custody';
import {
  findForPayout,
  findWithdrawalBySn,
  listProcessing,
  updateCryptoWithdrawal,
  updateWithdrawal,
  type PayoutRow,
} from './repo';

/**
 * What payouts need of the withdrawal service's dependencies (a part of its WithdrawalDeps), declared
 * here because the service imports this file.
 */
interface WithdrawalDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}

export const PAYOUT_JOB = 'payout';
export const payoutJobKey = (withdrawSn: string) => `payout:${withdrawSn}`;

/**
 * The channel's payout provider; null for manual channels, which operators settle by hand. A crypto
 * withdrawal has no channel (`null`): the custody sends it, the sandbox custody while sandboxes are
 * on (no other custody is built yet, so without sandboxes crypto withdrawals are not offered).
 */
export function payoutAdapterFor(deps: WithdrawalDeps, adapter: string | null): PayoutAdapter | null {
  if (adapter === null) return custodyFor(deps);
  return adapter === 'sandbox' ? sandboxPayoutAdapter(deps.config, deps.jobs) : null;
}

export function custodyFor(deps: Pick<WithdrawalDeps, 'config'>): PayoutAdapter | null {
  return sandboxEnabled(deps.config) ? sandboxCustody() : null;
}

/** How often a crypto payout's depth is asked for until it has the coin's confirmations. */
const CUSTODY_POLL_SECONDS = 15;

/** The ledger's clearing account a paid withdrawal goes to: its channel's, or its coin and network's. */
const clearingCode = (row: PayoutRow) =>
  row.crypto ? `crypto-${row.crypto.coin}-${row.crypto.network}` : row.channel!.code;

function orderOf(row: PayoutRow): PayoutOrder {
  return {
    withdrawSn: row.w.withdrawSn,
    payoutAmount: row.w.payoutAmount,
    currency: row.w.currency,
    cardLast4: row.last4,
    channelCode: row.channel?.code ?? null,
    crypto: row.crypto && {
      coin: row.crypto.coin,
      network: row.crypto.network,
      address: row.crypto.address,
      units: BigInt(row.crypto.amount) - BigInt(row.crypto.fee),
    },
  };
}

export async function enqueuePayout(deps: WithdrawalDeps, db: Executor, sn: string) {
  await deps.jobs.enqueue(db, {
    kind: PAYOUT_JOB,
    payload: { withdrawSn: sn },
    dedupeKey: payoutJobKey(sn),
    maxAttempts: 30,
  });
}

/**
 * The payout job: asks the provider what it knows of the withdrawal's reference first, sends only
 * when it knows nothing, and settles from a final answer the provider's notice has not brought.
 * Run again after a crash at any point, it sends nothing twice and settles nothing twice.
 */
export function payoutJobHandler(deps: WithdrawalDeps): JobHandler {
  const snOf = (job: ClaimedJob) => String(job.payload.withdrawSn);
  return {
    backoffSeconds: 10,
    maxBackoffSeconds: 900,
    async run(job) {
      const row = await findForPayout(deps.db, snOf(job));
      if (!row || row.w.status !== 'processing') return;
      const adapter = payoutAdapterFor(deps, row.channel?.adapter ?? null);
      if (!adapter) return;
      let known = await adapter.status(deps.db, row.w.withdrawSn);
      if (known.state === 'unknown') {
        await adapter.send(deps.db, orderOf(row));
        // A bank provider answers with its notice; a custody names the transaction at once.
        if (!row.crypto) return { againInSeconds: 30 };
        known = await adapter.status(deps.db, row.w.withdrawSn);
      }
      if (row.crypto) {
        const txid = known.state === 'pending' ? known.txid : known.state === 'unknown' ? undefined : known.providerRef;
        const depth = known.state === 'unknown' ? undefined : known.confirmations;
        if (txid) await updateCryptoWithdrawal(deps.db, row.w.id, { txid, confirmations: depth ?? 0 });
      }
      if (known.state === 'pending' || known.state === 'unknown')
        return { againInSeconds: row.crypto ? CUSTODY_POLL_SECONDS : 60 };
      await settlePayout(deps, { code: clearingCode(row) }, row.w.withdrawSn, {
        status: known.state === 'paid' ? 'success' : 'failed',
        providerRef: known.providerRef,
        reason: known.reason,
      });
    },
    // Out of tries: a payout the provider never received is failed and the coins go back; one it
    // did receive stays for its notice (and for an operator), since its money may have left.
    async onFailed(tx, job, error) {
      const sn = snOf(job);
      const row = await findForPayout(tx, sn);
      if (!row || row.w.status !== 'processing') return;
      const adapter = payoutAdapterFor(deps, row.channel?.adapter ?? null);
      if (!adapter || (await adapter.status(tx, sn)).state !== 'unknown') {
        deps.log.error({ withdrawSn: sn, error }, 'payout job gave up on a payout the provider has');
        return;
      }
      const w = await lockWithdrawal(tx, sn);
      if (w.status !== 'processing') return;
      await release(tx, w);
      await updateWithdrawal(tx, w.id, {
        status: 'failed',
        reason: 'The payout could not be sent.',
        completedAt: new Date(),
      });
    },
  };
}

/**
 * Payouts left processing with no job (approved by a version that sent them from the request, and
 * cut off by a crash) get one at start-up; the job asks the provider before it sends anything.
 */
export async function requeueStrandedPayouts(deps: WithdrawalDeps) {
  const stranded = await listProcessing(deps.db);
  for (const { sn, adapter } of stranded) {
    if (payoutAdapterFor(deps, adapter)) await enqueuePayout(deps, deps.db, sn);
  }
  if (stranded.length) deps.jobs.wake();
}

export type PayoutOutcome = 'paid' | 'failed' | 'already_settled';

export async function handlePayoutCallback(
  deps: WithdrawalDeps,
  channelCode: string,
  notice: PayoutCallback,
): Promise<PayoutOutcome> {
  const refuse = (why: string, status = 400) => {
    deps.log.warn({ channelCode, withdrawSn: notice.withdrawSn, why }, 'payout callback refused');
    return new AppError(status, 'callback_invalid', 'pay.callback_invalid');
  };
  const channel = await findChannelByCode(deps.db, channelCode);
  if (!channel || channel.direction !== 'withdrawal' || channel.adapter !== 'sandbox')
    throw refuse('unknown channel', 404);
  if (!sandboxEnabled(deps.config) || !verifySignature(notice, deps.config.PAYMENT_SANDBOX_SECRET))
    throw refuse('bad signature');
  const known = await findWithdrawalBySn(deps.db, notice.withdrawSn);
  if (!known) throw refuse('unknown withdrawal', 404);
  if (
    known.channelId !== channel.id ||
    notice.amount !== known.payoutAmount.toString() ||
    notice.currency !== known.currency
  ) {
    throw refuse('amount, currency or channel mismatch');
  }
  return settlePayout(deps, channel, notice.withdrawSn, notice, refuse);
}

/**
 * Applies a provider's final word on a payout exactly once, under the withdrawal's row lock: from
 * its signed notice, or from the payout job's status check, whichever comes first.
 */
async function settlePayout(
  deps: WithdrawalDeps,
  channel: { code: string },
  sn: string,
  outcome: { status: 'success' | 'failed'; providerRef: string; reason?: string | undefined },
  refuse: (why: string, status?: number) => Error = (why) => new Error(why),
): Promise<PayoutOutcome> {
  return inTransaction(deps.db, async (tx) => {
    const w = await lockWithdrawal(tx, sn);
    if (w.status === 'success' || w.status === 'failed') {
      if (w.providerRef === outcome.providerRef) return 'already_settled' as const;
      throw refuse('settled already with another reference', 409);
    }
    if (w.status !== 'processing') throw refuse(`withdrawal is ${w.status}`, 409);
    const notice = outcome;
    const now = new Date();
    if (notice.status === 'success') {
      await settlePaid(tx, w, channel.code);
      await updateWithdrawal(tx, w.id, { status: 'success', providerRef: notice.providerRef, completedAt: now });
      return 'paid' as const;
    }
    await release(tx, w);
    await updateWithdrawal(tx, w.id, {
      status: 'failed',
      providerRef: notice.providerRef,
      reason: notice.reason ?? null,
      completedAt: now,
    });
    return 'failed' as const;
  });
}
