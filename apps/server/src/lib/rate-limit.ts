// Fixed-window limits on the ephemeral store. `consume` counts every call; `guard` only checks a
// counter that failures feed through `recordFailure` (so a correct password does not use up tries).
import type { EphemeralStore } from './ephemeral-store';
import { AppError } from './app-error';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

export async function consume(store: EphemeralStore, limit: Limit): Promise<void> {
  const { count, ttlSeconds } = await store.increment(`rl:${limit.key}`, limit.windowSeconds);
  if (count > limit.max) throw AppError.tooManyRequests(ttlSeconds);
}

export async function guard(store: EphemeralStore, limit: Limit): Promise<void> {
  const count = Number((await store.get(`rl:${limit.key}`)) ?? 0);
  if (count >= limit.max) throw AppError.tooManyRequests(Math.max(1, await store.ttl(`rl:${limit.key}`)));
}

export async function recordFailure(store: EphemeralStore, limit: Limit): Promise<void> {
  await store.increment(`rl:${limit.key}`, limit.windowSeconds);
}

export async function clearLimit(store: EphemeralStore, limit: Limit): Promise<void> {
  await store.delete(`rl:${limit.key}`);
}
