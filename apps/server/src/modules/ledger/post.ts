// The one posting function every feature uses to move coins. Inside the caller's transaction it
// (1) claims the idempotency key first and locks both accounts in id order (one statement), (2)
// refuses to take an account that may not go negative below zero, (3) updates the balances and writes
// both entries (one statement). A key seen before returns the stored transfer and moves nothing.
import type { Tx } from '../../db/client';
import type { ledgerEntries, ledgerTransfers, transferKind } from '../../db/schema/ledger';
import { AppError } from '../../lib/app-error';
import { ledgerPostings } from '../../lib/process-metrics';
import { noteBalance } from '../../db/live-notes';
import { claimAndLock, entriesOfTransfer, findTransferByKey, writeBalancesAndEntries } from './post-repo';

export type TransferKind = (typeof transferKind.enumValues)[number];

export interface TransferInput {
  /** The account whose balance goes down. */
  debitAccountId: number;
  /** The account whose balance goes up. */
  creditAccountId: number;
  amount: bigint;
  kind: TransferKind;
  reference: string;
  idempotencyKey: string;
  metadata?: Record<string, unknown>;
}

export interface PostedTransfer {
  transferId: number;
  /** True when the key had been used before: nothing moved this time. */
  replayed: boolean;
  debitBalanceAfter: bigint;
  creditBalanceAfter: bigint;
}

/** The transfer row of an input, after the checks every posting makes first. */
function transferRow(input: TransferInput): typeof ledgerTransfers.$inferInsert {
  if (input.amount <= 0n) throw new Error(`transfer amount must be positive, got ${input.amount}`);
  if (input.debitAccountId === input.creditAccountId) throw new Error('a transfer needs two different accounts');
  return {
    debitAccountId: input.debitAccountId,
    creditAccountId: input.creditAccountId,
    amount: input.amount,
    kind: input.kind,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    metadata: input.metadata ?? null,
  };
}

/** Players whose coins moved hear of it once the posting commits (their live balance). */
function notePlayers(tx: Tx, accounts: Iterable<{ ownerUserId: number | null }>) {
  const owners = new Set<number>();
  for (const account of accounts) if (account.ownerUserId !== null) owners.add(account.ownerUserId);
  for (const userId of owners) noteBalance(tx, userId);
}

/** One transfer: postTransfers with one input (the same two statements, the same rules). */
export async function postTransfer(tx: Tx, input: TransferInput): Promise<PostedTransfer> {
  return (await postTransfers(tx, [input]))[0]!;
}

async function replay(tx: Tx, input: TransferInput): Promise<PostedTransfer> {
  const existing = await findTransferByKey(tx, input.idempotencyKey);
  if (
    !existing ||
    existing.debitAccountId !== input.debitAccountId ||
    existing.creditAccountId !== input.creditAccountId ||
    existing.amount !== input.amount ||
    existing.kind !== input.kind
  ) {
    throw AppError.idempotencyKeyReused();
  }
  const entries = await entriesOfTransfer(tx, existing.id);
  const after = (accountId: number) => entries.find((e) => e.accountId === accountId)?.balanceAfter ?? 0n;
  return {
    transferId: existing.id,
    replayed: true,
    debitBalanceAfter: after(existing.debitAccountId),
    creditBalanceAfter: after(existing.creditAccountId),
  };
}

/**
 * Transfers in the caller's transaction, in the order given, with two statements however many there
 * are (a spin's bet and win, thousands of rebates): claim the keys and lock the accounts, then write
 * the balances and both entries of each. Keys seen before are replayed one by one; any refusal (a
 * wallet going below zero) refuses the whole batch.
 */
export async function postTransfers(tx: Tx, inputs: TransferInput[]): Promise<PostedTransfer[]> {
  if (inputs.length === 0) return [];
  if (new Set(inputs.map((i) => i.idempotencyKey)).size !== inputs.length)
    throw new Error('a batch of transfers names one idempotency key twice');
  const rows = inputs.map(transferRow);
  const { claimed: claimedId, accounts: locked } = await claimAndLock(tx, rows, [
    ...new Set(inputs.flatMap((i) => [i.debitAccountId, i.creditAccountId])),
  ]);
  const fresh = inputs.filter((input) => claimedId.has(input.idempotencyKey));

  const results = new Map<string, PostedTransfer>();
  if (fresh.length > 0) {
    const accounts = new Map(locked.map((a) => [a.id, { ...a, postings: 0 }]));
    const entries: Array<typeof ledgerEntries.$inferInsert> = [];
    for (const input of fresh) {
      const debit = accounts.get(input.debitAccountId);
      const credit = accounts.get(input.creditAccountId);
      if (!debit || !credit) throw new Error('transfer names an account that does not exist');
      const debitAfter = debit.balance - input.amount;
      const creditAfter = credit.balance + input.amount;
      if (debitAfter < 0n && !debit.allowNegative)
        throw new AppError(400, 'insufficient_funds', 'ledger.insufficient_funds');
      const transferId = claimedId.get(input.idempotencyKey)!;
      // In the order they apply, so each account's entries chain balance to balance.
      entries.push(
        {
          transferId,
          accountId: debit.id,
          amount: -input.amount,
          balanceBefore: debit.balance,
          balanceAfter: debitAfter,
        },
        {
          transferId,
          accountId: credit.id,
          amount: input.amount,
          balanceBefore: credit.balance,
          balanceAfter: creditAfter,
        },
      );
      debit.balance = debitAfter;
      credit.balance = creditAfter;
      debit.postings += 1;
      credit.postings += 1;
      results.set(input.idempotencyKey, {
        transferId,
        replayed: false,
        debitBalanceAfter: debitAfter,
        creditBalanceAfter: creditAfter,
      });
    }
    const moved = [...accounts.values()].filter((a) => a.postings > 0);
    await writeBalancesAndEntries(tx, moved, entries);
    for (const input of fresh) ledgerPostings.inc({ kind: input.kind });
    notePlayers(tx, moved);
  }
  for (const input of inputs)
    if (!results.has(input.idempotencyKey)) results.set(input.idempotencyKey, await replay(tx, input));
  return inputs.map((input) => results.get(input.idempotencyKey)!);
}
