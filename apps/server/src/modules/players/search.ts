// Finding a player from what a support desk is told: an account (its start, any case), an e-mail, a
// user id, a phone number (its end) or the last four digits of a bound card.
import type { z } from 'zod';
import type { PlayerSearchRequest } from '@hall/contracts/admin';
import type { Executor } from '../../db/client';
import { playersMatching } from './repo';

type Query = z.output<typeof PlayerSearchRequest>;

export async function searchPlayers(db: Executor, query: Query) {
  const [rows, [total]] = await playersMatching(db, query);
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
