// The sandbox migration provider's last e-mailed verification code, as a player would read it.
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/mail';
import { openBody } from '../modules/mail/mailer';
import { sandboxContact } from '../modules/migration/sandbox-provider';
import type { TestApp } from './app';

export async function mailedMigrationCode(t: TestApp, account: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, sandboxContact(account)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(openBody(t.app.secretBox, mail!)!.text)![1]!;
}
