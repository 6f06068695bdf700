// Queries on banks and bank cards. Every card query names the owner; every function takes the
// executor it runs on, so a caller in a transaction passes its transaction.
import { and, asc, count, eq, inArray, isNull, ne, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ERASED } from '../../lib/erased';
import { bankCards, banks } from '../../db/schema/bank';

export type CardRow = typeof bankCards.$inferSelect;
export type BankRow = typeof banks.$inferSelect;

export async function listBankRows(db: Executor) {
  return db.select().from(banks).orderBy(asc(banks.sortOrder), asc(banks.id));
}

export async function findBank(db: Executor, bankId: number) {
  const [bank] = await db.select().from(banks).where(eq(banks.id, bankId));
  return bank;
}

const live = (userId: number) => and(eq(bankCards.userId, userId), isNull(bankCards.removedAt));

/** The player's live cards with their banks, oldest first. */
export async function listLiveCardsWithBank(db: Executor, userId: number) {
  return db
    .select({ card: bankCards, bank: banks })
    .from(bankCards)
    .innerJoin(banks, eq(banks.id, bankCards.bankId))
    .where(live(userId))
    .orderBy(asc(bankCards.id));
}

export async function findLiveCardWithBank(db: Executor, userId: number, cardId: number) {
  const [row] = await db
    .select({ card: bankCards, bank: banks })
    .from(bankCards)
    .innerJoin(banks, eq(banks.id, bankCards.bankId))
    .where(and(eq(bankCards.id, cardId), live(userId)));
  return row;
}

export async function listLiveCards(db: Executor, userId: number) {
  return db.select().from(bankCards).where(live(userId));
}

export async function countLiveCards(db: Executor, userId: number) {
  const [row] = await db.select({ n: count() }).from(bankCards).where(live(userId));
  return row?.n ?? 0;
}

export async function setCardFingerprint(db: Executor, cardId: number, fingerprint: string) {
  await db.update(bankCards).set({ cardFingerprint: fingerprint }).where(eq(bankCards.id, cardId));
}

export async function insertCard(db: Executor, values: typeof bankCards.$inferInsert) {
  const [card] = await db.insert(bankCards).values(values).returning();
  return card!;
}

export async function markCardRemoved(db: Executor, userId: number, cardId: number, at: Date) {
  await db
    .update(bankCards)
    .set({ removedAt: at })
    .where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId)));
}

/**
 * Replaces the card number, its fingerprint and the holder's names by the placeholder (privacy's
 * erasure); the card row stays, as withdrawals paid to it point at it.
 */
export async function eraseCardsOf(db: Executor, userId: number) {
  await db
    .update(bankCards)
    .set({
      cardNumberSealed: ERASED,
      cardFingerprint: null,
      cardLast4: '****',
      branchCode: null,
      branchName: null,
      holderFirstName: ERASED,
      holderLastName: ERASED,
      holderPinyinName: null,
    })
    .where(eq(bankCards.userId, userId));
}

/**
 * The cards with these ids (removed ones too) with their banks, by id: what another module's list
 * shows of the card a payment went to (its bank, last digits and holder).
 */
export async function cardsWithBanksByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { card: CardRow; bank: BankRow }>();
  const rows = await db
    .select({ card: bankCards, bank: banks })
    .from(bankCards)
    .innerJoin(banks, eq(banks.id, bankCards.bankId))
    .where(inArray(bankCards.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.card.id, row]));
}

/**
 * The owner of a card (bound, or removed since) with this fingerprint, other than `except`, who meets
 * `condition` (built on the owner's id column by the protection module: self-excluded).
 */
export async function cardOwnerWithFingerprint(
  db: Executor,
  fingerprint: string,
  condition: (userId: SQLWrapper) => SQL,
  except: number,
) {
  const [match] = await db
    .select({ id: bankCards.userId })
    .from(bankCards)
    .where(and(ne(bankCards.userId, except), eq(bankCards.cardFingerprint, fingerprint), condition(bankCards.userId)))
    .limit(1);
  return match;
}
