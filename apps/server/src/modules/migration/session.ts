// The migration session: where a player is in the steps, kept server-side (the ephemeral store,
// Redis or the database) for MIGRATION_SESSION_MINUTES from the first step, so steps happen in
// order and an abandoned one ends by itself. One session per player; starting again replaces it.
import type { MigrationCurrency, MigrationSession, MigrationStep } from '@hall/contracts/migration';
import type { EphemeralStore } from '../../lib/ephemeral-store';
import { AppError } from '../../lib/app-error';

export interface SessionState {
  account: string;
  currency: MigrationCurrency;
  next: MigrationStep;
  expiresAt: number;
  codeSentTo: string | null;
  codeSentAt: number | null;
  holderName: string | null;
  /** Minor units and coins, as strings (JSON has no bigint). */
  balance: string | null;
  coinAmount: string | null;
}

/** A code may be asked for again this long after the last one. */
export const RESEND_SECONDS = 60;

const keyOf = (userId: number) => `migration-session:${userId}`;

export async function readSession(store: EphemeralStore, userId: number): Promise<SessionState | null> {
  const raw = await store.get(keyOf(userId));
  if (!raw) return null;
  const state = JSON.parse(raw) as SessionState;
  return state.expiresAt > Date.now() ? state : null;
}

/** The session, which must be at `step` (or one of `steps`); refused when gone or elsewhere. */
export async function sessionAt(store: EphemeralStore, userId: number, ...steps: MigrationStep[]) {
  const state = await readSession(store, userId);
  if (!state) throw new AppError(410, 'migration_expired', 'migration.expired');
  if (!steps.includes(state.next)) throw new AppError(409, 'migration_step', 'migration.step');
  return state;
}

export async function writeSession(store: EphemeralStore, userId: number, state: SessionState) {
  const ttl = Math.ceil((state.expiresAt - Date.now()) / 1000);
  if (ttl <= 0) throw new AppError(410, 'migration_expired', 'migration.expired');
  await store.put(keyOf(userId), JSON.stringify(state), ttl);
}

export async function endSession(store: EphemeralStore, userId: number) {
  await store.delete(keyOf(userId));
}

export function sessionView(state: SessionState): MigrationSession {
  return {
    account: state.account,
    currency: state.currency,
    next: state.next,
    codeSentTo: state.codeSentTo,
    resendAt: state.codeSentAt === null ? null : new Date(state.codeSentAt + RESEND_SECONDS * 1000).toISOString(),
    holderName: state.holderName,
    balance: state.balance,
    coinAmount: state.coinAmount,
    expiresAt: new Date(state.expiresAt).toISOString(),
  };
}
