// The card holder rule (SPEC.md section 5): once a card is bound or the identity is verified, the
// real name is locked, so no card can be bound or kept under another name.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards } from '../../db/schema/bank';
import { users } from '../../db/schema/user';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let bankId: number;
let jpeg: string;
beforeAll(async () => {
  t = await createTestApp();
  const { token } = await createSignedInUser(t.db);
  bankId = (await post(t.app, '/v2/app/user/bank/list', {}, { token })).body.data[0].id;
  jpeg = (
    await sharp({ create: { width: 64, height: 40, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
});
afterAll(() => t.close());

const taro = { firstName: 'Taro', lastName: 'Yamada' };
const card = (cardNumber: string, holderFirstName = 'Taro', holderLastName = 'Yamada') => ({
  bankId,
  cardNumber,
  holderFirstName,
  holderLastName,
});
const rename = (token: string, body: object, lang = 'en-US') =>
  post(t.app, '/v2/app/user/update', body, { token, 'accept-language': lang });

describe('the real name', () => {
  it('can be changed freely while no card is bound and no identity is verified', async () => {
    const { token } = await createSignedInUser(t.db, taro);
    const res = await rename(token, { firstName: 'Hanako' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: 'Hanako', lastName: 'Yamada' });
  });

  it('is locked by the first bound card: a rename is refused with the reason, other fields still change', async () => {
    const { user, token } = await createSignedInUser(t.db, taro);
    expect((await post(t.app, '/v2/app/user/bank/save', card('6222021234567890'), { token })).status).toBe(200);
    const refused = await rename(token, { firstName: 'Hanako' });
    expect(refused.body).toMatchObject({
      code: 409,
      msg: 'Your real name is locked because a bank card is bound or your identity is verified. Please contact customer service to change it.',
      data: { reason: 'real_name_locked' },
    });
    expect((await rename(token, { lastName: '' })).body.data.reason).toBe('real_name_locked');
    expect((await rename(token, { firstName: 'Hanako' }, 'ja-JP')).body.msg).toBe(
      '銀行カードの登録または本人確認が済んでいるため、氏名は変更できません。変更はカスタマーサポートにお問い合わせください。',
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Taro', lastName: 'Yamada' });
    expect(row!.realNameLockedAt).not.toBeNull();
    // The same name sent again, and other fields, are not a change of name.
    const same = await rename(token, { firstName: 'ｔａｒｏ ', nickname: 'lucky' });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ firstName: 'Taro', nickname: 'lucky' });
  });

  it('stays locked after the card is removed, so a second card can only be in the same name', async () => {
    const { token } = await createSignedInUser(t.db, taro);
    const saved = await post(t.app, '/v2/app/user/bank/save', card('6222021234567891'), { token });
    await post(t.app, '/v2/app/user/bank/remove', { cardId: saved.body.data.id }, { token });
    expect((await rename(token, { firstName: 'Hanako' })).body.data.reason).toBe('real_name_locked');
    const other = await post(t.app, '/v2/app/user/bank/save', card('6222021234567892', 'Hanako'), { token });
    expect(other.body.data.reason).toBe('holder_mismatch');
  });

  it('is locked once an operator approves the identity, not while it is only submitted', async () => {
    const { token } = await createSignedInUser(t.db, taro);
    const photos = { front: jpeg, back: jpeg, handheld: jpeg };
    const { id } = (await post(t.app, '/v2/app/user/kyc/add', photos, { token })).body.data;
    expect((await rename(token, { firstName: 'Jiro' })).status).toBe(200);
    const support = await signedInOperator(t.app, 'support');
    await post(t.app, '/v2/admin/kyc/review', { id, approve: true }, support.headers);
    expect((await rename(token, { firstName: 'Saburo' })).body.data.reason).toBe('real_name_locked');
    expect((await post(t.app, '/v2/app/user/info', {}, { token })).body.data.firstName).toBe('Jiro');
  });

  it('never leaves a player with cards in two names', async () => {
    const { user, token } = await createSignedInUser(t.db, taro);
    await post(t.app, '/v2/app/user/bank/save', card('6222021234567893'), { token });
    await rename(token, { firstName: 'Hanako' });
    await post(t.app, '/v2/app/user/bank/save', card('6222021234567894', 'Hanako'), { token });
    const cards = await t.db.select().from(bankCards).where(eq(bankCards.userId, user.id));
    expect(cards.map((c) => `${c.holderLastName} ${c.holderFirstName}`)).toEqual(['Yamada Taro']);
  });
});
