// Finding a player from what a support desk is told: an account (its start, any case), an e-mail, a
// user id, a phone number (its end) or the last four digits of a bound card.
import { and, count, desc, eq, exists, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlayerSearchRequest } from '@hall/contracts/admin';
import type { Executor } from '../../db/client';
import { bankCards, ledgerAccounts, users } from '../../db/schema/index';
import { escapeLike } from '../../db/filters';

type Query = z.output<typeof PlayerSearchRequest>;

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

export async function searchPlayers(db: Executor, query: Query) {
  const where = matches(query.q);
  const [rows, [total]] = await Promise.all([
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
  return {
    list: rows.map(({ user, balance }) => ({
      id: user.id,
      account: user.account,
      email: user.email,
      phone: user.phone,
      status: user.status,
      balance: (balance ?? 0n).toString(),
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    })),
    total: total!.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}
