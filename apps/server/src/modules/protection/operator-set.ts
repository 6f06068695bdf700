// Customer service setting a player's protections for them: a deposit or loss limit, a break or a
// self-exclusion, each with a reason. An operator only ever tightens (a lower limit, a longer break or
// exclusion), so nothing the player chose is loosened; each action is written to the audit log and the
// player's protection history and told to the player by letter, in one transaction.
import type { ExclusionPeriod, LimitKind, LimitPeriod } from '@hall/contracts/protection';
import type { Locale } from '@hall/contracts/locale';
import { addDays } from 'date-fns';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { translate } from '../../i18n/translate';
import { escapeHtml } from '../../lib/escape-html';
import { writeAudit } from '../operator/service';
import { revokeUserSessions } from '../session/service';
import { sendPlayerLetter } from '../letters/service';
import {
  currentLimits,
  EXCLUSION_END,
  type FindPlayer,
  liveExclusions,
  protectionHistory,
  protectionStatus,
  standing,
} from './service';
import { insertExclusion, lockPlayerProtections, rememberEvent, upsertLimit } from './repo';

export type OperatorAction =
  | { action: 'limit'; userId: number; kind: LimitKind; period: LimitPeriod; amount: string; reason: string }
  | { action: 'timeout'; userId: number; days: number; reason: string }
  | { action: 'exclude'; userId: number; period: ExclusionPeriod; reason: string };

const loosening = () => new AppError(409, 'operator_loosen', 'protection.operator_loosen');

/** A date every language reads the same way. */
const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The letter telling the player what customer service set, and why. */
function letterFor(input: OperatorAction, endsAt: Date | null) {
  const paragraph = (s: string) => `<p>${escapeHtml(s)}</p>`;
  return (locale: Locale) => {
    let body: string;
    if (input.action === 'limit')
      body = translate(locale, `protection.operator_letter_${input.kind}_limit`, {
        period: translate(locale, `protection.period_${input.period}`),
        amount: BigInt(input.amount).toLocaleString('en-US'),
      });
    else if (input.action === 'timeout')
      body = translate(locale, 'protection.operator_letter_timeout', { until: when(endsAt!) });
    else
      body = endsAt
        ? translate(locale, 'protection.operator_letter_exclusion', { until: when(endsAt) })
        : translate(locale, 'protection.operator_letter_exclusion_permanent');
    return {
      title: translate(locale, 'protection.operator_letter_title'),
      body:
        paragraph(body) + paragraph(translate(locale, 'protection.operator_letter_reason', { reason: input.reason })),
    };
  };
}

/** Sets a limit, break or exclusion for the player, refusing anything that would loosen theirs. */
export async function setProtectionByOperator(
  { db, findPlayer }: { db: Db; findPlayer: FindPlayer },
  operatorId: number,
  input: OperatorAction,
  ip: string,
  now = new Date(),
) {
  const { userId } = input;
  if (!(await findPlayer(db, userId))) throw AppError.notFound();
  await inTransaction(db, async (tx) => {
    await lockPlayerProtections(tx, userId);
    const before = await protectionStatus(tx, userId, now);
    let endsAt: Date | null = null;
    let detail: string;
    if (input.action === 'limit') {
      const { kind, period } = input;
      const amount = BigInt(input.amount);
      const inForce = (await currentLimits(tx, userId, kind, now)).find((l) => l.period === period)?.amount ?? null;
      if (inForce !== null && amount > inForce) throw loosening();
      // Lower at once, and any raise or removal the player had waiting is dropped with it.
      const values = { amount, pendingAmount: null, pendingFrom: null, updatedAt: now };
      await upsertLimit(tx, { userId, kind, period }, values);
      detail = `${period}: ${amount.toString()} (at once)`;
    } else {
      endsAt = input.action === 'timeout' ? addDays(now, input.days) : EXCLUSION_END[input.period](now);
      const { inForce } = standing(await liveExclusions(tx, userId, now), now);
      // One in force that lasts as long or longer already covers this: adding it would change nothing
      // but the record, so it is refused as the player's own second choice would be.
      if (inForce && (inForce.endsAt === null || (endsAt !== null && inForce.endsAt >= endsAt)))
        throw new AppError(409, 'already_excluded', 'protection.already_excluded');
      const kind = input.action === 'timeout' ? 'timeout' : 'self_exclusion';
      await insertExclusion(tx, { userId, kind, startsAt: now, endsAt });
      detail = endsAt ? `until ${endsAt.toISOString()}` : 'permanent';
      // Signed out everywhere, as when players exclude themselves.
      if (kind === 'self_exclusion') await revokeUserSessions(tx, userId, now);
    }
    const eventKind =
      input.action === 'limit' ? `${input.kind}_limit` : input.action === 'timeout' ? 'timeout' : 'self_exclusion';
    await rememberEvent(tx, userId, eventKind, `${detail}; by support: ${input.reason}`.slice(0, 200));
    const letter = await sendPlayerLetter(tx, userId, letterFor(input, endsAt));
    await writeAudit(tx, {
      operatorId,
      action: `protection.${input.action}`,
      targetType: 'user',
      targetId: userId,
      before: { exclusion: before.exclusion, limits: before.limits, lossLimits: before.lossLimits },
      after: { ...input, endsAt: endsAt?.toISOString() ?? null, letterId: letter.id },
      ip,
    });
  });
  const [status, history] = await Promise.all([protectionStatus(db, userId, now), protectionHistory(db, userId)]);
  return { ...status, history };
}
