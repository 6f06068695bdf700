// Withdrawals. Asking holds the coins at once (wallet → withdrawal hold) after every check the
// product names: a bound card of the player's own, the fund password, complete personal details,
// identity verification above a threshold, the channel's bounds, and enough coins. An operator
// approves (the payout goes to the channel's adapter) or rejects (the coins go back). The payout
// settles through a signed callback, or by hand for manual channels.
import { randomInt, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DrawListQuery, PayoutCallback, Withdrawal, WithdrawRequest } from '@hall/contracts/draw';
import type { Locale } from '@hall/contracts/locale';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Executor, Tx } from '../../db/client';
import { bankCards, banks, paymentChannels, users, withdrawals } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { localized } from '../../lib/localized';
import { verifyFundPassword } from '../auth/service';
import { countCards, findOwnCard } from '../bank/service';
import { hasApprovedKyc } from '../kyc/repo';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { writeAudit } from '../operator/repo';
import { feeFor, fromCoins } from '../pay/money';
import { coinsPerUnit, sandboxEnabled } from '../pay/service';
import { sign, verifySignature } from '../pay/signature';
import { findUserById } from '../user/repo';

type WithdrawalRow = typeof withdrawals.$inferSelect;
type Input = z.output<typeof WithdrawRequest>;

export interface DrawDeps {
  db: Db;
  store: EphemeralStore;
  config: Config;
  log: FastifyBaseLogger;
  /** Delivers a payout notice to this server's callback route, as the gateway would. */
  deliverPayoutNotice: (channelCode: string, notice: Record<string, string>) => Promise<void>;
}

const notFound = () => new AppError(404, 'withdrawal_unknown', 'draw.withdrawal_unknown');
const wrongState = () => new AppError(409, 'withdrawal_state', 'draw.state');

function newSn() {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `W${stamp}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

export async function requestWithdrawal(deps: DrawDeps, userId: number, input: Input, locale: Locale) {
  const [previous] = await deps.db
    .select({ sn: withdrawals.withdrawSn })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestKey, input.requestKey)));
  if (previous) return getWithdrawal(deps.db, userId, previous.sn, locale);

  if ((await countCards(deps.db, userId)) === 0) throw new AppError(400, 'bind_card_first', 'draw.bind_card_first');
  const { card } = await findOwnCard(deps.db, userId, input.bankCardId);
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notSignedIn();
  if (!user.firstName || !user.lastName) throw new AppError(400, 'profile_incomplete', 'bank.profile_incomplete');
  await verifyFundPassword(deps.store, user, input.fundPassword);

  const [channel] = await deps.db.select().from(paymentChannels).where(eq(paymentChannels.id, input.channelId));
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
  if (amount > BigInt(deps.config.KYC_WITHDRAWAL_THRESHOLD) && !(await hasApprovedKyc(deps.db, userId))) {
    throw new AppError(403, 'kyc_required', 'draw.kyc_required', {
      limit: deps.config.KYC_WITHDRAWAL_THRESHOLD.toLocaleString('en-US'),
    });
  }
  const fee = feeFor(amount, channel.feeBasisPoints, channel.feeFixed);
  if (fee >= amount)
    throw new AppError(400, 'amount_out_of_range', 'pay.amount_out_of_range', {
      min: (fee + 1n).toString(),
      max: channel.maxAmount.toString(),
    });
  const payoutAmount = fromCoins(amount - fee, channel.currency, coinsPerUnit(deps.config, channel.currency));

  const sn = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(withdrawals)
      .values({
        withdrawSn: newSn(),
        userId,
        channelId: channel.id,
        bankCardId: card.id,
        requestKey: input.requestKey,
        coinAmount: amount,
        fee,
        currency: channel.currency,
        payoutAmount,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null; // the same request key won a race; read its result below
    await postTransfer(tx, {
      debitAccountId: await walletAccount(tx, userId),
      creditAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.withdrawalHold),
      amount,
      kind: 'withdrawal_hold',
      reference: `withdrawal:${row.withdrawSn}`,
      idempotencyKey: `withdrawal-hold:${row.withdrawSn}`,
    });
    return row.withdrawSn;
  });
  if (sn) return getWithdrawal(deps.db, userId, sn, locale);
  const [raced] = await deps.db
    .select({ sn: withdrawals.withdrawSn })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestKey, input.requestKey)));
  return getWithdrawal(deps.db, userId, raced!.sn, locale);
}

const withdrawalView = {
  w: withdrawals,
  bank: banks,
  last4: bankCards.cardLast4,
  holderFirst: bankCards.holderFirstName,
  holderLast: bankCards.holderLastName,
  channel: paymentChannels,
  account: users.account,
};

function baseQuery(db: Executor) {
  return db
    .select(withdrawalView)
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
    .innerJoin(banks, eq(banks.id, bankCards.bankId))
    .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
    .innerJoin(users, eq(users.id, withdrawals.userId));
}

type ViewRow = Awaited<ReturnType<typeof baseQuery>>[number];

function toWithdrawal(row: ViewRow, locale: Locale): Withdrawal {
  return {
    withdrawSn: row.w.withdrawSn,
    coinAmount: row.w.coinAmount.toString(),
    fee: row.w.fee.toString(),
    currency: row.w.currency as Withdrawal['currency'],
    payoutAmount: row.w.payoutAmount.toString(),
    status: row.w.status,
    reason: row.w.reason,
    bankName: localized(row.bank, 'name', locale),
    cardLast4: row.last4,
    channelName: localized(row.channel, 'name', locale),
    createdAt: row.w.createdAt.toISOString(),
    completedAt: row.w.completedAt?.toISOString() ?? null,
  };
}

export async function getWithdrawal(db: Executor, userId: number, sn: string, locale: Locale) {
  const [row] = await baseQuery(db).where(and(eq(withdrawals.withdrawSn, sn), eq(withdrawals.userId, userId)));
  if (!row) throw notFound();
  return toWithdrawal(row, locale);
}

export async function listWithdrawals(db: Executor, userId: number, q: DrawListQuery, locale: Locale) {
  const where = and(
    eq(withdrawals.userId, userId),
    q.from ? gte(withdrawals.createdAt, new Date(q.from)) : undefined,
    q.to ? lt(withdrawals.createdAt, new Date(q.to)) : undefined,
    q.status ? eq(withdrawals.status, q.status) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({
        count: count(),
        successCount: sql<number>`count(*) filter (where ${withdrawals.status} = 'success')`.mapWith(Number),
        coinAmount: sql<string>`coalesce(sum(${withdrawals.coinAmount}) filter (where ${withdrawals.status} = 'success'), 0)`,
        fee: sql<string>`coalesce(sum(${withdrawals.fee}) filter (where ${withdrawals.status} = 'success'), 0)`,
      })
      .from(withdrawals)
      .where(where),
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
  q: { page: number; pageSize: number; status?: WithdrawalRow['status'] | undefined },
) {
  const where = q.status ? eq(withdrawals.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(withdrawals.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      ...toWithdrawal(r, 'en-US'),
      userId: r.w.userId,
      account: r.account,
      holderName: `${r.holderLast} ${r.holderFirst}`,
    })),
    total: total!.n,
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function lockWithdrawal(tx: Tx, sn: string) {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.withdrawSn, sn)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Hold → payout clearing (what is paid out) and hold → house (the fee). */
async function settlePaid(tx: Tx, w: WithdrawalRow, channelCode: string) {
  const hold = await systemAccount(tx, SYSTEM_ACCOUNTS.withdrawalHold);
  await postTransfer(tx, {
    debitAccountId: hold,
    creditAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.payoutClearing(channelCode)),
    amount: w.coinAmount - w.fee,
    kind: 'withdrawal_paid',
    reference: `withdrawal:${w.withdrawSn}`,
    idempotencyKey: `withdrawal-paid:${w.withdrawSn}`,
  });
  if (w.fee > 0n) {
    await postTransfer(tx, {
      debitAccountId: hold,
      creditAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.house),
      amount: w.fee,
      kind: 'fee',
      reference: `withdrawal:${w.withdrawSn}`,
      idempotencyKey: `withdrawal-fee:${w.withdrawSn}`,
    });
  }
}

/** Hold → the player's wallet: a failed or rejected withdrawal gives every coin back. */
async function release(tx: Tx, w: WithdrawalRow) {
  await postTransfer(tx, {
    debitAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.withdrawalHold),
    creditAccountId: await walletAccount(tx, w.userId),
    amount: w.coinAmount,
    kind: 'withdrawal_release',
    reference: `withdrawal:${w.withdrawSn}`,
    idempotencyKey: `withdrawal-release:${w.withdrawSn}`,
  });
}

export async function approveWithdrawal(deps: DrawDeps, operatorId: number, sn: string, ip: string) {
  const { w, channel } = await inTransaction(deps.db, async (tx) => {
    const w = await lockWithdrawal(tx, sn);
    if (w.status !== 'review') throw wrongState();
    const now = new Date();
    await tx
      .update(withdrawals)
      .set({ status: 'processing', reviewedBy: operatorId, reviewedAt: now })
      .where(eq(withdrawals.id, w.id));
    await writeAudit(tx, {
      operatorId,
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: sn,
      before: { status: 'review' },
      after: { status: 'processing' },
      ip,
    });
    const [channel] = await tx.select().from(paymentChannels).where(eq(paymentChannels.id, w.channelId));
    const [card] = await tx.select().from(bankCards).where(eq(bankCards.id, w.bankCardId));
    return { w: { ...w, last4: card!.cardLast4 }, channel: channel! };
  });
  // After the commit, the payout goes out; its notice settles the withdrawal.
  if (channel.adapter === 'sandbox') await sandboxPayout(deps, channel.code, w, w.last4);
  return { withdrawSn: sn, status: 'processing' as const };
}

/**
 * The sandbox payout provider: pays every card except those ending in 0000, which it reports as
 * failed (a bank that refuses the transfer), so both outcomes can be tried on a test site.
 */
async function sandboxPayout(deps: DrawDeps, channelCode: string, w: WithdrawalRow, last4: string) {
  const notice: Record<string, string> = {
    withdrawSn: w.withdrawSn,
    amount: w.payoutAmount.toString(),
    currency: w.currency,
    status: last4 === '0000' ? 'failed' : 'success',
    providerRef: `SBX-P-${randomUUID()}`,
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: randomUUID(),
  };
  if (notice.status === 'failed') notice.reason = 'The receiving bank refused the transfer (sandbox).';
  notice.sign = sign(notice, deps.config.PAYMENT_SANDBOX_SECRET);
  await deps.deliverPayoutNotice(channelCode, notice);
}

export async function rejectWithdrawal(deps: DrawDeps, operatorId: number, sn: string, reason: string, ip: string) {
  return inTransaction(deps.db, async (tx) => {
    const w = await lockWithdrawal(tx, sn);
    if (w.status !== 'review') throw wrongState();
    await release(tx, w);
    const now = new Date();
    await tx
      .update(withdrawals)
      .set({ status: 'rejected', reason, reviewedBy: operatorId, reviewedAt: now, completedAt: now })
      .where(eq(withdrawals.id, w.id));
    await writeAudit(tx, {
      operatorId,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: sn,
      before: { status: 'review' },
      after: { status: 'rejected', reason },
      ip,
    });
    return { withdrawSn: sn, status: 'rejected' as const };
  });
}

export type PayoutOutcome = 'paid' | 'failed' | 'already_settled';

export async function handlePayoutCallback(
  deps: DrawDeps,
  channelCode: string,
  notice: PayoutCallback,
): Promise<PayoutOutcome> {
  const refuse = (why: string, status = 400) => {
    deps.log.warn({ channelCode, withdrawSn: notice.withdrawSn, why }, 'payout callback refused');
    return new AppError(status, 'callback_invalid', 'pay.callback_invalid');
  };
  const [channel] = await deps.db.select().from(paymentChannels).where(eq(paymentChannels.code, channelCode));
  if (!channel || channel.direction !== 'withdrawal' || channel.adapter !== 'sandbox')
    throw refuse('unknown channel', 404);
  if (!sandboxEnabled(deps.config) || !verifySignature(notice, deps.config.PAYMENT_SANDBOX_SECRET))
    throw refuse('bad signature');
  return inTransaction(deps.db, async (tx) => {
    const w = await lockWithdrawal(tx, notice.withdrawSn).catch(() => {
      throw refuse('unknown withdrawal', 404);
    });
    if (w.channelId !== channel.id || notice.amount !== w.payoutAmount.toString() || notice.currency !== w.currency) {
      throw refuse('amount, currency or channel mismatch');
    }
    if (w.status === 'success' || w.status === 'failed') {
      if (w.providerRef === notice.providerRef) return 'already_settled' as const;
      throw refuse('settled already with another reference', 409);
    }
    if (w.status !== 'processing') throw refuse(`withdrawal is ${w.status}`, 409);
    const now = new Date();
    if (notice.status === 'success') {
      await settlePaid(tx, w, channel.code);
      await tx
        .update(withdrawals)
        .set({ status: 'success', providerRef: notice.providerRef, completedAt: now })
        .where(eq(withdrawals.id, w.id));
      return 'paid' as const;
    }
    await release(tx, w);
    await tx
      .update(withdrawals)
      .set({ status: 'failed', providerRef: notice.providerRef, reason: notice.reason ?? null, completedAt: now })
      .where(eq(withdrawals.id, w.id));
    return 'failed' as const;
  });
}

/** Manual-mode channels: an operator who paid (or could not pay) by hand settles it here. */
export async function completeManually(
  deps: DrawDeps,
  operatorId: number,
  input: { withdrawSn: string; success: boolean; reason?: string | undefined },
  ip: string,
) {
  return inTransaction(deps.db, async (tx) => {
    const w = await lockWithdrawal(tx, input.withdrawSn);
    const [channel] = await tx.select().from(paymentChannels).where(eq(paymentChannels.id, w.channelId));
    if (w.status !== 'processing' || channel!.adapter !== 'manual') throw wrongState();
    const now = new Date();
    if (input.success) await settlePaid(tx, w, channel!.code);
    else await release(tx, w);
    const status = input.success ? ('success' as const) : ('failed' as const);
    await tx
      .update(withdrawals)
      .set({ status, reason: input.reason ?? null, completedAt: now })
      .where(eq(withdrawals.id, w.id));
    await writeAudit(tx, {
      operatorId,
      action: 'withdrawal.complete',
      targetType: 'withdrawal',
      targetId: w.withdrawSn,
      before: { status: 'processing' },
      after: { status, reason: input.reason },
      ip,
    });
    return { withdrawSn: w.withdrawSn, status };
  });
}
