import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards } from '../../db/schema/bank';
import { createSecretBox, parseKeys } from '../../lib/secret-box';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const en = { 'accept-language': 'en-US' };
const named = { firstName: 'Taro', lastName: 'Yamada' };
const card = (bankId: number, overrides: object = {}) => ({
  bankId,
  cardNumber: '6222 0212 3456 7890',
  branchCode: '001',
  branchName: 'Shinjuku',
  holderFirstName: 'taro',
  holderLastName: 'YAMADA',
  ...overrides,
});

async function firstBank(token: string) {
  return (await post(t.app, '/v2/app/user/bank/list', {}, { token, 'accept-language': 'ja-JP' })).body.data[0] as {
    id: number;
    name: string;
  };
}

describe('bank cards', () => {
  it('lists banks in the player’s language', async () => {
    const { token } = await createSignedInUser(t.db);
    const bank = await firstBank(token);
    expect(bank.name).toBe('三菱UFJ銀行');
  });

  it('binds a card in the player’s name, stores the number sealed, and shows only the last four digits', async () => {
    const { user, token } = await createSignedInUser(t.db, named);
    const bank = await firstBank(token);
    const saved = await post(t.app, '/v2/app/user/bank/save', card(bank.id), { token });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      cardNumberMasked: '**** **** 7890',
      last4: '7890',
      holderName: 'YAMADA taro',
      branchCode: '001',
    });
    const list = await post(t.app, '/v2/app/user/get/bank', {}, { token });
    expect(JSON.stringify(list.body)).not.toContain('6222021234567890');
    expect(JSON.stringify(list.body)).not.toContain('62220212');
    const [row] = await t.db.select().from(bankCards).where(eq(bankCards.userId, user.id));
    expect(row!.cardNumberSealed).not.toContain('6222021234567890');
    expect(row!.cardNumberSealed).toMatch(/^v1\.test\./);
    expect(t.app.secretBox.open(row!.cardNumberSealed)).toBe('6222021234567890');
  });

  it('needs the real name first, and the holder must be that name', async () => {
    const unnamed = await createSignedInUser(t.db);
    const bank = await firstBank(unnamed.token);
    const incomplete = await post(t.app, '/v2/app/user/bank/save', card(bank.id), { ...en, token: unnamed.token });
    expect(incomplete.body).toMatchObject({ code: 400, msg: 'Please complete your personal information first.' });
    const { token } = await createSignedInUser(t.db, named);
    const other = await post(t.app, '/v2/app/user/bank/save', card(bank.id, { holderFirstName: 'Hanako' }), {
      ...en,
      token,
    });
    expect(other.body.data.reason).toBe('holder_mismatch');
  });

  it('refuses bad numbers, unknown banks, duplicates and a sixth card', async () => {
    const { token } = await createSignedInUser(t.db, named);
    const bank = await firstBank(token);
    for (const cardNumber of ['12345', 'abcd efgh', '1'.repeat(20), '']) {
      const res = await post(t.app, '/v2/app/user/bank/save', card(bank.id, { cardNumber }), { token });
      expect(res.status, cardNumber).toBe(400);
    }
    expect((await post(t.app, '/v2/app/user/bank/save', card(99999), { token })).body.data.reason).toBe('bank_unknown');
    expect((await post(t.app, '/v2/app/user/bank/save', card(bank.id), { token })).status).toBe(200);
    expect((await post(t.app, '/v2/app/user/bank/save', card(bank.id), { token })).body.data.reason).toBe(
      'card_duplicate',
    );
    for (let i = 1; i <= 4; i++)
      await post(t.app, '/v2/app/user/bank/save', card(bank.id, { cardNumber: `100000${i}` }), { token });
    const sixth = await post(t.app, '/v2/app/user/bank/save', card(bank.id, { cardNumber: '1000009' }), {
      ...en,
      token,
    });
    expect(sixth.body).toMatchObject({ code: 409, msg: 'You can bind at most 5 bank cards.' });
  });

  it('never shows or removes another player’s card: ownership is part of the query', async () => {
    const owner = await createSignedInUser(t.db, named);
    const thief = await createSignedInUser(t.db, named);
    const bank = await firstBank(owner.token);
    const saved = await post(t.app, '/v2/app/user/bank/save', card(bank.id), { token: owner.token });
    const cardId = saved.body.data.id;
    expect((await post(t.app, '/v2/app/user/bank', { cardId }, { token: thief.token })).status).toBe(404);
    expect((await post(t.app, '/v2/app/user/bank/remove', { cardId }, { token: thief.token })).status).toBe(404);
    expect((await post(t.app, '/v2/app/user/bank', { cardId }, { token: owner.token })).body.data.last4).toBe('7890');
    expect((await post(t.app, '/v2/app/user/bank/remove', { cardId }, { token: owner.token })).status).toBe(200);
    expect((await post(t.app, '/v2/app/user/get/bank', {}, { token: owner.token })).body.data).toEqual([]);
  });
});

describe('secret box', () => {
  it('opens data sealed with an older key after rotation, and refuses tampering', () => {
    const keys = parseKeys(`a:${Buffer.alloc(32, 2).toString('base64')},b:${Buffer.alloc(32, 3).toString('base64')}`);
    const before = createSecretBox(keys, 'a');
    const sealed = before.seal('4111111111111111');
    const after = createSecretBox(keys, 'b');
    expect(after.open(sealed)).toBe('4111111111111111');
    expect(after.seal('x')).toMatch(/^v1\.b\./);
    const parts = sealed.split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => after.open(parts.join('.'))).toThrow();
    expect(() => parseKeys('a:short')).toThrow(/base64-of-32-bytes/);
  });
});
