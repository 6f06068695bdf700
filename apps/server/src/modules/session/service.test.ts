// A player's session on every request: found by its token, ended when idle or expired, and its
// last-seen time refreshed at most once a minute without a write on the requests in between.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/session';
import { useTestDatabase, type TestDatabase } from '../../test/database';
import { createSignedInUser } from '../../test/factories';
import { resolveSession } from './service';

const policy = { idleMinutes: 30, maxHours: 12 };
let db: TestDatabase['database']['db'];
useTestDatabase((opened) => (db = opened));

async function lastSeen(sessionId: number): Promise<Date> {
  const [row] = await db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row!.lastSeenAt;
}

describe('resolving a session', () => {
  it('refreshes the last-seen time once a minute has passed, and writes nothing on the requests before', async () => {
    const { token, sessionId } = await createSignedInUser(db);
    const started = await lastSeen(sessionId);
    const at = (ms: number) => new Date(started.getTime() + ms);
    const update = vi.spyOn(db, 'update');
    try {
      expect(await resolveSession(db, token, policy, at(30_000))).toMatchObject({ state: 'active', sessionId });
      expect(update).not.toHaveBeenCalled();
      await resolveSession(db, token, policy, at(61_000));
      expect(update).toHaveBeenCalledTimes(1);
      expect(await lastSeen(sessionId)).toEqual(at(61_000));
      // The next minute counts from the refresh, not from the sign-in.
      await resolveSession(db, token, policy, at(100_000));
      expect(update).toHaveBeenCalledTimes(1);
      await resolveSession(db, token, policy, at(125_000));
      expect(update).toHaveBeenCalledTimes(2);
    } finally {
      update.mockRestore();
    }
  });

  it('ends a session idle longer than the policy allows, and an unknown token is unknown', async () => {
    const { token, sessionId } = await createSignedInUser(db);
    const started = await lastSeen(sessionId);
    const idle = new Date(started.getTime() + policy.idleMinutes * 60_000 + 1_000);
    expect(await resolveSession(db, token, policy, idle)).toEqual({ state: 'ended' });
    expect(await resolveSession(db, `${token.slice(0, -4)}abcd`, policy, started)).toEqual({ state: 'unknown' });
  });
});
