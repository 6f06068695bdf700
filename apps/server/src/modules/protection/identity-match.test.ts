import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerExclusions } from '../../db/schema/protection';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { signedInOperator } from '../../test/operators';

let t: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInOperator(t.app, 'support');
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof createSignedInUser>>;
const call = (player: Player, path: string, body: object) => post(t.app, path, body, { token: player.token });
const card = (cardNumber: string) => ({ bankId: 1, cardNumber, holderFirstName: 'Hanako', holderLastName: 'Sato' });
const matchesOf = async (player: Player) => {
  const res = await post(t.app, '/v2/admin/protection/identity-matches', { userId: player.user.id }, support.headers);
  expect(res.status).toBe(200);
  return res.body.data.list as Array<{ excludedUserId: number; field: string; outcome: string }>;
};

let serial = 0;
/** A player with an ID number, a card and a name with a date of birth, who then excludes themselves (or not). */
async function identified(selfExcluded: boolean) {
  serial += 1;
  const idNumber = `XK${Date.now() % 1e8}${serial}`;
  const cardNumber = `62220${(Date.now() % 1e9).toString().padStart(9, '0')}${serial}`.slice(0, 16);
  const birthDate = `19${70 + serial}-04-0${serial}`;
  const p = await createSignedInUser(t.db, { firstName: 'Hanako', lastName: 'Sato' });
  expect((await call(p, '/v2/app/user/update', { birthDate })).status).toBe(200);
  expect((await call(p, '/v2/app/user/update/idNumber', { idNumber })).status).toBe(200);
  expect((await call(p, '/v2/app/user/bank/save', card(cardNumber))).status).toBe(200);
  if (selfExcluded)
    await t.db
      .insert(playerExclusions)
      .values({ userId: p.user.id, kind: 'self_exclusion', startsAt: new Date(Date.now() - 60_000), endsAt: null });
  return { p, idNumber, cardNumber, birthDate };
}

describe('a self-excluded player’s identity on another account', () => {
  it('refuses their ID number, however it is written, and keeps the attempt for operators', async () => {
    const gone = await identified(true);
    const next = await createSignedInUser(t.db);
    const written = `${gone.idNumber.slice(0, 2).toLowerCase()}-${gone.idNumber.slice(2)}`;
    const res = await call(next, '/v2/app/user/update/idNumber', { idNumber: written });
    expect([res.status, res.body.data.reason]).toEqual([403, 'identity_excluded']);
    expect((await call(next, '/v2/app/user/info', {})).body.data.idNumberMasked).toBeNull();
    expect(await matchesOf(next)).toEqual([
      expect.objectContaining({ excludedUserId: gone.p.user.id, field: 'id_number', outcome: 'refused' }),
    ]);
  });

  it('refuses their bank card, matched by its fingerprint', async () => {
    const gone = await identified(true);
    const next = await createSignedInUser(t.db, { firstName: 'Hanako', lastName: 'Sato' });
    const res = await call(next, '/v2/app/user/bank/save', card(gone.cardNumber));
    expect([res.status, res.body.data.reason]).toEqual([403, 'identity_excluded']);
    expect((await call(next, '/v2/app/user/get/bank', {})).body.data).toHaveLength(0);
    expect((await matchesOf(next)).map((m) => [m.excludedUserId, m.field, m.outcome])).toEqual([
      [gone.p.user.id, 'card', 'refused'],
    ]);
  });

  it('takes their name and date of birth but flags the account for review', async () => {
    const gone = await identified(true);
    const next = await createSignedInUser(t.db);
    const res = await call(next, '/v2/app/user/update', {
      firstName: 'ＨＡＮＡＫＯ',
      lastName: ' sato ',
      birthDate: gone.birthDate,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await matchesOf(next)).map((m) => [m.excludedUserId, m.field, m.outcome])).toEqual([
      [gone.p.user.id, 'name_birth', 'flagged'],
    ]);
  });

  it('flags the account when identity verification gives their date of birth to their name', async () => {
    const gone = await identified(true);
    const next = await createSignedInUser(t.db, { firstName: 'Hanako', lastName: 'Sato' });
    const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const jpeg = photo.toString('base64');
    const res = await call(next, '/v2/app/user/kyc/add', {
      front: jpeg,
      back: jpeg,
      handheld: jpeg,
      birthDate: gone.birthDate,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await matchesOf(next)).map((m) => [m.excludedUserId, m.field, m.outcome])).toEqual([
      [gone.p.user.id, 'name_birth', 'flagged'],
    ]);
  });

  it('flags the account when the age confirmation gives their date of birth to their name', async () => {
    const gone = await identified(true);
    const next = await createSignedInUser(t.db, {
      firstName: 'Hanako',
      lastName: 'Sato',
      ageConfirmedAt: null,
      termsAcceptedAt: null,
    });
    const res = await call(next, '/v2/app/user/confirm/age', {
      birthDate: gone.birthDate,
      countryCode: 'JP',
      acceptTerms: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await matchesOf(next)).map((m) => [m.excludedUserId, m.field, m.outcome])).toEqual([
      [gone.p.user.id, 'name_birth', 'flagged'],
    ]);
  });

  it('takes their phone number, however it is written, but flags the account for review', async () => {
    const gone = await identified(true);
    const national = `090-${String(Date.now() % 1e8)
      .padStart(8, '0')
      .replace(/^(\d{4})/, '$1-')}`;
    expect((await call(gone.p, '/v2/app/user/update', { phone: national })).status).toBe(200);
    const next = await createSignedInUser(t.db);
    const international = `+81 ${national.slice(1).replaceAll('-', ' ')}`;
    const res = await call(next, '/v2/app/user/update', { phone: international });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.phone).toBe(international);
    expect((await matchesOf(next)).map((m) => [m.excludedUserId, m.field, m.outcome])).toEqual([
      [gone.p.user.id, 'phone', 'flagged'],
    ]);
  });

  it('leaves the identity of a player who is not excluded alone', async () => {
    const other = await identified(false);
    const next = await createSignedInUser(t.db, { firstName: 'Hanako', lastName: 'Sato' });
    await call(next, '/v2/app/user/update', { birthDate: other.birthDate });
    expect((await call(next, '/v2/app/user/update/idNumber', { idNumber: other.idNumber })).status).toBe(200);
    expect(await matchesOf(next)).toEqual([]);
  });

  it('shows matches to support and finance only', async () => {
    const p = await createSignedInUser(t.db);
    const content = await signedInOperator(t.app, 'content');
    const ask = (headers: Record<string, string>) =>
      post(t.app, '/v2/admin/protection/identity-matches', { userId: p.user.id }, headers);
    expect((await ask(content.headers)).status).toBe(403);
    expect((await ask((await signedInOperator(t.app, 'finance')).headers)).status).toBe(200);
    expect((await ask({ token: p.token })).status).toBe(401);
  });
});
