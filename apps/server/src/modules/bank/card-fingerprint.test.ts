// Card fingerprints: one number bound once per player, whatever key sealed it and even when the
// card was bound before fingerprints existed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards } from '../../db/schema/bank';
import { createSecretBox, parseKeys } from '../../lib/secret-box';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { saveCard } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keys = parseKeys(`a:${Buffer.alloc(32, 7).toString('base64')},b:${Buffer.alloc(32, 9).toString('base64')}`);
const boxA = createSecretBox(keys, 'a');
const boxB = createSecretBox(keys, 'b');
const input = (cardNumber: string) => ({
  bankId: 1,
  cardNumber,
  holderFirstName: 'Taro',
  holderLastName: 'Yamada',
});
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'saved',
    (e: { reason?: string }) => e.reason,
  );

describe('card fingerprints', () => {
  it('are keyed: the same number gives the same fingerprint under one key and another under the next', () => {
    expect(boxA.fingerprint('6222021234567890')).toBe(boxA.fingerprint('6222021234567890'));
    expect(boxA.fingerprint('6222021234567890')).toMatch(/^a\./);
    expect(boxA.fingerprint('6222021234567890')).not.toContain('6222');
    expect(boxB.fingerprint('6222021234567890')).not.toBe(boxA.fingerprint('6222021234567890').replace(/^a/, 'b'));
  });

  it('find a card bound before fingerprints existed, and fill its fingerprint in', async () => {
    const user = await createUser(t.db, { firstName: 'Taro', lastName: 'Yamada' });
    await t.db.insert(bankCards).values({
      userId: user.id,
      bankId: 1,
      cardNumberSealed: boxA.seal('6222021234567890'),
      cardLast4: '7890',
      holderFirstName: 'Taro',
      holderLastName: 'Yamada',
    });
    expect(await refusal(saveCard(t.db, boxA, user.id, input('6222021234567890'), 'en-US'))).toBe('card_duplicate');
    // The next bind that succeeds stores the old card's fingerprint, so the index guards it too.
    expect(await refusal(saveCard(t.db, boxA, user.id, input('6222021234567891'), 'en-US'))).toBe('saved');
    const rows = await t.db.select().from(bankCards).where(eq(bankCards.userId, user.id)).orderBy(bankCards.id);
    expect(rows.map((r) => r.cardFingerprint)).toEqual([
      boxA.fingerprint('6222021234567890'),
      boxA.fingerprint('6222021234567891'),
    ]);
  });

  it('still find a card bound under a key since rotated', async () => {
    const user = await createUser(t.db, { firstName: 'Taro', lastName: 'Yamada' });
    await saveCard(t.db, boxA, user.id, input('4111111111111111'), 'en-US');
    expect(await refusal(saveCard(t.db, boxB, user.id, input('4111111111111111'), 'en-US'))).toBe('card_duplicate');
    expect(await refusal(saveCard(t.db, boxB, user.id, input('4111111111111112'), 'en-US'))).toBe('saved');
    const rows = await t.db.select().from(bankCards).where(eq(bankCards.userId, user.id)).orderBy(bankCards.id);
    expect(rows.map((r) => r.cardFingerprint)).toEqual([
      boxB.fingerprint('4111111111111111'),
      boxB.fingerprint('4111111111111112'),
    ]);
  });
});
