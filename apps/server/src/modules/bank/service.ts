// Bank cards: bound under the player's real name (SPEC.md section 5), stored with the number
// sealed by AES-256-GCM; every query names the owner, so a card id of someone else finds nothing.
import type { BankCard, BankCardSaveRequest } from '@hall/contracts/bank';
import type { Locale } from '@hall/contracts/locale';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import { inTransaction, pgErrorCode } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { localized } from '../../lib/localized';
import type { SecretBox } from '../../lib/secret-box';
import { lockRealName, lockUser, sameName } from '../user/service';
import {
  countLiveCards,
  findBank,
  findLiveCardWithBank,
  insertCard,
  listBankRows,
  listLiveCards,
  listLiveCardsWithBank,
  markCardRemoved,
  setCardFingerprint,
  type BankRow,
  type CardRow,
} from './repo';
import { identityChecks } from '../user/identity-checks';

export const MAX_CARDS = 5;

type SaveInput = z.output<typeof BankCardSaveRequest>;

export async function listBanks(db: Executor, locale: Locale) {
  const rows = await listBankRows(db);
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
  const rows = await listLiveCardsWithBank(db, userId);
  return rows.map((r) => toCard(r.card, r.bank, locale));
}

/** One of the player's cards, or a not-found error whether it is missing or someone else's. */
export async function findOwnCard(db: Executor, userId: number, cardId: number) {
  const row = await findLiveCardWithBank(db, userId, cardId);
  if (!row) throw new AppError(404, 'card_unknown', 'bank.card_unknown');
  return row;
}

export async function getCard(db: Executor, userId: number, cardId: number, locale: Locale) {
  const row = await findOwnCard(db, userId, cardId);
  return toCard(row.card, row.bank, locale);
}

/** The card holder rule (SPEC.md section 5): a card is in the player's real name. */
export function holderIsRealName(
  user: { firstName: string | null; lastName: string | null },
  card: { holderFirstName: string; holderLastName: string },
) {
  return (
    Boolean(user.firstName && user.lastName) &&
    sameName(user.firstName, card.holderFirstName) &&
    sameName(user.lastName, card.holderLastName)
  );
}

/**
 * The fingerprints of the player's live cards under the active key. Cards bound before
 * fingerprints existed, or under a key since rotated, are recomputed (the player's row is locked,
 * so nobody else writes them) and stored when the bind succeeds; a second copy of one number keeps
 * its stale value rather than break the unique index, and still counts as a duplicate here.
 */
async function currentFingerprints(tx: Tx, box: SecretBox, cards: CardRow[]) {
  const isCurrent = (f: string | null): f is string => f?.startsWith(`${box.activeKeyId}.`) ?? false;
  const seen = new Set(cards.map((c) => c.cardFingerprint).filter(isCurrent));
  for (const card of cards) {
    if (isCurrent(card.cardFingerprint)) continue;
    let fingerprint: string;
    try {
      fingerprint = box.fingerprint(box.open(card.cardNumberSealed));
    } catch {
      continue; // sealed with a key no longer configured: nothing can be compared with it
    }
    if (!seen.has(fingerprint)) {
      await setCardFingerprint(tx, card.id, fingerprint);
      seen.add(fingerprint);
    }
  }
  return seen;
}

export async function saveCard(db: Db, box: SecretBox, userId: number, input: SaveInput, locale: Locale) {
  const fingerprint = box.fingerprint(input.cardNumber);
  // A self-excluded player's card does not open a second account (refused before anything is held).
  await identityChecks().assertCardNotExcluded(db, userId, fingerprint);
  try {
    return await inTransaction(db, async (tx) => {
      // The player's row is locked to the end: parallel binds count and compare one at a time,
      // and a rename waits, so the name checked here is the name the card is stored under.
      const user = await lockUser(tx, userId);
      if (!user) throw AppError.notSignedIn();
      if (!user.firstName || !user.lastName) throw new AppError(400, 'profile_incomplete', 'bank.profile_incomplete');
      if (!holderIsRealName(user, input)) throw new AppError(400, 'holder_mismatch', 'bank.holder_mismatch');
      const bank = await findBank(tx, input.bankId);
      if (!bank) throw new AppError(400, 'bank_unknown', 'bank.bank_unknown');

      const existing = await listLiveCards(tx, userId);
      if (existing.length >= MAX_CARDS)
        throw new AppError(409, 'too_many_cards', 'bank.too_many_cards', { max: MAX_CARDS });
      if ((await currentFingerprints(tx, box, existing)).has(fingerprint)) throw cardDuplicate();

      const card = await insertCard(tx, {
        userId,
        bankId: bank.id,
        cardNumberSealed: box.seal(input.cardNumber),
        cardFingerprint: fingerprint,
        cardLast4: input.cardNumber.slice(-4),
        branchCode: input.branchCode || null,
        branchName: input.branchName || null,
        holderFirstName: input.holderFirstName,
        holderLastName: input.holderLastName,
        holderPinyinName: input.holderPinyinName || null,
      });
      // The first card fixes the real name: from now on it changes only through support.
      await lockRealName(tx, userId);
      return toCard(card, bank, locale);
    });
  } catch (error) {
    // The unique index on (player, fingerprint) has the last word on a duplicate.
    if (pgErrorCode(error) === '23505') throw cardDuplicate();
    throw error;
  }
}

const cardDuplicate = () => new AppError(409, 'card_duplicate', 'bank.card_duplicate');

export async function removeCard(db: Executor, userId: number, cardId: number) {
  await findOwnCard(db, userId, cardId);
  await markCardRemoved(db, userId, cardId, new Date());
}

export async function countCards(db: Executor, userId: number) {
  return countLiveCards(db, userId);
}
