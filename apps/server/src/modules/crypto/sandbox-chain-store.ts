// The sandbox chain's state, shared by its page (transfers to players) and the sandbox custody
// (withdrawals leaving): each network's height, and the blocks mined on it.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxChainHeights } from '../../db/schema/index';

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
