// Keeps the closure table in step when a user is created under a parent (or at the root).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userTree } from '../../db/schema/index';

export async function attachToTree(db: Executor, userId: number, parentId: number | null) {
  await db.insert(userTree).values({ ancestorId: userId, descendantId: userId, depth: 0 });
  if (parentId === null) return;
  await db.insert(userTree).select(
    db
      .select({
        ancestorId: userTree.ancestorId,
        descendantId: sql<number>`${userId}::bigint`.as('descendant_id'),
        depth: sql<number>`${userTree.depth} + 1`.as('depth'),
      })
      .from(userTree)
      .where(eq(userTree.descendantId, parentId)),
  );
}
