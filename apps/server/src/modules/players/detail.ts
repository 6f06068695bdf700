// One player as the desk sees it: profile, wallet, identity check, cards (last four only), agent
// chain, open sessions and the desk's notes; and the wallet's ledger entries, newest first.
import type { z } from 'zod';
import type { PlayerDetail, PlayerLedgerRequest, PlayerRoundsRequest } from '@hall/contracts/admin';
import type { Locale } from '@hall/contracts/locale';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { localized } from '../../lib/localized';
import { findPlayer, playerDetailRows, roundsPage, walletAccountId, walletEntriesPage } from './repo';

export async function playerDetail(
  db: Executor,
  userId: number,
  locale: Locale,
  now = new Date(),
): Promise<PlayerDetail> {
  const user = await findPlayer(db, userId);
  if (!user) throw AppError.notFound();
  const [[account], [kyc], [agent], chain, cards, open, notes] = await playerDetailRows(db, userId, now);
  return {
    profile: {
      id: user.id,
      account: user.account,
      email: user.email,
      phone: user.phone,
      nickname: user.nickname,
      firstName: user.firstName,
      lastName: user.lastName,
      countryCode: user.countryCode,
      locale: user.locale,
      status: user.status,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    },
    balance: (account?.balance ?? 0n).toString(),
    kycStatus: kyc?.status ?? null,
    isAgent: agent?.status === 'approved',
    agentChain: chain.map((c) => c.account),
    cards: cards.map(({ card, bank }) => ({
      id: card.id,
      bankName: localized(bank, 'name', locale),
      last4: card.cardLast4,
      createdAt: card.createdAt.toISOString(),
      removed: card.removedAt !== null,
    })),
    sessions: open.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
    })),
    notes: notes.map(({ note, operator }) => ({
      id: note.id,
      operator,
      text: note.text,
      createdAt: note.createdAt.toISOString(),
    })),
  };
}

export async function playerLedger(db: Executor, q: z.output<typeof PlayerLedgerRequest>) {
  const accountId = await walletAccountId(db, q.userId);
  if (accountId === undefined) return { list: [], total: 0, page: q.page, pageSize: q.pageSize };
  const [rows, [total]] = await walletEntriesPage(db, accountId, q);
  return {
    list: rows.map(({ entry, kind, reference }) => ({
      id: entry.id,
      kind,
      amount: entry.amount.toString(),
      balanceAfter: entry.balanceAfter.toString(),
      reference,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total!.n,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function playerRounds(db: Executor, q: z.output<typeof PlayerRoundsRequest>) {
  const [rows, [total]] = await roundsPage(db, q);
  return {
    list: rows.map(({ r, voidedAt }) => ({
      roundSn: r.roundSn,
      machineId: r.machineId,
      gameId: r.gameId,
      bet: r.bet.toString(),
      win: r.win.toString(),
      bonus: r.bonus,
      serverSeedHash: r.serverSeedHash,
      clientSeed: r.clientSeed,
      nonce: r.nonce,
      createdAt: r.createdAt.toISOString(),
      // Listed as played, marked: the desk answers questions about it (Rounds has what it moved).
      voided: voidedAt !== null,
    })),
    total: total!.n,
    page: q.page,
    pageSize: q.pageSize,
  };
}
