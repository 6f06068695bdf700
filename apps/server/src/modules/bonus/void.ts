// The bonus part of a voided round. A spin paid partly from a locked bonus had that part of its
// win locked too (ledger/bet-funding.ts); voiding it gives the bonus stake back to, and takes the
// bonus win out of, the locked account while that bonus is still being wagered. Once the bonus has
// ended (completed, lost, expired or given up) its coins are gone and nothing of them moves.
import type { Tx } from '../../db/client';
import { bonusAccount, lockedBalance } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { activeGrant } from './repo';

export interface VoidedBonusPart {
  refunded: bigint;
  recovered: bigint;
  unrecovered: bigint;
}

export async function voidBonusPart(
  tx: Tx,
  userId: number,
  part: { roundSn: string; house: number; stake: bigint; win: bigint },
): Promise<VoidedBonusPart> {
  const none = { refunded: 0n, recovered: 0n, unrecovered: 0n };
  if (part.stake === 0n && part.win === 0n) return none;
  // Locked like a spin locks it, so a spin in flight and this void take turns.
  if (!(await activeGrant(tx, userId, true))) return none;
  const locked = await bonusAccount(tx, userId);
  if (part.stake > 0n)
    await postTransfer(tx, {
      debitAccountId: part.house,
      creditAccountId: locked,
      amount: part.stake,
      kind: 'round_void',
      reference: `round:${part.roundSn}`,
      idempotencyKey: `void-stake-bonus:${part.roundSn}`,
    });
  const recovered = minOf(part.win, await lockedBalance(tx, locked));
  if (recovered > 0n)
    await postTransfer(tx, {
      debitAccountId: locked,
      creditAccountId: part.house,
      amount: recovered,
      kind: 'round_void',
      reference: `round:${part.roundSn}`,
      idempotencyKey: `void-win-bonus:${part.roundSn}`,
    });
  return { refunded: part.stake, recovered, unrecovered: part.win - recovered };
}

const minOf = (a: bigint, b: bigint) => (a < b ? a : b);
