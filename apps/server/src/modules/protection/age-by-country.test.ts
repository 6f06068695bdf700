// The minimum age follows the player's country: 20 in Japan as the terms say, MINIMUM_AGE (18 here)
// elsewhere or with no country. A 19-year-old of Japan can neither deposit nor play, one of the
// Philippines can; a country given later that raises the age closes play at once, and a player under
// their country's age can change neither the date nor the country to get out of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { channelByCode, depositThroughSandbox, requestKey } from '../../test/money';
import { minimumAgeFor } from '../../lib/minimum-age';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerVerified(t.db);
  await t.close();
});

const en = { 'accept-language': 'en-US' };
type Player = Awaited<ReturnType<typeof createSignedInUser>>;

/** The day `years` years and `days` days before today (UTC), as YYYY-MM-DD. */
function bornAgo(years: number, days = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}
const spin = (p: Player) =>
  post(t.app, '/v2/app/game/spin', { machineId: 'P-004', requestKey: requestKey() }, { ...en, token: p.token });
async function order(p: Player) {
  const channel = await channelByCode(t.app, p.token, 'sandbox-jpy');
  return post(
    t.app,
    '/v2/app/pay/order',
    { channelId: channel.id, amount: '1000', requestKey: requestKey() },
    { ...en, token: p.token },
  );
}
const update = (p: Player, body: object) => post(t.app, '/v2/app/user/update', body, { ...en, token: p.token });

describe('the minimum age by country', () => {
  it('is 20 in Japan and the configured age elsewhere or with no country', () => {
    expect(minimumAgeFor('JP', 18)).toBe(20);
    expect(minimumAgeFor('jp', 18)).toBe(20);
    expect(minimumAgeFor('PH', 18)).toBe(18);
    expect(minimumAgeFor(null, 18)).toBe(18);
    // A site configured above a country's age keeps its own.
    expect(minimumAgeFor('JP', 21)).toBe(21);
  });

  it('is told to the web app with the countries above the default', async () => {
    const providers = await post(t.app, '/v2/app/auth/providers', {});
    expect(providers.body.data).toMatchObject({ minimumAge: 18, minimumAgeByCountry: { JP: 20 } });
  });

  it('refuses a 19-year-old of Japan deposits and play, saying the age is 20', async () => {
    const p = await createSignedInUser(t.db, { countryCode: 'JP', birthDate: bornAgo(19, 30) });
    const refused = await order(p);
    expect(refused.status).toBe(403);
    expect(refused.body.data.reason).toBe('under_age');
    expect(refused.body.msg).toMatch(/^Deposits, play and bonuses are for players aged 20 or over/);
    const played = await spin(p);
    expect(played.status).toBe(403);
    expect(played.body.data.reason).toBe('under_age');
  });

  it('lets a 19-year-old of the Philippines, or of no country, deposit and play', async () => {
    for (const countryCode of ['PH', null]) {
      const p = await createSignedInUser(t.db, { countryCode, birthDate: bornAgo(19, 30) });
      await depositThroughSandbox(t.app, p.token, '1000');
      expect((await spin(p)).status, String(countryCode)).toBe(200);
    }
  });

  it('closes play once the profile names a country whose age the player has not reached, and holds it', async () => {
    const p = await createSignedInUser(t.db, { countryCode: 'PH', birthDate: bornAgo(19, 30) });
    await depositThroughSandbox(t.app, p.token, '1000');
    expect((await spin(p)).status).toBe(200);
    const moved = await update(p, { countryCode: 'JP' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ countryCode: 'JP', birthDateLocked: true });
    expect((await spin(p)).body.data.reason).toBe('under_age');
    // Neither moving back nor an older date reopens it: support corrects a wrong one.
    const back = await update(p, { countryCode: 'PH' });
    expect(back.status).toBe(409);
    expect(back.body.data.reason).toBe('country_locked');
    expect(back.body.msg).toMatch(/country can only be changed by customer service/);
    expect((await update(p, { birthDate: bornAgo(25) })).body.data.reason).toBe('birth_date_locked');
    // The same country again (a form that sends every field) still saves.
    expect((await update(p, { countryCode: 'JP', nickname: 'taro' })).status).toBe(200);
  });

  it('closes play when a date of birth given in Japan is under 20', async () => {
    const p = await createSignedInUser(t.db, { countryCode: 'JP' });
    await depositThroughSandbox(t.app, p.token, '1000');
    const given = await update(p, { birthDate: bornAgo(19, 30) });
    expect(given.body.data).toMatchObject({ birthDateLocked: true });
    expect((await spin(p)).body.data.reason).toBe('under_age');
  });
});
