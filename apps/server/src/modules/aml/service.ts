// Anti-money-laundering rules: a deposit or withdrawal that crosses a threshold (or a withdrawal with
// little play since the last deposit) raises a flag for an operator's review, once per rule and day or
// deposit. While a threshold's flag is open, withdrawals need an approved identity check; deposits
// never stop, and the player is told what is needed.
import type { AmlFlag, AmlReviewRequest, AmlStatus } from '@hall/contracts/aml';
import { LOCALES, LOCALE_FIELD_SUFFIX } from '@hall/contracts/locale';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Executor, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { translate, type MessageKey } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import { dayOf, nextDay, startOfDayIn } from '../agent/periods';
import { hasApprovedKyc, latestSubmission } from '../kyc/repo';
import { operatorNames, writeAudit } from '../operator/repo';
import { insertLetter } from '../station/repo';
import {
  betSince,
  depositedBetween,
  findFlagView,
  hasOpenFlag,
  insertFlag,
  lastDeposit,
  listFlags,
  lockFlag,
  settleFlag,
  withdrawnBetween,
  type AmlFlagRow,
  usersWithOpenFlags,
  type FlagFilter,
} from './repo';

/**
 * The rules whose open flag asks for an approved identity check before a withdrawal (the issue:
 * "crossing one requires approved KYC"). Low turnover is flagged for review only: its withdrawal
 * waits in the withdrawal queue like every other, marked for the operator.
 */
const IDENTITY_RULES: readonly AmlFlagRow['rule'][] = ['single_deposit', 'daily_deposit', 'daily_withdraw'];
const needsIdentity = (flag: AmlFlagRow) => IDENTITY_RULES.includes(flag.rule);

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

/** The player's letter saying what is needed before the next withdrawal, in every language of the inbox. */
async function sendLetter(tx: Tx, userId: number, body: MessageKey, coins: bigint) {
  const texts: Record<string, string> = {};
  for (const locale of LOCALES) {
    const suffix = LOCALE_FIELD_SUFFIX[locale];
    texts[`title${suffix}`] = translate(locale, 'aml.letter_title');
    texts[`body${suffix}`] = `<p>${translate(locale, body, { coins: coins.toLocaleString('en-US') })}</p>`;
  }
  await insertLetter(tx, { ...texts, recipientId: userId });
}

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

/** Which of these players have an open flag (the withdrawal queue marks them). */
export const playersWithOpenFlags = (db: Executor, userIds: readonly number[]) => usersWithOpenFlags(db, userIds);

async function toFlags(db: Executor, rows: { flag: AmlFlagRow; account: string }[]): Promise<AmlFlag[]> {
  const users = [...new Set(rows.map((r) => r.flag.userId))];
  const [names, verified] = await Promise.all([
    operatorNames(
      db,
      rows.map((r) => r.flag.reviewedBy),
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

/** An operator clears an open flag or reports it as suspicious, with a note; audit-logged. */
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
    const [view] = await toFlags(tx, [(await findFlagView(tx, flag.id))!]);
    return view!;
  });
}
