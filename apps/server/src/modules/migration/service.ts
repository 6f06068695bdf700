// Account migration, step by step (the order is kept by the migration session): the account at the
// provider, the card bound there (its holder must be our player), a code the provider sends, the
// provider's sign-in (which tells the balance), and the confirmation, which moves the balance once:
// the migration row first (one per provider account, ever), then the provider's debit under the
// row's number, then one ledger transfer. A debit whose answer is lost is asked for by that number;
// a job finishes what a crash interrupted. Every step is written to the audit log.
import type { Migration, MigrationCurrency } from '@hall/contracts/migration';
import type { Locale } from '@hall/contracts/locale';
import { LOCALES, LOCALE_FIELD_SUFFIX } from '@hall/contracts/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { translate } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { clearLimit, reserve, type Limit } from '../../lib/rate-limit';
import { serialNumber } from '../../lib/serial-number';
import type { JobQueue } from '../jobs/queue';
import { SYSTEM_ACCOUNTS, systemAccount, walletAccount } from '../ledger/accounts';
import { postTransfer } from '../ledger/post';
import { writeAudit } from '../operator/service';
import { insertLetter } from '../letters/service';
import { findUserById } from '../user/service';
import { withTimeout, type DebitStatus, type MigrationProvider } from './provider';
import {
  findMigrationBySn,
  findMigrationByAccount,
  findMigrationByRequestKey,
  insertMigration,
  listMigrationRows,
  lockMigration,
  updateMigration,
  type MigrationFilter,
  type MigrationRow,
} from './repo';
import {
  endSession,
  readSession,
  RESEND_SECONDS,
  sessionAt,
  sessionView,
  writeSession,
  type SessionState,
} from './session';
import { judgeMoneyIn, type MoneyInRefusal } from '../protection/money-in';
import { assertMayPlay } from '../protection/service';

export interface MigrationDeps {
  db: Db;
  store: EphemeralStore;
  config: Config;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Null when no provider is configured and sandboxes are off: migration is not offered. */
  provider: MigrationProvider | null;
}

export const MIGRATION_JOB = 'migration-finish';
const jobKey = (sn: string) => `migration:${sn}`;
/** The safety net's first look, if the confirming request itself did not finish the migration. */
const SAFETY_NET_SECONDS = 60;

const CURRENCY_SCALE: Record<MigrationCurrency, number> = { JPY: 0, CNY: 2 };

/** Coins for a balance in minor units, at the site's rate for its currency (rounded down). */
export function coinsForBalance(config: Config, balance: bigint, currency: MigrationCurrency): bigint {
  const rate = config.COIN_RATES[currency];
  if (!rate) throw new AppError(503, 'migration_unavailable', 'migration.unavailable');
  return (balance * BigInt(rate)) / 10n ** BigInt(CURRENCY_SCALE[currency]);
}

const sameName = (a: string, b: string) =>
  a.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ') ===
  b.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

function providerOf(deps: MigrationDeps): MigrationProvider {
  if (!deps.provider) throw new AppError(503, 'migration_unavailable', 'migration.unavailable');
  return deps.provider;
}

/** A provider that does not answer, or answers nonsense, is a clear 502 to the player, never a 500. */
async function ask<T>(deps: MigrationDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(call(), deps.config.JSY_TIMEOUT_MS);
  } catch (err) {
    deps.log.warn({ err, what }, 'migration provider call failed');
    throw new AppError(502, 'provider_unavailable', 'migration.provider_unavailable');
  }
}

async function audit(deps: MigrationDeps, userId: number, action: string, account: string, after: object, ip: string) {
  await writeAudit(deps.db, {
    operatorId: null,
    action: `migration.${action}`,
    targetType: 'provider_account',
    targetId: account,
    after: { userId, ...after },
    ip,
  });
}

/** Tries of one kind, per player and per provider account, before a pause (wrong cards, wrong codes). */
const limits = (kind: string, userId: number, account: string, max: number, windowSeconds: number): Limit[] => [
  { key: `migration-${kind}:u:${userId}`, max: max * 2, windowSeconds },
  { key: `migration-${kind}:a:${account}`, max, windowSeconds },
];

/** Takes a try of each limit, or refuses: too many wrong tries (a burnt code, for sign-in). */
async function reserveAll(deps: MigrationDeps, list: Limit[]) {
  for (const limit of list) {
    try {
      await reserve(deps.store, limit);
    } catch (err) {
      if (err instanceof AppError && err.reason === 'too_many_requests')
        throw new AppError(429, 'too_many_attempts', 'migration.too_many_attempts', {}, err.extra);
      throw err;
    }
  }
}

/**
 * A break or self-exclusion taken since the session began closes it at once: every step after the
 * first asks again, and a refusal ends the session, so it cannot be confirmed even once the break is over.
 */
async function openSessionAt(deps: MigrationDeps, userId: number, ...steps: SessionState['next'][]) {
  const state = await sessionAt(deps.store, userId, ...steps);
  try {
    await assertMayPlay(deps.db, userId);
  } catch (error) {
    await endSession(deps.store, userId);
    throw error;
  }
  return state;
}

export async function currentSession(deps: MigrationDeps, userId: number) {
  const state = await readSession(deps.store, userId);
  if (!state || state.next === 'done') return null;
  try {
    await assertMayPlay(deps.db, userId);
  } catch {
    await endSession(deps.store, userId);
    return null;
  }
  return sessionView(state);
}

export async function validateAccount(
  deps: MigrationDeps,
  userId: number,
  input: { account: string; currency: MigrationCurrency },
  ip: string,
) {
  const provider = providerOf(deps);
  // A balance brought over is money in: closed on a break or while self-excluded.
  await assertMayPlay(deps.db, userId);
  const account = input.account.toLowerCase();
  await reserveAll(deps, [{ key: `migration-validate:u:${userId}`, max: 20, windowSeconds: 900 }]);
  const check = await ask(deps, 'validateAccount', () => provider.validateAccount(account));
  await audit(deps, userId, 'validate', account, { outcome: check.state }, ip);
  if (check.state === 'unknown') throw new AppError(404, 'provider_account_unknown', 'migration.account_unknown');
  if (check.state === 'frozen') throw new AppError(403, 'provider_account_frozen', 'migration.account_frozen');
  if (check.state !== 'ok' || (await findMigrationByAccount(deps.db, provider.name, account)))
    throw new AppError(409, 'already_migrated', 'migration.already_migrated');
  if (check.currency !== input.currency)
    throw new AppError(400, 'currency_mismatch', `migration.currency_mismatch_${check.currency}`);
  const state: SessionState = {
    account,
    currency: check.currency,
    next: 'card',
    expiresAt: Date.now() + deps.config.MIGRATION_SESSION_MINUTES * 60_000,
    codeSentTo: null,
    codeSentAt: null,
    holderName: null,
    balance: null,
    coinAmount: null,
  };
  await writeSession(deps.store, userId, state);
  return sessionView(state);
}

export async function validateCard(
  deps: MigrationDeps,
  userId: number,
  input: { cardLast4: string; holderName: string },
  ip: string,
) {
  const provider = providerOf(deps);
  const state = await openSessionAt(deps, userId, 'card');
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.notSignedIn();
  if (!user.firstName || !user.lastName) throw new AppError(400, 'profile_incomplete', 'bank.profile_incomplete');
  // The money comes to this player's wallet: the account there must be in the same real name, in
  // either order of the names.
  const ours = [`${user.firstName} ${user.lastName}`, `${user.lastName} ${user.firstName}`];
  if (!ours.some((name) => sameName(name, input.holderName)))
    throw new AppError(400, 'holder_not_player', 'migration.holder_not_player');
  const tries = limits('card', userId, state.account, 5, 3600);
  await reserveAll(deps, tries);
  const ok = await ask(deps, 'validateCard', () =>
    provider.validateCard(state.account, input.cardLast4, input.holderName),
  );
  await audit(deps, userId, 'card', state.account, { outcome: ok ? 'ok' : 'mismatch' }, ip);
  if (!ok) throw new AppError(400, 'card_mismatch', 'migration.card_mismatch');
  for (const limit of tries) await clearLimit(deps.store, limit);
  const next: SessionState = { ...state, next: 'code' };
  await writeSession(deps.store, userId, next);
  return sessionView(next);
}

export async function sendCode(deps: MigrationDeps, userId: number, ip: string) {
  const provider = providerOf(deps);
  const state = await openSessionAt(deps, userId, 'code', 'login');
  if (state.codeSentAt !== null) {
    const wait = Math.ceil((state.codeSentAt + RESEND_SECONDS * 1000 - Date.now()) / 1000);
    if (wait > 0)
      throw new AppError(
        429,
        'code_too_soon',
        'migration.code_too_soon',
        { seconds: wait },
        { retryAfterSeconds: wait },
      );
  }
  // Reserved before the provider is asked, so parallel asks send one code.
  await writeSession(deps.store, userId, { ...state, codeSentAt: Date.now() });
  const { sentTo } = await ask(deps, 'sendCode', () => provider.sendCode(state.account));
  // A new code: the wrong tries of the one it replaces are forgotten.
  for (const limit of limits('login', userId, state.account, 5, 600)) await clearLimit(deps.store, limit);
  await audit(deps, userId, 'code', state.account, { sentTo }, ip);
  const next: SessionState = { ...state, next: 'login', codeSentTo: sentTo, codeSentAt: Date.now() };
  await writeSession(deps.store, userId, next);
  return sessionView(next);
}

export async function login(
  deps: MigrationDeps,
  userId: number,
  input: { password: string; code: string },
  ip: string,
) {
  const provider = providerOf(deps);
  const state = await openSessionAt(deps, userId, 'login');
  // Five wrong tries burn the code: each try is reserved before the provider checks it, so parallel
  // tries cannot get past five.
  const tries = limits('login', userId, state.account, 5, 600);
  await reserveAll(deps, tries);
  const signedIn = await ask(deps, 'login', () => provider.login(state.account, input.password, input.code));
  await audit(deps, userId, 'login', state.account, { outcome: signedIn ? 'ok' : 'refused' }, ip);
  if (!signedIn) throw new AppError(400, 'provider_login_failed', 'migration.login_failed');
  for (const limit of tries) await clearLimit(deps.store, limit);
  if (signedIn.currency !== state.currency)
    throw new AppError(400, 'currency_mismatch', `migration.currency_mismatch_${signedIn.currency}`);
  const coins = coinsForBalance(deps.config, signedIn.balance, signedIn.currency);
  if (signedIn.balance <= 0n || coins <= 0n) throw new AppError(400, 'nothing_to_migrate', 'migration.nothing');
  const next: SessionState = {
    ...state,
    next: 'confirm',
    holderName: signedIn.holderName,
    balance: signedIn.balance.toString(),
    coinAmount: coins.toString(),
  };
  await writeSession(deps.store, userId, next);
  return sessionView(next);
}

function toMigration(row: MigrationRow): Migration {
  return {
    migrationSn: row.migrationSn,
    provider: row.provider,
    account: row.providerAccount,
    currency: row.currency as MigrationCurrency,
    amount: row.amount.toString(),
    coinAmount: row.coinAmount.toString(),
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * Moves the balance the provider showed at sign-in. The row is written first (with the job that
 * finishes it should this request not), so a second confirm, from anyone, finds it: the same
 * player gets the same migration back, anyone else is told the account has migrated.
 */
export async function confirm(deps: MigrationDeps, userId: number, requestKey: string, ip: string) {
  const provider = providerOf(deps);
  let row = await findMigrationByRequestKey(deps.db, userId, requestKey);
  if (!row) {
    const state = await sessionAt(deps.store, userId, 'confirm', 'done');
    row = (await findMigrationByAccount(deps.db, provider.name, state.account)) ?? undefined;
    if (!row) {
      let refused: MoneyInRefusal | null = null;
      row = await inTransaction(deps.db, async (tx) => {
        // Money in like any deposit: refused on a break or self-exclusion (which also ends the
        // session) and past a deposit limit, before the provider is asked for anything.
        refused = await judgeMoneyIn(tx, { userId, path: 'migration', coins: BigInt(state.coinAmount!) });
        if (refused) throw refused.error;
        const inserted = await insertMigration(tx, {
          migrationSn: serialNumber('M'),
          userId,
          provider: provider.name,
          providerAccount: state.account,
          requestKey,
          currency: state.currency,
          amount: BigInt(state.balance!),
          coinAmount: BigInt(state.coinAmount!),
        });
        if (inserted)
          await deps.jobs.enqueue(tx, {
            kind: MIGRATION_JOB,
            payload: { migrationSn: inserted.migrationSn },
            dedupeKey: jobKey(inserted.migrationSn),
            maxAttempts: 50,
            delaySeconds: SAFETY_NET_SECONDS,
          });
        return inserted;
      }).catch(async (error: unknown) => {
        if ((refused as MoneyInRefusal | null)?.reason === 'excluded') await endSession(deps.store, userId);
        throw error;
      });
      // Another confirm of the same account (or under the same key) got there first.
      row ??=
        (await findMigrationByRequestKey(deps.db, userId, requestKey)) ??
        (await findMigrationByAccount(deps.db, provider.name, state.account));
    }
    if (!row || row.userId !== userId) throw new AppError(409, 'already_migrated', 'migration.already_migrated');
    await audit(deps, userId, 'confirm', row.providerAccount, { migrationSn: row.migrationSn }, ip);
    await writeSession(deps.store, userId, { ...state, next: 'done' });
  }
  return toMigration(await finishMigration(deps, row.migrationSn));
}

/**
 * Takes a pending migration as far as the provider lets it: asks for the debit under our number
 * (or, when the answer is lost, for its status), then completes or fails it once. Used by the
 * confirming request and by the job, in either order, any number of times.
 */
export async function finishMigration(deps: MigrationDeps, sn: string): Promise<MigrationRow> {
  const provider = providerOf(deps);
  const row = (await findMigrationBySn(deps.db, sn))!;
  if (row.status !== 'pending') return row;
  const currency = row.currency as MigrationCurrency;
  let outcome: DebitStatus;
  try {
    outcome = await withTimeout(
      provider.debit(row.providerAccount, sn, row.amount, currency),
      deps.config.JSY_TIMEOUT_MS,
    );
  } catch (err) {
    // No answer: the debit may or may not have been taken. Ask by our number; never send another.
    deps.log.warn({ err, migrationSn: sn }, 'migration debit unanswered; asking its status');
    outcome = await withTimeout(provider.debitStatus(sn), deps.config.JSY_TIMEOUT_MS).catch((): DebitStatus => ({
      state: 'pending',
    }));
  }
  if (outcome.state === 'done') return settle(deps, sn, 'completed');
  if (outcome.state === 'failed') return settle(deps, sn, 'failed', outcome.reason);
  return row;
}

/** Completes (one transfer, one letter) or fails a pending migration, once, under its row lock. */
async function settle(deps: MigrationDeps, sn: string, status: 'completed' | 'failed', reason?: string) {
  return inTransaction(deps.db, async (tx) => {
    const row = await lockMigration(tx, sn);
    if (row.status !== 'pending') return row;
    if (status === 'completed') {
      await postTransfer(tx, {
        debitAccountId: await systemAccount(tx, SYSTEM_ACCOUNTS.migration),
        creditAccountId: await walletAccount(tx, row.userId),
        amount: row.coinAmount,
        kind: 'migration',
        reference: `migration:${sn}`,
        idempotencyKey: `migration:${sn}`,
      });
      await letterOf(tx, row);
    }
    return updateMigration(tx, row.id, { status, reason: reason ?? null, completedAt: new Date() });
  });
}

/** The player's letter: how much came over, in every language the inbox shows. */
async function letterOf(tx: Executor, row: MigrationRow) {
  const texts: Record<string, string> = {};
  const amount = (Number(row.amount) / 10 ** CURRENCY_SCALE[row.currency as MigrationCurrency]).toLocaleString('en-US');
  for (const locale of LOCALES) {
    const params = {
      account: row.providerAccount,
      amount: `${amount} ${row.currency}`,
      coins: row.coinAmount.toLocaleString('en-US'),
    };
    texts[`title${LOCALE_FIELD_SUFFIX[locale]}`] = translate(locale, 'migration.letter_title');
    texts[`body${LOCALE_FIELD_SUFFIX[locale]}`] =
      `<p>${translate(locale as Locale, 'migration.letter_body', params)}</p>`;
  }
  await insertLetter(tx, { ...texts, recipientId: row.userId });
}

export async function listMigrations(db: Executor, filter: MigrationFilter, page: { page: number; pageSize: number }) {
  const { rows, total } = await listMigrationRows(db, filter, page);
  return {
    list: rows.map((r) => ({ ...toMigration(r.m), userId: r.m.userId, playerAccount: r.playerAccount })),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}
