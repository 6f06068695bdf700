// Player search for the support desk: each way of naming a player finds it, nothing else leaks in,
// and only support, finance and admin may search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banks, bankCards } from '../../db/schema/bank';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { depositThroughSandbox } from '../../test/money';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
let player: Awaited<ReturnType<typeof createSignedInUser>>;
const suffix = String(Date.now()).slice(-6);
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInOperator(t.app, 'finance');
  player = await createSignedInUser(t.db, {
    account: `Search${suffix}`,
    email: `found.${suffix}@example.com`,
    phone: `+8190${suffix}7788`,
  });
  await depositThroughSandbox(t.app, player.token, '1500');
  const [bank] = await t.db.select().from(banks).limit(1);
  await t.db.insert(bankCards).values({
    userId: player.user.id,
    bankId: bank!.id,
    cardNumberSealed: 'sealed',
    cardLast4: '4921',
    holderFirstName: 'Taro',
    holderLastName: 'Yamada',
  });
});
afterAll(() => t.close());

const search = (q: string, headers = support.headers) => post(t.app, '/v2/admin/player/search', { q }, headers);
const ids = (res: Awaited<ReturnType<typeof search>>) => res.body.data.list.map((r: { id: number }) => r.id);

describe('player search', () => {
  it('finds a player by account start, e-mail, id, phone end and card last four', async () => {
    for (const q of [
      `search${suffix}`,
      `SEARCH${suffix.slice(0, 3)}`,
      `found.${suffix}@EXAMPLE.com`,
      String(player.user.id),
      `${suffix}7788`,
      '4921',
    ]) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(ids(res), q).toContain(player.user.id);
    }
    const [row] = (await search(`search${suffix}`)).body.data.list;
    expect(row).toMatchObject({ account: `Search${suffix}`, status: 'active', balance: '1500' });
  });

  it('treats % and _ as themselves and finds nobody for a stranger', async () => {
    expect((await search('%')).body.data.total).toBe(0);
    expect((await search('_')).body.data.total).toBe(0);
    expect(ids(await search(`nobody${suffix}`))).toEqual([]);
  });

  it('is refused to content operators and validated', async () => {
    const content = await signedInOperator(t.app, 'content');
    expect((await search('a', content.headers)).status).toBe(403);
    expect((await search('')).status).toBe(400);
    expect((await search('x'.repeat(255))).status).toBe(400);
  });
});
