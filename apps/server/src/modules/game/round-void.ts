// Voiding a round because the game malfunctioned, as the terms promise: the round is void, its
// stake is returned and its win taken back. In one transaction with the round locked: the void row
// (claimed once, so voiding again moves nothing more), the ledger postings, the audit entry and the
// player's letter. A wallet never goes below zero: what the player has already spent of the win is
// borne by the site and recorded as unrecovered, and the terms say so.
import type { AdminRound } from '@hall/contracts/game';
import type { Db, Executor, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { translate } from '../../i18n/translate';
import { escapeHtml } from '../../lib/escape-html';
import { unrollVoidedRound } from '../agent/rollup';
import { voidBonusPart } from '../bonus/void';
import { SYSTEM_ACCOUNTS, lockedBalance, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { writeAudit } from '../operator/service';
import { sendPlayerLetter } from '../letters/service';
import { findRoundForOperator, insertRoundVoid, type RoundRow, type RoundVoidRow } from './repo';

type Actor = { operatorId: number; ip: string };
type Found = NonNullable<Awaited<ReturnType<typeof findRoundForOperator>>>;

/** The round as the back office sees it: whose it is, what moved and whether it was voided. */
function toAdminRound(found: Found): AdminRound {
  const { round, voided } = found;
  return {
    roundSn: round.roundSn,
    userId: round.userId,
    account: found.account,
    machineId: round.machineId,
    gameId: round.gameId,
    bet: round.bet.toString(),
    bonusBet: round.bonusBet.toString(),
    win: round.win.toString(),
    createdAt: round.createdAt.toISOString(),
    voided: voided && {
      reason: voided.reason,
      refunded: voided.refunded.toString(),
      recovered: voided.recovered.toString(),
      unrecovered: voided.unrecovered.toString(),
      at: voided.createdAt.toISOString(),
    },
  };
}

export async function adminGetRound(db: Executor, roundSn: string) {
  const found = await findRoundForOperator(db, roundSn);
  if (!found) throw new AppError(404, 'round_unknown', 'game.round_unknown');
  return toAdminRound(found);
}

const minOf = (a: bigint, b: bigint) => (a < b ? a : b);

/** The cash part: the stake back to the wallet first, then the win out of it, as far as it holds. */
async function voidCashPart(tx: Tx, round: RoundRow, house: number, stake: bigint, win: bigint) {
  const wallet = await walletAccount(tx, round.userId);
  const post = (debit: number, credit: number, amount: bigint, key: string) =>
    postTransfer(tx, {
      debitAccountId: debit,
      creditAccountId: credit,
      amount,
      kind: 'round_void',
      reference: `round:${round.roundSn}`,
      idempotencyKey: `${key}:${round.roundSn}`,
    });
  if (stake > 0n) await post(house, wallet, stake, 'void-stake');
  const recovered = minOf(win, await lockedBalance(tx, wallet));
  if (recovered > 0n) await post(wallet, house, recovered, 'void-win');
  return { refunded: stake, recovered, unrecovered: win - recovered };
}

const coins = (n: bigint) => n.toLocaleString('en-US');

function voidLetter(round: RoundRow, row: RoundVoidRow) {
  return (locale: Parameters<typeof translate>[0]) => ({
    title: translate(locale, 'game.void_letter_title', { sn: round.roundSn }),
    body:
      translate(locale, 'game.void_letter_body', {
        sn: round.roundSn,
        machine: round.machineId,
        reason: escapeHtml(row.reason),
        refunded: coins(row.refunded),
        recovered: coins(row.recovered),
      }) +
      (row.unrecovered > 0n
        ? translate(locale, 'game.void_letter_unrecovered', { amount: coins(row.unrecovered) })
        : ''),
  });
}

/**
 * Voids a round: the stake returned, the win taken back. A round voided already is answered as it
 * stands, with nothing moved, audited or sent again.
 */
export async function voidRound(
  db: Db,
  input: { roundSn: string; reason: string },
  actor: Actor,
  /** The site's time zone, where the team figures' days begin and end. */
  zone: string,
) {
  const roundSn = await inTransaction(db, async (tx) => {
    // The round's row lock makes two voids of it take turns: the second finds the first's row.
    const found = await findRoundForOperator(tx, input.roundSn, { lock: true });
    if (!found) throw new AppError(404, 'round_unknown', 'game.round_unknown');
    if (found.voided) return found.round.roundSn;
    const { round } = found;
    const house = await systemAccount(tx, SYSTEM_ACCOUNTS.houseShard(round.userId));
    // The win was split as the stake was (ledger/bet-funding.ts): the bonus part of each is locked coins.
    const bonusWin = round.win > 0n && round.bonusBet > 0n ? (round.win * round.bonusBet) / round.bet : 0n;
    const bonus = await voidBonusPart(tx, round.userId, {
      roundSn: round.roundSn,
      house,
      stake: round.bonusBet,
      win: bonusWin,
    });
    const cash = await voidCashPart(tx, round, house, round.bet - round.bonusBet, round.win - bonusWin);
    const row = await insertRoundVoid(tx, {
      roundId: round.id,
      operatorId: actor.operatorId,
      reason: input.reason,
      refunded: cash.refunded + bonus.refunded,
      recovered: cash.recovered + bonus.recovered,
      unrecovered: cash.unrecovered + bonus.unrecovered,
    });
    if (!row) throw AppError.conflict();
    // Every figure that sums rounds leaves a voided one out when it reads them; the team figures
    // already rolled up for the round's day are corrected here.
    await unrollVoidedRound(tx, round, zone);
    const letter = await sendPlayerLetter(tx, round.userId, voidLetter(round, row));
    await writeAudit(tx, {
      operatorId: actor.operatorId,
      action: 'round.void',
      targetType: 'game_round',
      targetId: round.roundSn,
      before: { bet: round.bet.toString(), win: round.win.toString(), bonusBet: round.bonusBet.toString() },
      after: {
        reason: row.reason,
        refunded: row.refunded.toString(),
        recovered: row.recovered.toString(),
        unrecovered: row.unrecovered.toString(),
        letterId: letter.id,
      },
      ip: actor.ip,
    });
    return round.roundSn;
  });
  return adminGetRound(db, roundSn);
}
