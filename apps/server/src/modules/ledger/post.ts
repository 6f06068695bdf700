// The one posting function every feature uses to move coins. Inside the caller's transaction it
// (1) claims the idempotency key first, (2) locks both accounts in id order, (3) refuses to take an
// account that may not go negative below zero, (4) updates the balances and writes both entries.
// A key seen before returns the stored transfer and moves nothing.
import type { Tx } from '../../db/client';
import type { ledgerEntries, ledgerTransfers, transferKind } from '../../db/schema/ledger';
import { AppError } from '../../lib/app-error';
import { ledgerPostings } from '../../lib/process-metrics';
import { noteBalance } from '../../db/live-notes';
import {
  claimTransfer,
  claimTransfers,
  entriesOfTransfer,
  findTransferByKey,
  insertEntries,
  lockAccounts,
  setBalances,
  setPairBalances,
} from './post-repo';

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

export async function postTransfer(tx: Tx, input: TransferInput): Promise<PostedTransfer> {
  const claimed = await claimTransfer(tx, transferRow(input));
  if (claimed === undefined) return replay(tx, input);

  const accounts = await lockAccounts(tx, [input.debitAccountId, input.creditAccountId]);
  const debit = accounts.find((a) => a.id === input.debitAccountId);
  const credit = accounts.find((a) => a.id === input.creditAccountId);
  if (!debit || !credit) throw new Error('transfer names an account that does not exist');

  const debitAfter = debit.balance - input.amount;
  const creditAfter = credit.balance + input.amount;
  if (debitAfter < 0n && !debit.allowNegative) {
    throw new AppError(400, 'insufficient_funds', 'ledger.insufficient_funds');
  }

  const updated = await setPairBalances(tx, debit, debitAfter, credit, creditAfter);
  if (updated !== 2) throw new Error(`ledger accounts ${debit.id}/${credit.id} changed under their locks`);
  await insertEntries(tx, [
    {
      transferId: claimed,
      accountId: debit.id,
      amount: -input.amount,
      balanceBefore: debit.balance,
      balanceAfter: debitAfter,
    },
    {
      transferId: claimed,
      accountId: credit.id,
      amount: input.amount,
      balanceBefore: credit.balance,
      balanceAfter: creditAfter,
    },
  ]);
  ledgerPostings.inc({ kind: input.kind });
  notePlayers(tx, [debit, credit]);
  return { transferId: claimed, replayed: false, debitBalanceAfter: debitAfter, creditBalanceAfter: creditAfter };
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
 * Many transfers in the caller's transaction with a handful of statements instead of a handful per
 * transfer (settling thousands of rebates): the same steps as postTransfer, set-based. Keys seen
 * before are replayed one by one; any refusal (a wallet going below zero) refuses the whole batch.
 */
export async function postTransfers(tx: Tx, inputs: TransferInput[]): Promise<PostedTransfer[]> {
  if (inputs.length === 0) return [];
  if (new Set(inputs.map((i) => i.idempotencyKey)).size !== inputs.length)
    throw new Error('a batch of transfers names one idempotency key twice');
  const claimed = await claimTransfers(tx, inputs.map(transferRow));
  const claimedId = new Map(claimed.map((c) => [c.key, c.id]));
  const fresh = inputs.filter((input) => claimedId.has(input.idempotencyKey));

  const results = new Map<string, PostedTransfer>();
  if (fresh.length > 0) {
    const ids = [...new Set(fresh.flatMap((i) => [i.debitAccountId, i.creditAccountId]))];
    const locked = await lockAccounts(tx, ids);
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
    await setBalances(tx, moved);
    await insertEntries(tx, entries);
    for (const input of fresh) ledgerPostings.inc({ kind: input.kind });
    notePlayers(tx, moved);
  }
  for (const input of inputs)
    if (!results.has(input.idempotencyKey)) results.set(input.idempotencyKey, await replay(tx, input));
  return inputs.map((input) => results.get(input.idempotencyKey)!);
}
