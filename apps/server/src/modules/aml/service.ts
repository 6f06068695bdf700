// Anti-money-laundering rules: a deposit or withdrawal that crosses a threshold (or a withdrawal with
// little play since the last deposit) raises a flag for an operator's review, once per rule and day or
// deposit. While a threshold's flag is open, withdrawals need an approved identity check; deposits
// never stop, and the player is told what is needed. A flag reported as suspicious holds every
// withdrawal until a second decision lifts the hold or closes the account; what the player is told
// never says that anything was reported (the law forbids tipping off).
import type { AmlFlag, AmlOpenFlag, AmlResolveRequest, AmlReviewRequest, AmlStatus } from '@hall/contracts/aml';
import { LOCALES, LOCALE_FIELD_SUFFIX } from '@hall/contracts/locale';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Executor, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { translate, type MessageKey } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import { dayOf, nextDay, startOfDayIn } from '../agent/periods';
import { hasApprovedKyc, latestSubmission } from '../kyc/service';
import { operatorNames, writeAudit } from '../operator/service';
import { freezeActiveAccount } from '../players/freeze';
import { insertLetter } from '../letters/service';
import {
  findFlagView,
  hasOpenFlag,
  insertFlag,
  listFlags,
  lockFlag,
  openFlagsOf,
  settleFlag,
  type AmlFlagRow,
  type FlagFilter,
} from './repo';
import { betSince, depositedBetween, lastDeposit, withdrawnBetween } from '../ledger/player-flows';

/**
 * The rules whose open flag asks for an approved identity check before a withdrawal (the issue:
 * "crossing one requires approved KYC"). Low turnover is flagged for review only: its withdrawal
 * waits in the withdrawal queue like every other, marked for the operator.
 */
const IDENTITY_RULES: readonly AmlFlagRow['rule'][] = ['single_deposit', 'daily_deposit', 'daily_withdraw'];
const needsIdentity = (flag: AmlFlagRow) => IDENTITY_RULES.includes(flag.rule);
/** A reported flag of any rule holds withdrawals. */
const ALL_RULES: readonly AmlFlagRow['rule'][] = [...IDENTITY_RULES, 'low_turnover'];

export type AmlConfig = Pick<
  Config,
  'AML_SINGLE_DEPOSIT' | 'AML_DAILY_DEPOSIT' | 'AML_DAILY_WITHDRAW' | 'AML_TURNOVER_RATIO' | 'SITE_TIME_ZONE'
>;

/** The site-time-zone day an instant falls on, and its [start, end). */
function siteDay(config: AmlConfig, now: Date) {
  const day = dayOf(now, config.SITE_TIME_ZONE);
  return {
    day,
    start: startOfDayIn(day, config.SITE_TIME_ZONE),
    end: startOfDayIn(nextDay(day), config.SITE_TIME_ZONE),
  };
}

type NewFlag = Pick<AmlFlagRow, 'userId' | 'rule' | 'flagKey' | 'amount' | 'threshold'> & {
  detail: Record<string, unknown>;
};

/** The flags raised now: a rule that already flagged this key raises nothing (the unique index decides). */
async function raise(tx: Tx, flags: NewFlag[]) {
  const raised: AmlFlagRow[] = [];
  for (const flag of flags) {
    const row = await insertFlag(tx, flag);
    if (row) raised.push(row);
  }
  return raised;
}

/** A letter to the player in every language of the inbox. */
async function sendNotice(tx: Tx, userId: number, title: MessageKey, body: MessageKey, coins?: bigint) {
  const texts: Record<string, string> = {};
  for (const locale of LOCALES) {
    const suffix = LOCALE_FIELD_SUFFIX[locale];
    texts[`title${suffix}`] = translate(locale, title);
    texts[`body${suffix}`] = `<p>${translate(locale, body, { coins: coins?.toLocaleString('en-US') ?? '' })}</p>`;
  }
  await insertLetter(tx, { ...texts, recipientId: userId });
}

/** The player's letter saying what is needed before the next withdrawal. */
const sendLetter = (tx: Tx, userId: number, body: MessageKey, coins: bigint) =>
  sendNotice(tx, userId, 'aml.letter_title', body, coins);

/**
 * Called in the transaction that credits a deposit, after the credit. The credit posted to the wallet
 * holds the wallet's row lock until commit, so parallel deposits of one player run this one after
 * another and each sees the ones before it: the day's total that crosses the threshold is seen.
 */
export async function amlOnDeposit(
  tx: Tx,
  config: AmlConfig,
  userId: number,
  coins: bigint,
  reference: string,
  now = new Date(),
) {
  const { day, start, end } = siteDay(config, now);
  const flags: NewFlag[] = [];
  const single = BigInt(config.AML_SINGLE_DEPOSIT);
  if (coins >= single)
    flags.push({ userId, rule: 'single_deposit', flagKey: reference, amount: coins, threshold: single, detail: {} });
  const daily = BigInt(config.AML_DAILY_DEPOSIT);
  const deposited = await depositedBetween(tx, userId, start, end);
  if (deposited >= daily)
    flags.push({
      userId,
      rule: 'daily_deposit',
      flagKey: day,
      amount: deposited,
      threshold: daily,
      detail: { reference },
    });
  const raised = await raise(tx, flags);
  // The deposit stands either way; the player is told now, not at the withdrawal.
  if (raised.some(needsIdentity) && !(await hasApprovedKyc(tx, userId)))
    await sendLetter(tx, userId, 'aml.letter_body_deposit', coins);
  return raised;
}

/** Says only that withdrawals wait for a review: never that anything was reported. */
const withdrawalsHeld = () => new AppError(403, 'withdrawals_held', 'aml.withdrawals_held');

/**
 * Called when an operator approves a withdrawal: none leaves while one of the player's flags is
 * reported, including those asked for before the report.
 */
export async function assertWithdrawalsNotHeld(tx: Tx, userId: number) {
  if (await hasOpenFlag(tx, userId, ALL_RULES, 'reported')) throw new AppError(409, 'aml_hold', 'aml.approval_held');
}

async function reviewRequired(db: Executor, userId: number) {
  const pending = (await latestSubmission(db, userId))?.status === 'submitted';
  return new AppError(403, 'aml_review', pending ? 'aml.review_pending' : 'aml.review_required');
}

/**
 * Called in the transaction that holds a new withdrawal (under the player's withdrawal lock). Refuses
 * while the player has an open threshold flag and no approved identity check; otherwise flags the
 * day's withdrawals crossing the threshold and a withdrawal with little play since the last deposit.
 * A flag raised here does not stop this withdrawal: every withdrawal waits for an operator's approval,
 * and the withdrawal queue marks players with open flags. A crossed threshold tells the player that
 * the next withdrawal needs a verified identity.
 */
export async function amlOnWithdrawal(
  tx: Tx,
  config: AmlConfig,
  userId: number,
  coins: bigint,
  withdrawSn: string,
  now = new Date(),
) {
  if (await hasOpenFlag(tx, userId, ALL_RULES, 'reported')) throw withdrawalsHeld();
  const verified = await hasApprovedKyc(tx, userId);
  if (!verified && (await hasOpenFlag(tx, userId, IDENTITY_RULES))) throw await reviewRequired(tx, userId);

  const { day, start, end } = siteDay(config, now);
  const flags: NewFlag[] = [];
  const daily = BigInt(config.AML_DAILY_WITHDRAW);
  const withdrawn = (await withdrawnBetween(tx, userId, start, end, `withdrawal:${withdrawSn}`)) + coins;
  if (withdrawn >= daily)
    flags.push({
      userId,
      rule: 'daily_withdraw',
      flagKey: day,
      amount: withdrawn,
      threshold: daily,
      detail: { withdrawSn },
    });
  // The ratio in thousandths, so the comparison stays in integers.
  const ratio = BigInt(Math.round(config.AML_TURNOVER_RATIO * 1000));
  const deposit = ratio > 0n ? await lastDeposit(tx, userId) : undefined;
  if (deposit) {
    const bet = await betSince(tx, userId, deposit.entryId);
    const needed = (deposit.amount * ratio) / 1000n;
    if (bet < needed)
      flags.push({
        userId,
        rule: 'low_turnover',
        // One flag per deposit, however many withdrawals follow it.
        flagKey: `deposit:${deposit.transferId}`,
        amount: bet,
        threshold: needed,
        detail: { withdrawSn, deposit: deposit.amount.toString(), withdrawal: coins.toString() },
      });
  }
  const raised = await raise(tx, flags);
  if (raised.some(needsIdentity) && !verified) await sendLetter(tx, userId, 'aml.letter_body_withdrawal', coins);
  return raised;
}

/** What the withdrawal pages show before the player tries. */
export async function amlStatus(db: Executor, userId: number): Promise<AmlStatus> {
  const [open, verified, latest] = await Promise.all([
    hasOpenFlag(db, userId, IDENTITY_RULES),
    hasApprovedKyc(db, userId),
    latestSubmission(db, userId),
  ]);
  return { identityRequired: open && !verified, kyc: latest?.status ?? null };
}

// ---------------------------------------------------------------------------------------------
// The back office

/** These players' flags waiting for review (the withdrawal queue shows them beside each approval). */
export async function playersOpenFlags(db: Executor, userIds: readonly number[]) {
  const byPlayer = new Map<number, AmlOpenFlag[]>();
  for (const f of await openFlagsOf(db, userIds)) {
    const list = byPlayer.get(f.userId) ?? [];
    list.push({
      id: f.id,
      rule: f.rule,
      amount: f.amount.toString(),
      threshold: f.threshold.toString(),
      createdAt: f.createdAt.toISOString(),
    });
    byPlayer.set(f.userId, list);
  }
  return byPlayer;
}

/**
 * Called when an operator approves a withdrawal: a flag waiting for review does not stop it (most
 * are cleared), but the approver must have seen each one: `seen` names the flags the approval was
 * confirmed with, and a flag outside it (raised since the queue was read, or never shown) refuses
 * the approval with the flags to look at. Returns the flags seen, for the audit row.
 */
export async function assertOpenFlagsSeen(tx: Tx, userId: number, seen: readonly number[] = []) {
  const open = (await playersOpenFlags(tx, [userId])).get(userId) ?? [];
  const unseen = open.filter((f) => !seen.includes(f.id));
  if (unseen.length > 0) throw new AppError(409, 'aml_flags_unseen', 'aml.approval_flags_unseen', {}, { flags: open });
  return open.map((f) => f.id);
}

async function toFlags(db: Executor, rows: { flag: AmlFlagRow; account: string }[]): Promise<AmlFlag[]> {
  const users = [...new Set(rows.map((r) => r.flag.userId))];
  const [names, verified] = await Promise.all([
    operatorNames(
      db,
      rows.flatMap((r) => [r.flag.reviewedBy, r.flag.resolvedBy]),
    ),
    Promise.all(users.map(async (id) => [id, await hasApprovedKyc(db, id)] as const)).then((pairs) => new Map(pairs)),
  ]);
  return rows.map(({ flag, account }) => ({
    id: flag.id,
    userId: flag.userId,
    account,
    rule: flag.rule,
    flagKey: flag.flagKey,
    amount: flag.amount.toString(),
    threshold: flag.threshold.toString(),
    detail: (flag.detail as Record<string, unknown> | null) ?? null,
    status: flag.status,
    kycApproved: verified.get(flag.userId) ?? false,
    note: flag.note,
    reviewedBy: flag.reviewedBy === null ? null : (names.get(flag.reviewedBy) ?? null),
    reviewedAt: flag.reviewedAt?.toISOString() ?? null,
    resolutionNote: flag.resolutionNote,
    resolvedBy: flag.resolvedBy === null ? null : (names.get(flag.resolvedBy) ?? null),
    resolvedAt: flag.resolvedAt?.toISOString() ?? null,
    createdAt: flag.createdAt.toISOString(),
  }));
}

export async function adminListFlags(
  db: Executor,
  q: FlagFilter & { page: number; pageSize: number },
): Promise<{ list: AmlFlag[]; total: number; page: number; pageSize: number }> {
  const { page, pageSize, ...filter } = q;
  const { rows, total } = await listFlags(db, filter, page, pageSize);
  return { list: await toFlags(db, rows), total, page, pageSize };
}

/**
 * An operator clears an open flag or reports it as suspicious, with a note; audit-logged. A report
 * holds the player's withdrawals; the player is told only that a routine review pauses them.
 */
export async function reviewFlag(
  db: Db,
  operatorId: number,
  input: z.output<typeof AmlReviewRequest>,
  ip: string,
): Promise<AmlFlag> {
  return inTransaction(db, async (tx) => {
    const flag = await lockFlag(tx, input.id);
    if (!flag) throw new AppError(404, 'aml_flag_unknown', 'aml.flag_unknown');
    if (flag.status !== 'open') throw new AppError(409, 'aml_reviewed', 'aml.reviewed');
    await settleFlag(tx, flag.id, {
      status: input.decision,
      note: input.note,
      reviewedBy: operatorId,
      reviewedAt: new Date(),
    });
    await writeAudit(tx, {
      operatorId,
      action: input.decision === 'cleared' ? 'aml.clear' : 'aml.report',
      targetType: 'aml_flag',
      targetId: flag.id,
      before: { status: flag.status, userId: flag.userId, rule: flag.rule, flagKey: flag.flagKey },
      after: { status: input.decision, note: input.note },
      ip,
    });
    if (input.decision === 'reported')
      await sendNotice(tx, flag.userId, 'aml.letter_hold_title', 'aml.letter_hold_body');
    const [view] = await toFlags(tx, [(await findFlagView(tx, flag.id))!]);
    return view!;
  });
}

/**
 * The second decision on a reported flag, audit-logged: `released` lifts its hold on withdrawals
 * (the player is told once no other reported flag holds them), `account_closed` closes the account
 * (frozen, its sessions ended) and tells the player to contact customer service about the balance.
 */
export async function resolveFlag(
  db: Db,
  operatorId: number,
  input: z.output<typeof AmlResolveRequest>,
  ip: string,
): Promise<AmlFlag> {
  return inTransaction(db, async (tx) => {
    const flag = await lockFlag(tx, input.id);
    if (!flag) throw new AppError(404, 'aml_flag_unknown', 'aml.flag_unknown');
    if (flag.status !== 'reported') throw new AppError(409, 'aml_not_reported', 'aml.not_reported');
    const now = new Date();
    await settleFlag(tx, flag.id, {
      status: input.decision,
      resolutionNote: input.note,
      resolvedBy: operatorId,
      resolvedAt: now,
    });
    if (input.decision === 'account_closed') await freezeActiveAccount(tx, flag.userId, now);
    await writeAudit(tx, {
      operatorId,
      action: input.decision === 'released' ? 'aml.release' : 'aml.close_account',
      targetType: 'aml_flag',
      targetId: flag.id,
      before: { status: flag.status, userId: flag.userId, rule: flag.rule, flagKey: flag.flagKey },
      after: { status: input.decision, note: input.note },
      ip,
    });
    if (input.decision === 'account_closed')
      await sendNotice(tx, flag.userId, 'aml.letter_closed_title', 'aml.letter_closed_body');
    else if (!(await hasOpenFlag(tx, flag.userId, ALL_RULES, 'reported')))
      await sendNotice(tx, flag.userId, 'aml.letter_released_title', 'aml.letter_released_body');
    const [view] = await toFlags(tx, [(await findFlagView(tx, flag.id))!]);
    return view!;
  });
}
