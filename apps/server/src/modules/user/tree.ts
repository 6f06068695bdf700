// Keeps the closure table in step when a user is created under a parent (or at the root).
import type { Executor } from '../../db/client';
import { insertTreeAncestors, insertTreeSelf } from './repo';

export async function attachToTree(db: Executor, userId: number, parentId: number | null) {
  await insertTreeSelf(db, userId);
  if (parentId === null) return;
  await insertTreeAncestors(db, userId, parentId);
}
