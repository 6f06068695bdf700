// The sandbox chain's state, shared by its page (transfers to players) and the sandbox custody
// (withdrawals leaving): each network's height, the blocks mined on it, and the transfers in them.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxChainHeights, sandboxChainTransfers } from '../../db/schema/crypto';

export type SandboxTransferRow = typeof sandboxChainTransfers.$inferSelect;

export async function chainHeight(db: Executor, network: string) {
  const [row] = await db.select().from(sandboxChainHeights).where(eq(sandboxChainHeights.network, network));
  return row?.height ?? 0;
}

/** Mines `blocks` blocks on a network; the new height. */
export async function mineBlocks(db: Executor, network: string, blocks: number) {
  const [row] = await db
    .insert(sandboxChainHeights)
    .values({ network, height: blocks })
    .onConflictDoUpdate({
      target: sandboxChainHeights.network,
      set: { height: sql`${sandboxChainHeights.height} + ${blocks}` },
    })
    .returning();
  return row!.height;
}

/** How deep a transfer mined in `block` is at the network's height `tip`. */
export const depthAt = (tip: number, block: number, removed = false) => (removed ? 0 : Math.max(0, tip - block + 1));

export async function allChainHeights(db: Executor) {
  return db.select().from(sandboxChainHeights);
}

export async function recentSandboxTransfers(db: Executor) {
  return db.select().from(sandboxChainTransfers).orderBy(desc(sandboxChainTransfers.id)).limit(30);
}

/** A transfer to a player's address, mined in `block`. */
export async function insertSandboxTransfer(
  db: Executor,
  values: Pick<typeof sandboxChainTransfers.$inferInsert, 'network' | 'coin' | 'txid' | 'address' | 'amount' | 'block'>,
) {
  const [row] = await db.insert(sandboxChainTransfers).values(values).returning();
  return row!;
}

/** A withdrawal's send; nothing when one under the same withdrawal number was sent already. */
export async function insertSandboxSend(db: Executor, values: typeof sandboxChainTransfers.$inferInsert) {
  return db
    .insert(sandboxChainTransfers)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: sandboxChainTransfers.id });
}

export async function findSandboxSend(db: Executor, withdrawSn: string) {
  const [t] = await db.select().from(sandboxChainTransfers).where(eq(sandboxChainTransfers.withdrawalSn, withdrawSn));
  return t;
}

/** The network's transfers still in the chain that are not withdrawals leaving. */
export async function liveSandboxDeposits(db: Executor, network: string) {
  return db
    .select()
    .from(sandboxChainTransfers)
    .where(
      and(
        eq(sandboxChainTransfers.network, network),
        eq(sandboxChainTransfers.removed, false),
        // Withdrawals leaving go to addresses that are not ours: the custody watches those.
        isNull(sandboxChainTransfers.withdrawalSn),
      ),
    );
}

/** Takes a transfer out of the chain (a reorganisation); nothing when there is no such transfer. */
export async function removeSandboxTransfer(db: Executor, txid: string) {
  const [row] = await db
    .update(sandboxChainTransfers)
    .set({ removed: true })
    .where(eq(sandboxChainTransfers.txid, txid))
    .returning();
  return row;
}
