// The second provider over HTTP: each call is a POST of flat string fields to JSY_BASE_URL/v1/<call>,
// with a timestamp, a nonce and `sign` (HMAC-SHA256 of the other fields sorted by name, with
// JSY_SECRET, as our payment callbacks are signed); its answer is signed the same way, checked before
// any field is believed, and read through a schema.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MigrationCurrency } from '@hall/contracts/migration';
import { sign, verifySignature } from '../../lib/callback-signature';
import type { DebitStatus, MigrationProvider } from './provider';

const Debit = z.object({
  state: z.enum(['unknown', 'pending', 'done', 'failed']),
  reason: z.string().max(500).optional(),
});

function toDebit(answer: z.infer<typeof Debit>): DebitStatus {
  return answer.state === 'failed'
    ? { state: 'failed', reason: answer.reason ?? 'The provider refused the debit.' }
    : { state: answer.state };
}

export function httpProvider(baseUrl: string, secret: string, fetchImpl: typeof fetch = fetch): MigrationProvider {
  async function call<T extends z.ZodType>(
    path: string,
    fields: Record<string, string>,
    shape: T,
  ): Promise<z.output<T>> {
    const body: Record<string, string> = {
      ...fields,
      timestamp: String(Math.floor(Date.now() / 1000)),
      nonce: randomUUID(),
    };
    body.sign = sign(body, secret);
    const response = await fetchImpl(new URL(`v1/${path}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`the provider answered ${response.status} to ${path}`);
    const answer = (await response.json()) as Record<string, string>;
    if (typeof answer !== 'object' || answer === null || !verifySignature(answer, secret))
      throw new Error(`the provider's answer to ${path} is not signed with our secret`);
    return shape.parse(answer);
  }
  return {
    name: 'jsy',
    async validateAccount(account) {
      const answer = await call(
        'account/validate',
        { account },
        z.object({ state: z.enum(['ok', 'unknown', 'frozen', 'migrated']), currency: MigrationCurrency.optional() }),
      );
      if (answer.state === 'ok') {
        if (!answer.currency) throw new Error('the provider named no currency for a valid account');
        return { state: 'ok', currency: answer.currency };
      }
      return { state: answer.state, currency: answer.currency };
    },
    async validateCard(account, cardLast4, holderName) {
      const answer = await call(
        'card/validate',
        { account, cardLast4, holderName },
        z.object({ ok: z.enum(['true', 'false']) }),
      );
      return answer.ok === 'true';
    },
    async sendCode(account) {
      return call('code/send', { account }, z.object({ sentTo: z.string().max(100) }));
    },
    async login(account, password, code) {
      const answer = await call(
        'login',
        { account, password, code },
        z.object({
          ok: z.enum(['true', 'false']),
          balance: z
            .string()
            .regex(/^\d{1,18}$/)
            .optional(),
          currency: MigrationCurrency.optional(),
          holderName: z.string().max(100).optional(),
        }),
      );
      if (answer.ok === 'false') return null;
      if (!answer.balance || !answer.currency || !answer.holderName)
        throw new Error('the provider signed in without a balance, currency or holder');
      return { balance: BigInt(answer.balance), currency: answer.currency, holderName: answer.holderName };
    },
    async debit(account, migrationSn, amount, currency) {
      return toDebit(
        await call('debit', { account, reference: migrationSn, amount: amount.toString(), currency }, Debit),
      );
    },
    async debitStatus(migrationSn) {
      return toDebit(await call('debit/status', { reference: migrationSn }, Debit));
    },
  };
}
