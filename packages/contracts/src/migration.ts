// Account migration from the second provider (SPEC.md section 7 "/v2/app/jsy/transfer"): a signed-in
// player proves an account at the provider is theirs (the account, the bank card bound there, a code
// the provider sends, its password) and moves its whole balance here, once. Every step is a POST with
// the envelope; the steps are kept in a server-side migration session that expires.
import { z } from 'zod';
import { text } from './fields';
import { AmountOut, RequestKey } from './money';
import { Paging, pageOf } from './paging';

/** The provider's currencies: yuan accounts (the Chinese page) and yen accounts (the Japanese page). */
export const MigrationCurrency = z.enum(['CNY', 'JPY']);
export type MigrationCurrency = z.infer<typeof MigrationCurrency>;

/** Where the player is in the flow: the next step to take. */
export const MigrationStep = z.enum(['card', 'code', 'login', 'confirm', 'done']);
export type MigrationStep = z.infer<typeof MigrationStep>;

export const ProviderAccount = text()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(32, { error: 'validation.too_long' })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'migration.account_format' });

/** POST /v2/app/jsy/transfer/validate: the account at the provider, for the page's currency. */
export const MigrationValidateRequest = z.object({ account: ProviderAccount, currency: MigrationCurrency });
export type MigrationValidateRequest = z.input<typeof MigrationValidateRequest>;

/** POST /v2/app/jsy/transfer/validate/card: the card bound at the provider. */
export const MigrationCardRequest = z.object({
  cardLast4: text()
    .trim()
    .regex(/^\d{4}$/, { error: 'migration.card_last4' }),
  holderName: text().trim().min(1, { error: 'validation.required' }).max(64, { error: 'validation.too_long' }),
});
export type MigrationCardRequest = z.input<typeof MigrationCardRequest>;

/** POST /v2/app/jsy/transfer/login: the provider's password and the code it sent. */
export const MigrationLoginRequest = z.object({
  password: text().min(1, { error: 'validation.required' }).max(64, { error: 'validation.too_long' }),
  code: text()
    .trim()
    .regex(/^\d{6}$/, { error: 'migration.code_format' }),
});
export type MigrationLoginRequest = z.input<typeof MigrationLoginRequest>;

/** POST /v2/app/jsy/transfer/confirm */
export const MigrationConfirmRequest = z.object({ requestKey: RequestKey });
export type MigrationConfirmRequest = z.input<typeof MigrationConfirmRequest>;

/** The migration session as every step answers it. */
export const MigrationSession = z.object({
  account: z.string(),
  currency: MigrationCurrency,
  next: MigrationStep,
  /** Where the provider sent the code (masked), once sent; and when another may be asked for. */
  codeSentTo: z.string().nullable(),
  resendAt: z.string().datetime().nullable(),
  /** After login: the provider account's holder and balance (minor units), and its value in coins. */
  holderName: z.string().nullable(),
  balance: AmountOut.nullable(),
  coinAmount: AmountOut.nullable(),
  /** When the session ends if not finished. */
  expiresAt: z.string().datetime(),
});
export type MigrationSession = z.infer<typeof MigrationSession>;

export const MigrationStatus = z.enum(['pending', 'completed', 'failed']);
export type MigrationStatus = z.infer<typeof MigrationStatus>;

/** A migration as the player's records and the confirm call show it. */
export const Migration = z.object({
  migrationSn: z.string(),
  provider: z.string(),
  account: z.string(),
  currency: MigrationCurrency,
  /** Moved from the provider, in minor units of its currency. */
  amount: AmountOut,
  coinAmount: AmountOut,
  status: MigrationStatus,
  reason: z.string().nullable(),
  createdAt: z.string().datetime(),
  completedAt: z.string().datetime().nullable(),
});
export type Migration = z.infer<typeof Migration>;

/** POST /v2/app/jsy/transfer/list: the player's own migrations, newest first. */
export const MigrationListRequest = Paging;
export const MigrationPage = pageOf(Migration);

/** POST /v2/admin/migration/list: every migration, by state or account (ours or the provider's). */
export const AdminMigrationListRequest = Paging.extend({
  status: MigrationStatus.optional(),
  /** Our player's account or the provider account, exactly (any case). */
  account: text().trim().max(32, { error: 'validation.too_long' }).optional(),
});
export const AdminMigration = Migration.extend({ userId: z.number().int(), playerAccount: z.string() });
export const AdminMigrationPage = pageOf(AdminMigration);
