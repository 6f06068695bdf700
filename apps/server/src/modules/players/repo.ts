// Queries of the player desk. The desk shows and changes a player as a whole, so besides its own
// notes it reads the profile, wallet, identity check, cards, agent chain, sessions and rounds.
import { and, asc, count, desc, eq, exists, gt, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlayerLedgerRequest, PlayerRoundsRequest, PlayerSearchRequest } from '@hall/contracts/admin';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/filters';
import { agents } from '../../db/schema/agent';
import { bankCards, banks } from '../../db/schema/bank';
import { gameRounds, roundVoids } from '../../db/schema/game';
import { kycSubmissions } from '../../db/schema/kyc';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/ledger';
import { operators } from '../../db/schema/operator';
import { playerNotes } from '../../db/schema/players';
import { sessions } from '../../db/schema/session';
import { users, userTree } from '../../db/schema/user';

const wallet = (userId: number) =>
  and(
    eq(ledgerAccounts.ownerUserId, userId),
    eq(ledgerAccounts.kind, 'user_wallet'),
    eq(ledgerAccounts.currency, 'COIN'),
  );

export async function findPlayer(db: Executor, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function insertPlayerNote(db: Executor, values: { userId: number; operatorId: number; text: string }) {
  const [note] = await db.insert(playerNotes).values(values).returning({ id: playerNotes.id });
  return note!;
}

/** The wallet, identity check, agent row, agent chain, cards, open sessions and notes of a player. */
export async function playerDetailRows(db: Executor, userId: number, now: Date) {
  return Promise.all([
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
}

export async function walletAccountId(db: Executor, userId: number): Promise<number | undefined> {
  const [account] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(wallet(userId));
  return account?.id;
}

export async function walletEntriesPage(
  db: Executor,
  accountId: number,
  q: Pick<z.output<typeof PlayerLedgerRequest>, 'page' | 'pageSize'>,
) {
  return Promise.all([
    db
      .select({ entry: ledgerEntries, kind: ledgerTransfers.kind, reference: ledgerTransfers.reference })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(eq(ledgerEntries.accountId, accountId))
      .orderBy(desc(ledgerEntries.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)),
  ]);
}

export async function roundsPage(db: Executor, q: z.output<typeof PlayerRoundsRequest>) {
  const mine = eq(gameRounds.userId, q.userId);
  return Promise.all([
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
}

function matches(q: string): SQL {
  const lower = q.toLowerCase();
  const conditions: (SQL | undefined)[] = [like(sql`lower(${users.account})`, `${escapeLike(lower)}%`)];
  if (q.includes('@')) conditions.push(sql`lower(${users.email}) = ${lower}`);
  if (/^\d+$/.test(q)) {
    if (q.length <= 15) conditions.push(eq(users.id, Number(q)));
    if (q.length >= 4) conditions.push(like(users.phone, `%${q}`));
    if (q.length === 4)
      conditions.push(
        exists(
          sql`(select 1 from ${bankCards} where ${bankCards.userId} = ${users.id} and ${bankCards.cardLast4} = ${q})`,
        ),
      );
  }
  return or(...conditions)!;
}

export async function playersMatching(db: Executor, query: z.output<typeof PlayerSearchRequest>) {
  const where = matches(query.q);
  return Promise.all([
    db
      .select({ user: users, balance: ledgerAccounts.balance })
      .from(users)
      .leftJoin(
        ledgerAccounts,
        and(
          eq(ledgerAccounts.ownerUserId, users.id),
          eq(ledgerAccounts.kind, 'user_wallet'),
          eq(ledgerAccounts.currency, 'COIN'),
        ),
      )
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
}

/** Deletes the desk's notes on the player (privacy's erasure). */
export async function deleteNotesOf(db: Executor, userId: number) {
  await db.delete(playerNotes).where(eq(playerNotes.userId, userId));
}
