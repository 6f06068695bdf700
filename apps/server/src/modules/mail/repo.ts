// Queries on the mail outbox.
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

export async function findOutboxMessage(db: Executor, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** The new message's id. */
export async function insertOutboxMessage(db: Executor, values: typeof mailOutbox.$inferInsert) {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row!.id;
}

export async function updateOutboxMessage(
  db: Executor,
  id: number,
  values: Partial<Pick<typeof mailOutbox.$inferInsert, 'error'>>,
) {
  await db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));
}

/** Sent or given up: the body is no longer needed, so it goes. */
export async function finishOutboxMessage(
  db: Executor,
  id: number,
  values: Pick<typeof mailOutbox.$inferInsert, 'status' | 'sentAt' | 'error'>,
) {
  await db
    .update(mailOutbox)
    .set({ ...values, text: null, html: null, bodySealed: null })
    .where(eq(mailOutbox.id, id));
}

/** The newest messages first. */
export async function latestOutboxMessages(db: Executor, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

/** Deletes the outbox's mails to the address (privacy's erasure). */
export async function deleteMailTo(db: Executor, email: string) {
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${email})`);
}
