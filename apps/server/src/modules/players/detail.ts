// One player as the desk sees it: profile, wallet, identity check, cards (last four only), agent
// chain, open sessions and the desk's notes; and the wallet's ledger entries, newest first.
import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlayerDetail, PlayerLedgerRequest, PlayerRoundsRequest } from '@hall/contracts/admin';
import type { Locale } from '@hall/contracts/locale';
import type { Executor } from '../../db/client';
import {
  agents,
  bankCards,
  banks,
  gameRounds,
  kycSubmissions,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  operators,
  playerNotes,
  roundVoids,
  sessions,
  users,
  userTree,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { localized } from '../../lib/localized';

const wallet = (userId: number) =>
  and(
    eq(ledgerAccounts.ownerUserId, userId),
    eq(ledgerAccounts.kind, 'user_wallet'),
    eq(ledgerAccounts.currency, 'COIN'),
  );

export async function playerDetail(
  db: Executor,
  userId: number,
  locale: Locale,
  now = new Date(),
): Promise<PlayerDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.notFound();
  const [[account], [kyc], [agent], chain, cards, open, notes] = await Promise.all([
    db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(wallet(userId)),
    db
      .select({ status: kycSubmissions.status })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, userId))
      .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
      .limit(1),
    db.select({ status: agents.status }).from(agents).where(eq(agents.userId, userId)),
    db
      .select({ account: users.account })
      .from(userTree)
      .innerJoin(users, eq(users.id, userTree.ancestorId))
      .where(and(eq(userTree.descendantId, userId), gt(userTree.depth, 0)))
      .orderBy(desc(userTree.depth)),
    db
      .select({ card: bankCards, bank: banks })
      .from(bankCards)
      .innerJoin(banks, eq(banks.id, bankCards.bankId))
      .where(eq(bankCards.userId, userId))
      .orderBy(asc(bankCards.createdAt)),
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(50),
    db
      .select({ note: playerNotes, operator: operators.username })
      .from(playerNotes)
      .innerJoin(operators, eq(operators.id, playerNotes.operatorId))
      .where(eq(playerNotes.userId, userId))
      .orderBy(desc(playerNotes.createdAt), desc(playerNotes.id))
      .limit(100),
  ]);
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
  const [account] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(wallet(q.userId));
  if (!account) return { list: [], total: 0, page: q.page, pageSize: q.pageSize };
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: ledgerEntries, kind: ledgerTransfers.kind, reference: ledgerTransfers.reference })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(eq(ledgerEntries.accountId, account.id))
      .orderBy(desc(ledgerEntries.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id)),
  ]);
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
  const mine = eq(gameRounds.userId, q.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: gameRounds, voidedAt: roundVoids.createdAt })
      .from(gameRounds)
      .leftJoin(roundVoids, eq(roundVoids.roundId, gameRounds.id))
      .where(mine)
      // The (user, time) index gives the newest page without a sort.
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(gameRounds).where(mine),
  ]);
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
