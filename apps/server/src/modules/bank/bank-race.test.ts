// Card limits held by the database under parallel requests (PostgreSQL: PGlite has one
// connection, so a race there proves nothing).
import { eq, isNull, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards } from '../../db/schema/bank';
import { users } from '../../db/schema/user';
import { createTestApp, post, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { createSignedInUser } from '../../test/factories';

let t: TestApp;
let bankId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { token } = await createSignedInUser(t.db);
  bankId = (await post(t.app, '/v2/app/user/bank/list', {}, { token })).body.data[0].id;
});
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const taro = { firstName: 'Taro', lastName: 'Yamada' };
const save = (token: string, cardNumber: string, holderFirstName = 'Taro') =>
  post(
    t.app,
    '/v2/app/user/bank/save',
    { bankId, cardNumber, holderFirstName, holderLastName: 'Yamada' },
    { ...en, token },
  );
const liveCards = (userId: number) =>
  t.db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.userId, userId), isNull(bankCards.removedAt)));

describe.runIf(testEngine() === 'postgres')('bank cards under concurrency', () => {
  it('15 parallel saves of different cards store exactly 5, the rest get 409 too_many_cards', async () => {
    const { user, token } = await createSignedInUser(t.db, taro);
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => save(token, `4000000000${1000 + i}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.body.data.reason)).toEqual(Array.from({ length: 10 }, () => 'too_many_cards'));
    expect(refused[0]!.body).toMatchObject({ code: 409, msg: 'You can bind at most 5 bank cards.' });
    expect(await liveCards(user.id)).toHaveLength(5);
  });

  it('5 parallel saves of one card number store it once, the rest get 409 card_duplicate', async () => {
    const { user, token } = await createSignedInUser(t.db, taro);
    const results = await Promise.all(Array.from({ length: 5 }, () => save(token, '6222 0212 3456 7890')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.body.code, r.body.data.reason])).toEqual(
      Array.from({ length: 4 }, () => [409, 'card_duplicate']),
    );
    expect(await liveCards(user.id)).toHaveLength(1);
  });

  it('a rename racing a bind never leaves a card in a name other than the profile’s', async () => {
    for (let i = 0; i < 10; i++) {
      const { user, token } = await createSignedInUser(t.db, taro);
      await Promise.all([
        save(token, `5000000000${1000 + i}`),
        post(t.app, '/v2/app/user/update', { firstName: 'Hanako' }, { token }),
      ]);
      const [profile] = await t.db.select().from(users).where(eq(users.id, user.id));
      for (const c of await liveCards(user.id)) {
        expect(`${c.holderLastName} ${c.holderFirstName}`.toLowerCase()).toBe(
          `${profile!.lastName} ${profile!.firstName}`.toLowerCase(),
        );
      }
    }
  });
});
