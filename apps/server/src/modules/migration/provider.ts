// The second provider as the migration sees it. Every call names the provider account; the debit
// names our migration number, which the provider keeps, so a debit whose answer was lost is asked
// for by that number and never sent again under another.
import type { MigrationCurrency } from '@hall/contracts/migration';

export type AccountCheck =
  | { state: 'ok'; currency: MigrationCurrency }
  | { state: 'unknown' | 'frozen' | 'migrated'; currency?: MigrationCurrency | undefined };

export interface ProviderLogin {
  /** The account's balance in minor units of its currency. */
  balance: bigint;
  currency: MigrationCurrency;
  holderName: string;
}

export type DebitStatus =
  { state: 'unknown' } | { state: 'pending' } | { state: 'done' } | { state: 'failed'; reason: string };

export interface MigrationProvider {
  readonly name: string;
  validateAccount(account: string): Promise<AccountCheck>;
  /** Whether the card's last digits and holder name are those bound to the account. */
  validateCard(account: string, cardLast4: string, holderName: string): Promise<boolean>;
  /** Sends a one-time code to the contact the provider has on file; where to, masked. */
  sendCode(account: string): Promise<{ sentTo: string }>;
  /** Null when the password or code is wrong. */
  login(account: string, password: string, code: string): Promise<ProviderLogin | null>;
  /** Takes the whole balance under our number; idempotent by that number. */
  debit(account: string, migrationSn: string, amount: bigint, currency: MigrationCurrency): Promise<DebitStatus>;
  debitStatus(migrationSn: string): Promise<DebitStatus>;
}

export class ProviderTimeout extends Error {
  constructor(ms: number) {
    super(`the provider did not answer within ${ms} ms`);
    this.name = 'ProviderTimeout';
  }
}

/** The call's answer, or ProviderTimeout once `ms` have passed (the call itself may still finish). */
export function withTimeout<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeout(ms)), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/** "yen-abc@sandbox.jsy.test" → "ye•••@sandbox.jsy.test": enough to recognise, not to harvest. */
export function maskContact(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}•••@${domain}`;
}
