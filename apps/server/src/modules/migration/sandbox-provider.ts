// The sandbox provider (development only, like the sandbox cashier): accounts exist by their names,
// so a test site always has fresh ones. `yen-<letters or digits>` holds JPY 50,000 and
// `yuan-<letters or digits>` CNY 1,250.50; every one has the password `sandbox-pass` and a bank card
// ending 6789 held by Taro Yamada, and gets its codes by mail at `<account>@sandbox.jsy.test` (the
// dev mailbox shows them). `yen-frozen` may not migrate, `yen-fail` refuses the debit, and
// `yen-timeout` takes the debit but answers late, so a timeout and the status check can be seen.
// Its debits are kept in its own table, so it answers status questions across restarts.
import { randomInt } from 'node:crypto';
import type { MigrationCurrency } from '@hall/contracts/migration';
import type { Executor } from '../../db/client';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import type { Mailer } from '../mail/mailer';
import { maskContact, type DebitStatus, type MigrationProvider } from './provider';
import { findSandboxDebit, insertSandboxDebit } from './repo';

export const SANDBOX_PASSWORD = 'sandbox-pass';
export const SANDBOX_CARD_LAST4 = '6789';
export const SANDBOX_HOLDER = 'Taro Yamada';
const BALANCES: Record<MigrationCurrency, bigint> = { JPY: 50_000n, CNY: 125_050n };
const CODE_TTL_SECONDS = 600;

const sameName = (a: string, b: string) =>
  a.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ') ===
  b.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

/** The currency of a sandbox account's name, or null when no such account exists. */
function currencyOf(account: string): MigrationCurrency | null {
  const match = /^(yen|yuan)-[a-z0-9]+$/.exec(account.toLowerCase());
  if (!match) return null;
  return match[1] === 'yen' ? 'JPY' : 'CNY';
}

export const sandboxContact = (account: string) => `${account.toLowerCase()}@sandbox.jsy.test`;

export function sandboxProvider(deps: {
  db: Executor;
  store: EphemeralStore;
  mailer: Mailer;
  /** How late `yen-timeout` answers a debit: past the caller's timeout. */
  lateMs: number;
}): MigrationProvider {
  const codeKey = (account: string) => `jsy-sandbox-code:${account.toLowerCase()}`;
  const debitOf = async (key: { account: string } | { migrationSn: string }): Promise<DebitStatus> => {
    const row = await findSandboxDebit(deps.db, key);
    if (!row) return { state: 'unknown' };
    return row.state === 'done'
      ? { state: 'done' }
      : { state: 'failed', reason: 'The account refused the debit (sandbox).' };
  };
  return {
    name: 'jsy',
    async validateAccount(account) {
      const currency = currencyOf(account);
      if (!currency) return { state: 'unknown' };
      if (account.toLowerCase() === 'yen-frozen') return { state: 'frozen', currency };
      const taken = await debitOf({ account: account.toLowerCase() });
      return taken.state === 'done' ? { state: 'migrated', currency } : { state: 'ok', currency };
    },
    async validateCard(account, cardLast4, holderName) {
      // The holder as the card shows it, in either order of the names.
      const holder = [SANDBOX_HOLDER, SANDBOX_HOLDER.split(' ').reverse().join(' ')];
      return (
        currencyOf(account) !== null && cardLast4 === SANDBOX_CARD_LAST4 && holder.some((h) => sameName(holderName, h))
      );
    },
    async sendCode(account) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await deps.store.put(codeKey(account), code, CODE_TTL_SECONDS);
      const to = sandboxContact(account);
      const text = `Your JSY verification code is ${code}. It is valid for 10 minutes. (Sandbox provider: no real account.)`;
      await deps.mailer.send({ to, subject: 'JSY verification code', text, html: `<p>${text}</p>` });
      return { sentTo: maskContact(to) };
    },
    async login(account, password, code) {
      const currency = currencyOf(account);
      const sent = await deps.store.get(codeKey(account));
      if (!currency || password !== SANDBOX_PASSWORD || !sent || sent !== code) return null;
      await deps.store.delete(codeKey(account));
      return { balance: BALANCES[currency], currency, holderName: SANDBOX_HOLDER };
    },
    async debit(account, migrationSn, amount, currency) {
      const name = account.toLowerCase();
      await insertSandboxDebit(deps.db, {
        account: name,
        migrationSn,
        amount,
        currency,
        state: name === 'yen-fail' ? 'failed' : 'done',
      });
      if (name === 'yen-timeout') await new Promise((resolve) => setTimeout(resolve, deps.lateMs));
      return debitOf({ migrationSn });
    },
    async debitStatus(migrationSn) {
      return debitOf({ migrationSn });
    },
  };
}
