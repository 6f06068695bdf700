// The minimum age as a Japanese site sets it (MINIMUM_AGE=20): the web learns it, registration needs
// the confirmation and keeps its time, a date of birth under it (given on the profile or with the ID
// photos) closes deposits and play, and the age is counted to the day. The configuration takes 18 to 25.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { users } from '../../db/schema/user';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { depositThroughSandbox, requestKey } from '../../test/money';
import { startTestSmtp } from '../../test/smtp';
import { ageOn, isUnderAge } from '../../lib/minimum-age';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let jpeg: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, CAPTCHA: 'off', MINIMUM_AGE: '20' });
  const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  jpeg = photo.toString('base64');
});
afterAll(async () => {
  await expectLedgerVerified(t.db);
  await t.close();
  await smtp.close();
});

const en = { 'accept-language': 'en-US' };

/** The day `years` years and `days` days before today (UTC), as YYYY-MM-DD. */
function bornAgo(years: number, days = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

describe('registration', () => {
  let n = 0;
  async function verifiedEmail() {
    n += 1;
    const email = `age${n}${Date.now()}@example.test`;
    const ip = nextIp();
    await post(t.app, '/v2/app/register/send/email/code', { email }, en, ip);
    const code = await smtp.codeFor(email);
    expect((await post(t.app, '/v2/app/register/valid', { email, code, acceptTerms: true }, en, ip)).status).toBe(200);
    return { email, account: `age${n}${Date.now() % 100000}`, password: 'Secret12' };
  }

  it('tells the web app the minimum age', async () => {
    expect((await post(t.app, '/v2/app/auth/providers', {})).body.data.minimumAge).toBe(20);
  });

  it('refuses to open an account without the age confirmed, and keeps when it was confirmed', async () => {
    const person = await verifiedEmail();
    for (const body of [person, { ...person, ageConfirmed: false }, { ...person, ageConfirmed: 'yes' }]) {
      const refused = await post(t.app, '/v2/app/register/user', body, en);
      expect(refused.status).toBe(400);
      expect(refused.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['ageConfirmed']);
    }
    const before = Date.now();
    const opened = await post(t.app, '/v2/app/register/user', { ...person, ageConfirmed: true }, en);
    expect(opened.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.account, person.account));
    expect(row!.ageConfirmedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.birthDate).toBeNull();
  });
});

describe('a date of birth under 20', () => {
  const spin = (token: string) =>
    post(t.app, '/v2/app/game/spin', { machineId: 'P-004', requestKey: requestKey() }, { ...en, token });

  it('closes deposits and play for a 19-year-old, not for one who is 20', async () => {
    const young = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, young.token, '1000');
    await post(t.app, '/v2/app/user/update', { birthDate: bornAgo(19, 100) }, { token: young.token });
    const refused = await spin(young.token);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/^Deposits, play and bonuses are for players aged 20 or over/);
    expect(refused.body.data.reason).toBe('under_age');

    const adult = await createSignedInUser(t.db, { birthDate: bornAgo(20, 2) });
    await depositThroughSandbox(t.app, adult.token, '1000');
    expect((await spin(adult.token)).status).toBe(200);
  });

  it('given with the ID photos is recorded, and refuses play at once', async () => {
    const p = await createSignedInUser(t.db);
    const photos = { front: jpeg, back: jpeg, handheld: jpeg };
    const bad = await post(t.app, '/v2/app/user/kyc/add', { ...photos, birthDate: '2001-02-30' }, { token: p.token });
    expect(bad.body.data.fields[0].field).toBe('birthDate');
    const sent = await post(t.app, '/v2/app/user/kyc/add', { ...photos, birthDate: bornAgo(17) }, { token: p.token });
    expect(sent.body.data.status).toBe('submitted');
    const info = await post(t.app, '/v2/app/user/info', {}, { token: p.token });
    expect(info.body.data).toMatchObject({ birthDate: bornAgo(17), birthDateLocked: true });
    expect((await spin(p.token)).body.data.reason).toBe('under_age');
  });

  it('cannot be changed with the ID photos once the real name is locked', async () => {
    const p = await createSignedInUser(t.db, { birthDate: '1990-01-01', realNameLockedAt: new Date() });
    const photos = { front: jpeg, back: jpeg, handheld: jpeg };
    const changed = await post(
      t.app,
      '/v2/app/user/kyc/add',
      { ...photos, birthDate: '1991-01-01' },
      { token: p.token },
    );
    expect(changed.status).toBe(409);
    expect(changed.body.data.reason).toBe('birth_date_locked');
    expect((await post(t.app, '/v2/app/user/kyc/latest', {}, { token: p.token })).body.data).toBeNull();
    // The same date (or none) goes through with the photos.
    const same = await post(t.app, '/v2/app/user/kyc/add', { ...photos, birthDate: '1990-01-01' }, { token: p.token });
    expect(same.body.data.status).toBe('submitted');
  });
});

describe('the age', () => {
  it('counts a birthday once it has begun everywhere (UTC-12)', () => {
    expect(ageOn('2006-03-10', new Date('2026-03-10T11:59:00Z'))).toBe(19);
    expect(ageOn('2006-03-10', new Date('2026-03-10T12:00:00Z'))).toBe(20);
    expect(ageOn('2006-03-11', new Date('2026-03-11T00:00:00Z'))).toBe(19);
    // Born on 29 February: of age on 1 March in other years.
    expect(ageOn('2008-02-29', new Date('2026-02-28T23:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T12:00:00Z'))).toBe(18);
    expect(ageOn('2008-02-29', new Date('2028-02-29T12:00:00Z'))).toBe(20);
  });

  it('refuses only a known date under the minimum', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(isUnderAge(null, now, 18)).toBe(false);
    expect(isUnderAge('2008-06-01', now, 18)).toBe(false);
    expect(isUnderAge('2008-06-02', now, 18)).toBe(true);
    expect(isUnderAge('2006-06-02', now, 20)).toBe(true);
  });

  it('is configured from 18 to 25, 18 unless set', () => {
    const base = { DATA_DIR: '/tmp', NODE_ENV: 'test' };
    expect(loadConfig(base).MINIMUM_AGE).toBe(18);
    expect(loadConfig({ ...base, MINIMUM_AGE: '20' }).MINIMUM_AGE).toBe(20);
    for (const bad of ['17', '26', '19.5', 'adult']) {
      expect(() => loadConfig({ ...base, MINIMUM_AGE: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, MINIMUM_AGE: bad }), bad).toThrow(/MINIMUM_AGE/);
    }
  });
});
