// Withdrawals. Asking holds the coins at once (wallet → withdrawal hold) after every check the
// product names: a bound card of the player's own in the player's real name, the fund password,
// complete personal details, identity verification once the withdrawals of a rolling window pass a
// threshold, the channel's bounds, and enough coins. An operator approves (a payout job is queued
// in the same transaction) or rejects (the coins go back). The payout settles through a signed
// callback, by the job's status check, or by hand for manual channels.
// SPEC's path word for withdrawals is `draw` (/v2/app/draw/*, /v2/admin/draw/*); the code says withdrawal.

import type { FastifyBaseLogger } from 'fastify';
import type { WithdrawalListQuery, PayoutJob, Withdrawal, WithdrawRequest } from '@hall/contracts/withdrawal';
import type { Locale } from '@hall/contracts/locale';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Executor, Tx } from '../../db/client';
import { createOnce } from '../../db/idempotent';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { localized } from '../../lib/localized';
import { serialNumber } from '../../lib/serial-number';
import { verifyFundPassword } from '../auth/service';
import { countCards, findOwnCard } from '../bank/service';
import { type JobQueue, findJobs, requeueJob } from '../jobs/queue';
import { hasApprovedKyc } from '../kyc/service';
import { forfeitBeforeWithdrawal } from '../bonus/forfeit';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { operatorNames, writeAudit } from '../operator/service';
import { feeFor } from '@hall/contracts/money';
import { fromCoins } from '../pay/money';
import { findChannel, coinsPerUnit, sandboxEnabled } from '../pay/service';
import { findUserById } from '../user/service';
import { lockWithdrawal, notFound, release, settlePaid } from './holds';
import { enqueuePayout, payoutAdapterFor, payoutJobKey } from './payout-job';
import {
  countWithdrawals,
  findWithdrawalByRequestKey,
  findWithdrawalView,
  insertWithdrawal,
  listWithdrawalViews,
  lockPlayerWithdrawals,
  lockWithdrawalBySn,
  recentWithdrawnCoins,
  updateWithdrawal,
  withdrawalTotals,
  type NewWithdrawal,
  type WithdrawalRow,
  type WithdrawalView,
} from './repo';
import { cryptoDetails } from './crypto-details';
import { sendUnpaidLetter } from './decision-letters';
import { amlOnWithdrawal, assertOpenFlagsSeen, assertWithdrawalsNotHeld, playersOpenFlags } from '../aml/service';

// Other modules reach this module's tables through these, never through its repository.
export { findWithdrawalByRequestKey, insertCryptoWithdrawal, type RequestedWithdrawal } from './repo';

type Input = z.output<typeof WithdrawRequest>;

export interface WithdrawalDeps {
  db: Db;
  store: EphemeralStore;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}

/** Names compared as the card form compares them: width-folded, trimmed, any case. */
const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').normalize('NFKC').trim().toLowerCase() === (b ?? '').normalize('NFKC').trim().toLowerCase();

const wrongState = () => new AppError(409, 'withdrawal_state', 'draw.state');

/** How many approvals a withdrawal of this many coins needs: two different operators above the four-eyes amount. */
export const approvalsNeeded = (config: Config, coinAmount: bigint) =>
  coinAmount > BigInt(config.FOUR_EYES_ABOVE) ? 2 : 1;

export async function requestWithdrawal(deps: WithdrawalDeps, userId: number, input: Input, locale: Locale) {
  const find = () => findWithdrawalByRequestKey(deps.db, userId, input.requestKey);
  const { sn } = await createOnce(
    find,
    async () => ((await createWithdrawal(deps, userId, input)) === null ? null : find()),
    (w) =>
      w.crypto === null &&
      w.channelId === input.channelId &&
      w.bankCardId === input.bankCardId &&
      w.coinAmount === BigInt(input.amount),
  );
  return getWithdrawal(deps.db, userId, sn, locale);
}

/** The checks and the insert of a new request; null when the same request key won a race. */
async function createWithdrawal(deps: WithdrawalDeps, userId: number, input: Input): Promise<string | null> {
  if ((await countCards(deps.db, userId)) === 0) throw new AppError(400, 'bind_card_first', 'draw.bind_card_first');
  const { card } = await findOwnCard(deps.db, userId, input.bankCardId);
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notSignedIn();
  if (!user.firstName || !user.lastName) throw new AppError(400, 'profile_incomplete', 'bank.profile_incomplete');
  // The holder rule holds at every withdrawal, not only when the card was bound: money leaves only
  // to an account in the player's own real name.
  if (!sameName(card.holderFirstName, user.firstName) || !sameName(card.holderLastName, user.lastName)) {
    throw new AppError(400, 'holder_mismatch', 'bank.holder_mismatch');
  }
  await verifyFundPassword(deps.store, user, input.fundPassword);

  const channel = await findChannel(deps.db, input.channelId);
  const usable =
    channel?.direction === 'withdrawal' &&
    channel.enabled &&
    deps.config.COIN_RATES[channel.currency] !== undefined &&
    (channel.adapter !== 'sandbox' || sandboxEnabled(deps.config));
  if (!channel || !usable) throw new AppError(400, 'channel_unavailable', 'pay.channel_unavailable');

  const amount = BigInt(input.amount);
  if (amount < channel.minAmount || amount > channel.maxAmount) {
    throw new AppError(400, 'amount_out_of_range', 'pay.amount_out_of_range', {
      min: channel.minAmount.toLocaleString('en-US'),
      max: channel.maxAmount.toLocaleString('en-US'),
    });
  }
  await checkKycThreshold(deps, userId, amount);
  const fee = feeFor(amount, channel.feeBasisPoints, channel.feeFixed);
  if (fee >= amount)
    throw new AppError(400, 'amount_out_of_range', 'pay.amount_out_of_range', {
      min: (fee + 1n).toString(),
      max: channel.maxAmount.toString(),
    });
  const payoutAmount = fromCoins(amount - fee, channel.currency, coinsPerUnit(deps.config, channel.currency));
  return holdWithdrawal(
    deps,
    userId,
    {
      channelId: channel.id,
      bankCardId: card.id,
      requestKey: input.requestKey,
      coinAmount: amount,
      fee,
      currency: channel.currency,
      payoutAmount,
    },
    undefined,
    { forfeitBonus: input.forfeitBonus },
  );
}

const kycRequired = (config: Config) =>
  new AppError(403, 'kyc_required', 'draw.kyc_required', {
    limit: config.KYC_WITHDRAWAL_THRESHOLD.toLocaleString('en-US'),
  });

/** One withdrawal above the identity-check threshold needs a verified identity (checked before the hold). */
export async function checkKycThreshold(deps: WithdrawalDeps, userId: number, coinAmount: bigint) {
  if (coinAmount > BigInt(deps.config.KYC_WITHDRAWAL_THRESHOLD) && !(await hasApprovedKyc(deps.db, userId)))
    throw kycRequired(deps.config);
}

/**
 * The insert and the hold of a new withdrawal, bank or crypto, in one transaction with whatever
 * `more` writes beside the row; null when the same request key won a race. The threshold is checked
 * again over the player's recent withdrawals, under the player's withdrawal lock.
 */
export async function holdWithdrawal(
  deps: WithdrawalDeps,
  userId: number,
  values: Omit<NewWithdrawal, 'withdrawSn' | 'userId'>,
  more?: (tx: Tx, row: WithdrawalRow) => Promise<void>,
  options: { forfeitBonus?: boolean | undefined } = {},
): Promise<string | null> {
  return inTransaction(deps.db, async (tx) => {
    // One withdrawal request of a player at a time: the window's sum and the insert below must not
    // interleave with another request's, or parallel pieces would each pass the threshold.
    await lockPlayerWithdrawals(tx, userId);
    // A bonus being wagered is given up only when the player has said so (and with the request).
    await forfeitBeforeWithdrawal(tx, userId, options.forfeitBonus === true);
    const row = await insertWithdrawal(tx, { ...values, withdrawSn: serialNumber('W'), userId });
    if (!row) return null; // the same request key won a race
    await postTransfer(tx, {
      debitAccountId: await walletAccount(tx, userId),
      creditAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.withdrawalHold),
      amount: row.coinAmount,
      kind: 'withdrawal_hold',
      reference: `withdrawal:${row.withdrawSn}`,
      idempotencyKey: `withdrawal-hold:${row.withdrawSn}`,
    });
    // After the hold, so that a request the wallet cannot cover is refused for that first; a
    // refusal here rolls the hold back with the row.
    const window = await recentWithdrawnCoins(tx, userId, deps.config.KYC_WITHDRAWAL_WINDOW_DAYS, row.id);
    if (window + row.coinAmount > BigInt(deps.config.KYC_WITHDRAWAL_THRESHOLD) && !(await hasApprovedKyc(tx, userId)))
      throw kycRequired(deps.config);
    await amlOnWithdrawal(tx, deps.config, userId, row.coinAmount, row.withdrawSn);
    await more?.(tx, row);
    return row.withdrawSn;
  });
}

function toWithdrawal(row: WithdrawalView, locale: Locale): Withdrawal {
  return {
    withdrawSn: row.w.withdrawSn,
    coinAmount: row.w.coinAmount.toString(),
    fee: row.w.fee.toString(),
    currency: row.w.currency as Withdrawal['currency'],
    payoutAmount: row.w.payoutAmount.toString(),
    status: row.w.status,
    reason: row.w.reason,
    bankName: row.bank ? localized(row.bank, 'name', locale) : null,
    cardLast4: row.last4,
    channelName: row.channel ? localized(row.channel, 'name', locale) : null,
    crypto: row.crypto ? cryptoDetails(row.crypto) : null,
    createdAt: row.w.createdAt.toISOString(),
    completedAt: row.w.completedAt?.toISOString() ?? null,
    cancellable: cancellableByPlayer(row.w),
  };
}

/** Still the player's to take back: in review, and no operator has approved it (even a first of two). */
const cancellableByPlayer = (w: WithdrawalRow) => w.status === 'review' && w.firstApprovedBy === null;

/**
 * The player takes back a withdrawal of their own still in review: the hold goes back to the wallet
 * at once, as one ledger transfer with the withdrawal's release key. The row is locked as an
 * operator's approval or rejection locks it, so of a cancel and a decision racing, exactly one wins
 * and the other finds the state changed (409).
 */
export async function cancelWithdrawal(deps: WithdrawalDeps, userId: number, sn: string, locale: Locale) {
  await inTransaction(deps.db, async (tx) => {
    const w = await lockWithdrawalBySn(tx, sn);
    // Another player's withdrawal reads as none at all.
    if (!w || w.userId !== userId) throw notFound();
    if (!cancellableByPlayer(w)) throw wrongState();
    await release(tx, w);
    await updateWithdrawal(tx, w.id, { status: 'cancelled', completedAt: new Date() });
  });
  return getWithdrawal(deps.db, userId, sn, locale);
}

export async function getWithdrawal(db: Executor, userId: number, sn: string, locale: Locale) {
  const row = await findWithdrawalView(db, userId, sn);
  if (!row) throw notFound();
  return toWithdrawal(row, locale);
}

export async function listWithdrawals(db: Executor, userId: number, q: WithdrawalListQuery, locale: Locale) {
  const filter = { userId, from: q.from, to: q.to, status: q.status };
  const [rows, totals] = await Promise.all([
    listWithdrawalViews(db, filter, q.page, q.pageSize),
    withdrawalTotals(db, filter),
  ]);
  return {
    list: rows.map((r) => toWithdrawal(r, locale)),
    total: totals!.count,
    page: q.page,
    pageSize: q.pageSize,
    totals: {
      count: totals!.count,
      successCount: totals!.successCount,
      coinAmount: String(totals!.coinAmount),
      fee: String(totals!.fee),
    },
  };
}

export async function adminListWithdrawals(
  db: Executor,
  config: Config,
  q: { page: number; pageSize: number; status?: WithdrawalRow['status'] | undefined; userId?: number | undefined },
) {
  const filter = { status: q.status, userId: q.userId };
  const [rows, total] = await Promise.all([
    listWithdrawalViews(db, filter, q.page, q.pageSize),
    countWithdrawals(db, filter),
  ]);
  const [names, payoutJobs] = await Promise.all([
    operatorNames(
      db,
      rows.map((r) => r.w.firstApprovedBy),
    ),
    findJobs(
      db,
      rows.map((r) => payoutJobKey(r.w.withdrawSn)),
    ),
  ]);
  const payouts = new Map(payoutJobs.map((j) => [j.dedupeKey, j]));
  const amlOpen = await playersOpenFlags(
    db,
    rows.map((r) => r.w.userId),
  );
  const payoutOf = (sn: string): PayoutJob | null => {
    const job = payouts.get(payoutJobKey(sn));
    if (!job) return null;
    return {
      state: job.state,
      attempts: job.attempts,
      maxAttempts: job.maxAttempts,
      lastError: job.lastError,
      nextRunAt: job.state === 'queued' ? job.runAt.toISOString() : null,
    };
  };
  return {
    list: rows.map((r) => ({
      ...toWithdrawal(r, 'en-US'),
      userId: r.w.userId,
      account: r.account,
      holderName: r.holderLast === null ? null : `${r.holderLast} ${r.holderFirst}`,
      approvalsNeeded: approvalsNeeded(config, r.w.coinAmount),
      firstApprovedBy: r.w.firstApprovedBy === null ? null : (names.get(r.w.firstApprovedBy) ?? null),
      payout: payoutOf(r.w.withdrawSn),
      amlReview: amlOpen.has(r.w.userId),
      openFlags: amlOpen.get(r.w.userId) ?? [],
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Approves a withdrawal under review. Above the four-eyes amount the first approval is only recorded
 * (the withdrawal stays in review) and the payout waits for a second, different operator; the one who
 * gave the first approval is refused as the second. Each approval names the player's open AML flags
 * the approver saw (`flagsSeen`), and its audit row keeps them.
 */
export async function approveWithdrawal(
  deps: WithdrawalDeps,
  operatorId: number,
  sn: string,
  ip: string,
  flagsSeen: readonly number[] = [],
) {
  const decision = await inTransaction(deps.db, async (tx) => {
    const w = await lockWithdrawal(tx, sn);
    if (w.status !== 'review') throw wrongState();
    await assertWithdrawalsNotHeld(tx, w.userId);
    const flags = await assertOpenFlagsSeen(tx, w.userId, flagsSeen);
    const seen = flags.length > 0 ? { openFlagsSeen: flags } : {};
    const now = new Date();
    if (approvalsNeeded(deps.config, w.coinAmount) === 2) {
      if (w.firstApprovedBy === operatorId) throw new AppError(409, 'four_eyes', 'draw.four_eyes');
      if (w.firstApprovedBy === null) {
        await updateWithdrawal(tx, w.id, { firstApprovedBy: operatorId, firstApprovedAt: now });
        await writeAudit(tx, {
          operatorId,
          action: 'withdrawal.approve_first',
          targetType: 'withdrawal',
          targetId: sn,
          before: { status: 'review', approvals: 0 },
          after: { status: 'review', approvals: 1, ...seen },
          ip,
        });
        return { withdrawSn: sn, status: 'review' as const, approvals: 1 };
      }
    }
    await updateWithdrawal(tx, w.id, { status: 'processing', reviewedBy: operatorId, reviewedAt: now });
    await writeAudit(tx, {
      operatorId,
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: sn,
      before: { status: 'review' },
      after: { status: 'processing', ...seen },
      ip,
    });
    // The payout is queued with the approval, so a crash right after the commit cannot lose it;
    // it goes out from the queue, never from this request. A crypto one (no channel) goes to custody.
    const adapter = w.channelId === null ? null : (await findChannel(tx, w.channelId))!.adapter;
    if (payoutAdapterFor(deps, adapter)) await enqueuePayout(deps, tx, sn);
    return { withdrawSn: sn, status: 'processing' as const, approvals: approvalsNeeded(deps.config, w.coinAmount) };
  });
  deps.jobs.wake();
  return decision;
}

export async function rejectWithdrawal(
  deps: WithdrawalDeps,
  operatorId: number,
  sn: string,
  reason: string,
  ip: string,
) {
  return inTransaction(deps.db, async (tx) => {
    const w = await lockWithdrawal(tx, sn);
    if (w.status !== 'review') throw wrongState();
    await release(tx, w);
    const now = new Date();
    await updateWithdrawal(tx, w.id, {
      status: 'rejected',
      reason,
      reviewedBy: operatorId,
      reviewedAt: now,
      completedAt: now,
    });
    const letter = await sendUnpaidLetter(tx, w, reason);
    await writeAudit(tx, {
      operatorId,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: sn,
      before: { status: 'review' },
      after: { status: 'rejected', reason, letterId: letter.id },
      ip,
    });
    return { withdrawSn: sn, status: 'rejected' as const };
  });
}

/**
 * Runs the payout job of a withdrawal still in processing again, now: one waiting out its backoff,
 * or one out of tries (the provider had the payout, or never answered). The job asks the provider
 * what it knows before it sends anything, so a retry never pays twice.
 */
export async function retryPayout(deps: WithdrawalDeps, operatorId: number, sn: string, ip: string) {
  const decision = await inTransaction(deps.db, async (tx) => {
    const w = await lockWithdrawal(tx, sn);
    if (w.status !== 'processing') throw wrongState();
    const before = await requeueJob(tx, payoutJobKey(sn));
    // No job (a manual channel) or one running right now: nothing to retry.
    if (!before) throw wrongState();
    await writeAudit(tx, {
      operatorId,
      action: 'withdrawal.payout_retry',
      targetType: 'withdrawal',
      targetId: sn,
      before: { state: before.state, attempts: before.attempts, lastError: before.lastError },
      after: { state: 'queued', attempts: 0 },
      ip,
    });
    return { withdrawSn: sn, status: w.status };
  });
  deps.jobs.wake();
  return decision;
}

/** Manual-mode channels: an operator who paid (or could not pay) by hand settles it here. */
export async function completeManually(
  deps: WithdrawalDeps,
  operatorId: number,
  input: { withdrawSn: string; success: boolean; reason?: string | undefined },
  ip: string,
) {
  return inTransaction(deps.db, async (tx) => {
    const w = await lockWithdrawal(tx, input.withdrawSn);
    const channel = w.channelId === null ? undefined : await findChannel(tx, w.channelId);
    if (w.status !== 'processing' || channel?.adapter !== 'manual') throw wrongState();
    const now = new Date();
    if (input.success) await settlePaid(tx, w, channel!.code);
    else await release(tx, w);
    const status = input.success ? ('success' as const) : ('failed' as const);
    await updateWithdrawal(tx, w.id, { status, reason: input.reason ?? null, completedAt: now });
    const letter = input.success ? null : await sendUnpaidLetter(tx, w, input.reason ?? '');
    await writeAudit(tx, {
      operatorId,
      action: 'withdrawal.complete',
      targetType: 'withdrawal',
      targetId: w.withdrawSn,
      before: { status: 'processing' },
      after: { status, reason: input.reason, ...(letter ? { letterId: letter.id } : {}) },
      ip,
    });
    return { withdrawSn: w.withdrawSn, status };
  });
}
