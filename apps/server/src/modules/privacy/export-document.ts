// The copy of a player's data: one JSON document with a section per kind of record, each read
// through the owning module's own player-facing call (so it shows what the player's pages show, in
// the player's language), every page of it. Hashes, photos and full card numbers never appear.
import { Locale } from '@hall/contracts/locale';
import type { Executor } from '../../db/client';
import type { PayDeps } from '../pay/service';
import { listDeposits as listBankDeposits } from '../pay/service';
import { listDeposits as listCryptoDeposits, ownDeposit } from '../crypto/deposits';
import { listWithdrawals } from '../withdrawal/service';
import { gameRecords } from '../game/service';
import { bonusHistory } from '../bonus/service';
import { listCards } from '../bank/service';
import { inbox } from '../letters/service';
import { findUserById } from '../user/service';
import { identityCheckHistory } from '../kyc/personal-data';

export const EXPORT_FORMAT = 'hall.data-export/1';
const PAGE = 100;

/** Every page of a paged list, in the list's own order. */
async function allPages<T>(fetch: (paging: { page: number; pageSize: number }) => Promise<{ list: T[] }>) {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const { list } = await fetch({ page, pageSize: PAGE });
    all.push(...list);
    if (list.length < PAGE) return all;
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function buildExportDocument(deps: PayDeps, userId: number, now: Date) {
  const db: Executor = deps.db;
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  const locale: Locale = Locale.safeParse(user.locale).data ?? 'en-US';
  return {
    format: EXPORT_FORMAT,
    generatedAt: now.toISOString(),
    account: {
      id: user.id,
      account: user.account,
      email: user.email,
      nickname: user.nickname,
      firstName: user.firstName,
      lastName: user.lastName,
      pinyinName: user.pinyinName,
      phone: user.phone,
      countryCode: user.countryCode,
      idNumber: user.idNumber,
      birthDate: user.birthDate,
      locale: user.locale,
      status: user.status,
      hasFundPassword: user.fundPasswordHash !== null,
      realityCheckMinutes: user.realityCheckMinutes,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: iso(user.lastLoginAt),
      ageConfirmedAt: iso(user.ageConfirmedAt),
    },
    kyc: (await identityCheckHistory(db, userId)).map((k) => ({
      ...k,
      createdAt: k.createdAt.toISOString(),
      reviewedAt: iso(k.reviewedAt),
    })),
    cards: await listCards(db, userId, locale),
    deposits: {
      // A record, not a way to pay: the open order's payment link is left out.
      bank: (await allPages((p) => listBankDeposits(deps, userId, p, locale))).map(
        ({ payUrl: _payUrl, ...order }) => order,
      ),
      crypto: (await allPages((p) => listCryptoDeposits(db, { userId }, p))).map(ownDeposit),
    },
    withdrawals: await allPages((p) => listWithdrawals(db, userId, p, locale)),
    rounds: await allPages((p) => gameRecords(db, userId, p, locale)),
    bonuses: await allPages((p) => bonusHistory(db, userId, p)),
    letters: await allPages((p) => inbox(db, userId, p, locale)),
  };
}

export type ExportDocument = Awaited<ReturnType<typeof buildExportDocument>>;
