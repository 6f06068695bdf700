// Small factories for test data: each call makes what one test needs, nothing shared.
import { randomBytes } from 'node:crypto';
import { users } from '../db/schema/user';
import type { Executor } from '../db/client';
import { startSession } from '../modules/session/service';
import { attachToTree } from '../modules/user/tree';

let counter = 0;

export async function createUser(db: Executor, values: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const suffix = `${counter}${randomBytes(3).toString('hex')}`;
  const [user] = await db
    .insert(users)
    .values({
      account: `player${suffix}`,
      email: `player${suffix}@example.test`,
      // Not a real hash: these tests never sign in by password.
      passwordHash: 'not-a-password-hash',
      // As registration leaves it: the age confirmed and the terms accepted.
      ageConfirmedAt: new Date(),
      termsAcceptedAt: new Date(),
      ...values,
    })
    .returning();
  // Every real account has its place in the agent tree, as registration gives it one.
  await attachToTree(db, user!.id, user!.parentId);
  return user!;
}

export async function createSignedInUser(
  db: Executor,
  values: Partial<typeof users.$inferInsert> = {},
  policy = { idleMinutes: 30, maxHours: 12 },
) {
  const user = await createUser(db, values);
  const session = await startSession(db, user.id, policy);
  return { user, token: session.token, sessionId: session.sessionId };
}
