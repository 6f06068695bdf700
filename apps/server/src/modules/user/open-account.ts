// Opening an account, the one way registration and an agent creating a player both take.
import type { Executor } from '../../db/client';
import type { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { accountOrEmailTaken, insertUser } from './repo';
import { attachToTree } from './tree';

/**
 * Opens an account (registration, an agent creating a player): refuses a taken name or address,
 * inserts the user and gives it its place in the agent tree under its parent.
 */
export async function openAccount(tx: Executor, values: typeof users.$inferInsert) {
  const taken = await accountOrEmailTaken(tx, values.account, values.email);
  if (taken.account) throw new AppError(409, 'account_taken', 'auth.account_taken');
  if (taken.email) throw new AppError(409, 'email_taken', 'auth.email_taken');
  const user = await insertUser(tx, values);
  await attachToTree(tx, user.id, values.parentId ?? null);
  return user;
}
