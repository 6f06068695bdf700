// Opening an account, the one way registration and an agent creating a player both take.
import type { Executor } from '../../db/client';
import type { users } from '../../db/schema/user';
import { AppError } from '../../lib/app-error';
import { identityChecks } from './identity-checks';
import { assertEmailFree, claimEmail } from './email-claim';
import { accountTaken, insertUser } from './repo';
import { attachToTree } from './tree';

/**
 * Opens an account (registration, an agent creating a player): refuses a taken name, inserts the
 * user and gives it its place in the agent tree under its parent. An unproven address (an agent's
 * member, `emailVerifiedAt: null`) must be free; a proven one (registration) claims it from an
 * account that only held it unproven. An address that reaches a self-excluded player's mailbox opens
 * nothing, held by them or not (an excluded player's unproven address is not claimed from them either).
 */
export async function openAccount(tx: Executor, values: typeof users.$inferInsert) {
  if (await accountTaken(tx, values.account)) throw new AppError(409, 'account_taken', 'auth.account_taken');
  await identityChecks().assertEmailMayOpenAccount(tx, values.email);
  if (values.emailVerifiedAt === null) await assertEmailFree(tx, values.email);
  else await claimEmail(tx, values.email);
  const user = await insertUser(tx, values);
  await attachToTree(tx, user.id, values.parentId ?? null);
  return user;
}
