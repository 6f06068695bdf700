// Queries on the agents table.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agents } from '../../db/schema/index';

export async function isApprovedAgent(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: agents.userId })
    .from(agents)
    .where(and(eq(agents.userId, userId), eq(agents.status, 'approved')))
    .limit(1);
  return row !== undefined;
}

/** The approved agent owning a registration code (codes are stored upper-case; input may be either). */
export async function findApprovedAgentByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ userId: agents.userId })
    .from(agents)
    .where(and(eq(agents.code, code.toUpperCase()), eq(agents.status, 'approved')))
    .limit(1);
  return row;
}
