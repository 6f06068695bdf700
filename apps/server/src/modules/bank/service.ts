// Bank cards: bound under the player's real name (SPEC.md section 5), stored with the number
// sealed by AES-256-GCM; every query names the owner, so a card id of someone else finds nothing.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { BankCard, BankCardSaveRequest } from '@hall/contracts/bank';
import type { Locale } from '@hall/contracts/locale';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { bankCards, banks } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { localized } from '../../lib/localized';
import type { SecretBox } from '../../lib/secret-box';
import { findUserById } from '../user/repo';

export const MAX_CARDS = 5;

type SaveInput = z.output<typeof BankCardSaveRequest>;
type CardRow = typeof bankCards.$inferSelect;
type BankRow = typeof banks.$inferSelect;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

export async function listBanks(db: Executor, locale: Locale) {
  const rows = await db.select().from(banks).orderBy(asc(banks.sortOrder), asc(banks.id));
  return rows.map((b) => ({ id: b.id, code: b.code, countryCode: b.countryCode, name: localized(b, 'name', locale) }));
}

function toCard(card: CardRow, bank: BankRow, locale: Locale): BankCard {
  return {
    id: card.id,
    bankId: bank.id,
    bankName: localized(bank, 'name', locale),
    cardNumberMasked: `**** **** ${card.cardLast4}`,
    last4: card.cardLast4,
    branchCode: card.branchCode,
    branchName: card.branchName,
    holderName: `${card.holderLastName} ${card.holderFirstName}`,
    createdAt: card.createdAt.toISOString(),
  };
}

/** The player's live cards (owner named in the query). */
export async function listCards(db: Executor, userId: number, locale: Locale) {
  const rows = await db
    .select({ card: bankCards, bank: banks })
    .from(bankCards)
    .innerJoin(banks, eq(banks.id, bankCards.bankId))
    .where(and(eq(bankCards.userId, userId), isNull(bankCards.removedAt)))
    .orderBy(asc(bankCards.id));
  return rows.map((r) => toCard(r.card, r.bank, locale));
}

/** One of the player's cards, or a not-found error whether it is missing or someone else's. */
export async function findOwnCard(db: Executor, userId: number, cardId: number) {
  const [row] = await db
    .select({ card: bankCards, bank: banks })
    .from(bankCards)
    .innerJoin(banks, eq(banks.id, bankCards.bankId))
    .where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId), isNull(bankCards.removedAt)));
  if (!row) throw new AppError(404, 'card_unknown', 'bank.card_unknown');
  return row;
}

export async function getCard(db: Executor, userId: number, cardId: number, locale: Locale) {
  const row = await findOwnCard(db, userId, cardId);
  return toCard(row.card, row.bank, locale);
}

export async function saveCard(db: Executor, box: SecretBox, userId: number, input: SaveInput, locale: Locale) {
  const user = await findUserById(db, userId);
  if (!user) throw AppError.notSignedIn();
  if (!user.firstName || !user.lastName) throw new AppError(400, 'profile_incomplete', 'bank.profile_incomplete');
  if (!same(user.firstName, input.holderFirstName) || !same(user.lastName, input.holderLastName)) {
    throw new AppError(400, 'holder_mismatch', 'bank.holder_mismatch');
  }
  const [bank] = await db.select().from(banks).where(eq(banks.id, input.bankId));
  if (!bank) throw new AppError(400, 'bank_unknown', 'bank.bank_unknown');

  const existing = await db
    .select({ card: bankCards })
    .from(bankCards)
    .where(and(eq(bankCards.userId, userId), isNull(bankCards.removedAt)));
  if (existing.length >= MAX_CARDS)
    throw new AppError(409, 'too_many_cards', 'bank.too_many_cards', { max: MAX_CARDS });
  const duplicate = existing.some(
    (e) =>
      e.card.bankId === input.bankId &&
      e.card.cardLast4 === input.cardNumber.slice(-4) &&
      box.open(e.card.cardNumberSealed) === input.cardNumber,
  );
  if (duplicate) throw new AppError(409, 'card_duplicate', 'bank.card_duplicate');

  const [card] = await db
    .insert(bankCards)
    .values({
      userId,
      bankId: bank.id,
      cardNumberSealed: box.seal(input.cardNumber),
      cardLast4: input.cardNumber.slice(-4),
      branchCode: input.branchCode || null,
      branchName: input.branchName || null,
      holderFirstName: input.holderFirstName,
      holderLastName: input.holderLastName,
      holderPinyinName: input.holderPinyinName || null,
    })
    .returning();
  return toCard(card!, bank, locale);
}

export async function removeCard(db: Executor, userId: number, cardId: number) {
  await findOwnCard(db, userId, cardId);
  await db
    .update(bankCards)
    .set({ removedAt: new Date() })
    .where(and(eq(bankCards.id, cardId), eq(bankCards.userId, userId)));
}

export async function countCards(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(bankCards)
    .where(and(eq(bankCards.userId, userId), isNull(bankCards.removedAt)));
  return row?.n ?? 0;
}
