// Coins between an agent and its team (SPEC.md section 7: type/member/transfer and .../decrease).
// An agent gives to any member of its subtree and takes back only from a direct subordinate, only
// what it gave and the member still holds: never the member's own deposits or winnings. Each move
// is one ledger transfer (kind agent_transfer) keyed by the agent's request key, in one transaction
// with the credit row that records what may be taken back, and the member gets a station letter.
import type { MemberTransferResult } from '@hall/contracts/agent';
import type { Db, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { translate, type MessageKey } from '../../i18n/translate';
import { verifyFundPassword } from '../auth/service';
import { walletAccount, walletBalance } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { admitMoneyIn } from '../protection/money-in';
import { sendPlayerLetter } from '../letters/service';
import { findUserById } from '../user/service';
import { requireActiveAgent } from './application';
import { lockCredit, setCredit, transferTarget } from './repo';

export interface TransferDeps {
  db: Db;
  store: EphemeralStore;
}

interface TransferInput {
  userId: number;
  amount: string;
  fundPassword: string;
  requestKey: string;
}

export async function transferToMember(deps: TransferDeps, agentUserId: number, input: TransferInput) {
  return move(deps, agentUserId, input, 'give');
}

export async function takeBackFromMember(deps: TransferDeps, agentUserId: number, input: TransferInput) {
  return move(deps, agentUserId, input, 'take');
}

async function move(
  deps: TransferDeps,
  agentUserId: number,
  input: TransferInput,
  direction: 'give' | 'take',
): Promise<MemberTransferResult> {
  await requireActiveAgent(deps.db, agentUserId);
  const agent = await findUserById(deps.db, agentUserId);
  if (!agent) throw AppError.notSignedIn();
  await verifyFundPassword(deps.store, agent, input.fundPassword);
  const amount = BigInt(input.amount);

  return inTransaction(deps.db, async (tx) => {
    // The member is looked up through the agent's closure rows, with its wallet, before anything is
    // locked or written: someone else's member and a user that does not exist look the same.
    const member = await transferTarget(tx, agentUserId, input.userId);
    if (!member) throw AppError.notFound();
    if (direction === 'take' && member.depth !== 1)
      throw new AppError(400, 'take_back_direct_only', 'agent.take_back_direct_only');
    // Coins given are money in for the member: refused on the member's break or self-exclusion and
    // past the member's deposit limits, before any row is locked (the protection lock comes first).
    if (direction === 'give')
      await admitMoneyIn(tx, { userId: input.userId, path: 'agent_transfer', coins: amount, movedBy: 'other' });
    // The credit row is locked first on both directions, so a give and a take of one pair queue
    // instead of deadlocking on the wallets.
    const outstanding = await lockCredit(tx, agentUserId, input.userId);
    const agentWallet = await walletAccount(tx, agentUserId);
    const memberWallet = member.walletId ?? (await walletAccount(tx, input.userId));
    const posted = await postTransfer(tx, {
      debitAccountId: direction === 'give' ? agentWallet : memberWallet,
      creditAccountId: direction === 'give' ? memberWallet : agentWallet,
      amount,
      kind: 'agent_transfer',
      reference: `agent:${agentUserId}:${input.userId}`,
      idempotencyKey: `agent-transfer:${agentUserId}:${input.requestKey}`,
      metadata: { agentUserId, memberUserId: input.userId, direction },
    }).catch(async (error: unknown) => {
      // "Not enough coins" says whose: the agent's own balance on a give, what the member still
      // holds on a take-back (the member may have played what was sent). The ledger refused before
      // writing anything, so the transaction can still read the balance to name it.
      if (!(error instanceof AppError) || error.reason !== 'insufficient_funds') throw error;
      const held = await walletBalance(tx, direction === 'give' ? agentUserId : input.userId);
      throw new AppError(
        400,
        'insufficient_funds',
        direction === 'give' ? 'agent.give_over_balance' : 'agent.take_over_held',
        { balance: held.toLocaleString('en-US') },
      );
    });
    // Checked after the posting, which a repeated request replays whatever the limit is now; a new
    // take-back over the limit throws here and the transaction takes the posting back.
    if (!posted.replayed && direction === 'take' && amount > outstanding)
      throw new AppError(400, 'take_back_limit', 'agent.take_back_limit', {
        limit: outstanding.toLocaleString('en-US'),
      });
    let limit = outstanding;
    if (!posted.replayed) {
      limit = direction === 'give' ? outstanding + amount : outstanding - amount;
      await setCredit(tx, agentUserId, input.userId, limit);
      await letter(tx, input.userId, direction, { agent: agent.account, amount: amount.toLocaleString('en-US') });
    }
    return {
      transferId: posted.transferId,
      balance: String(direction === 'give' ? posted.debitBalanceAfter : posted.creditBalanceAfter),
      takeBackLimit: String(limit),
    };
  });
}

/** A station letter to the member in every language, read in the one the member chose. */
async function letter(tx: Tx, userId: number, direction: 'give' | 'take', params: Record<string, string>) {
  const title: MessageKey = direction === 'give' ? 'agent.letter.received_title' : 'agent.letter.taken_title';
  const body: MessageKey = direction === 'give' ? 'agent.letter.received_body' : 'agent.letter.taken_body';
  // Through the letters module, in this transaction: the member's open pages learn the new unread count once committed.
  await sendPlayerLetter(tx, userId, (locale) => ({
    title: translate(locale, title, params),
    body: translate(locale, body, params),
  }));
}
