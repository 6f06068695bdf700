// What the help pages and the bonus rules tell players about the seeded offers and who may have a
// bonus, held against the running server: the first deposit bonus's 30 days, a credited bonus
// keeping its requirement, deadline and pachislot share when its offer changes, and bonuses closed
// to a player under the minimum age and during the cooling-off after a self-exclusion.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrants } from '../../db/schema/bonus';
import { playerExclusions } from '../../db/schema/protection';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { depositThroughSandbox, requestKey } from '../../test/money';
import { signedInOperator } from '../../test/operators';
import { buttonOfferBody } from '../../test/bonus-offers';

let t: TestApp;
let finance: Awaited<ReturnType<typeof signedInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ TEST_BONUS_OFFERS: 'on' });
  finance = await signedInOperator(t.app, 'finance');
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const en = { 'accept-language': 'en-US' };
type Player = Awaited<ReturnType<typeof createSignedInUser>>;

/** The refusal the player is shown beside each running offer, by the offer's code. */
async function refusals(p: Player): Promise<Record<string, string | null>> {
  const res = await post(t.app, '/v2/app/bonus/offers', {}, { ...en, token: p.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const list = res.body.data.list as { code: string; refusal: string | null }[];
  return Object.fromEntries(list.map((offer) => [offer.code, offer.refusal]));
}

/** A date of birth `years` ago, as the profile takes it. */
const bornAgo = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
};

describe('the first deposit bonus', () => {
  it('must be wagered within 30 days of its credit', async () => {
    const p = await createSignedInUser(t.db);
    await depositThroughSandbox(t.app, p.token, '2000');
    const [grant] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.userId, p.user.id));
    expect(grant).toMatchObject({ amount: 2000n, status: 'active' });
    expect(grant!.expiresAt.getTime() - grant!.createdAt.getTime()).toBe(30 * DAY_MS);
  });
});

/** A button offer of 100 coins, saved (made or, with `id`, changed) through the operators' call. */
async function saveOffer(values: Record<string, unknown>) {
  const res = await post(
    t.app,
    '/v2/admin/bonus/offer/save',
    buttonOfferBody({ code: 'terms-test', wageringMultiple: 5, validDays: 7, ...values }),
    { token: finance.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number };
}

describe('a credited bonus', () => {
  it('keeps the requirement and the deadline it was credited with when its offer changes', async () => {
    const offer = await saveOffer({});
    const p = await createSignedInUser(t.db);
    const claimed = await post(
      t.app,
      '/v2/app/bonus/claim',
      { offerId: offer.id, requestKey: requestKey() },
      { ...en, token: p.token },
    );
    expect(claimed.body.data).toMatchObject({ amount: '100', wageringRequired: '500', status: 'active' });
    const [before] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.userId, p.user.id));

    await saveOffer({ id: offer.id, wageringMultiple: 40, validDays: 1 });
    const [after] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.userId, p.user.id));
    expect(after).toMatchObject({ wageringRequired: 500n, status: 'active' });
    expect(after!.expiresAt).toEqual(before!.expiresAt);
    expect(after!.expiresAt.getTime() - after!.createdAt.getTime()).toBe(7 * DAY_MS);
  });

  it('counts its wagering at the pachislot share it was credited with when its offer changes', async () => {
    const offer = await saveOffer({ code: 'terms-share', pachislotContributionPct: 50, wageringMultiple: 50 });
    const p = await createSignedInUser(t.db);
    const claimed = await post(
      t.app,
      '/v2/app/bonus/claim',
      { offerId: offer.id, requestKey: requestKey() },
      { ...en, token: p.token },
    );
    expect(claimed.body.data).toMatchObject({ amount: '100', status: 'active' });
    const spin = async () => {
      const res = await post(
        t.app,
        '/v2/app/game/spin',
        { machineId: 'P-003', requestKey: requestKey() },
        { ...en, token: p.token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { bet: string; bonus: { wagered: string } };
    };
    const first = await spin();
    const atHalf = (BigInt(first.bet) * 50n) / 100n;
    expect(BigInt(first.bonus.wagered)).toBe(atHalf);

    // The offer now counts pachislot in full, for bonuses credited from now on.
    await saveOffer({ id: offer.id, code: 'terms-share', pachislotContributionPct: 100, wageringMultiple: 50 });
    const second = await spin();
    expect(BigInt(second.bet)).toBe(BigInt(first.bet));
    expect(BigInt(second.bonus.wagered)).toBe(atHalf * 2n);
    const wallet = await post(t.app, '/v2/app/bonus/wallet', {}, { ...en, token: p.token });
    expect(wallet.body.data.contribution).toEqual({ video_slot: 100, pachislot: 50 });
    const [grant] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.userId, p.user.id));
    expect(grant).toMatchObject({ pachislotContributionPct: 50, wagered: atHalf * 2n });

    // A bonus credited after the change has the new share.
    const later = await createSignedInUser(t.db);
    await post(t.app, '/v2/app/bonus/claim', { offerId: offer.id, requestKey: requestKey() }, { token: later.token });
    const laterWallet = await post(t.app, '/v2/app/bonus/wallet', {}, { token: later.token });
    expect(laterWallet.body.data.contribution).toEqual({ video_slot: 100, pachislot: 100 });
  });
});

describe('bonuses', () => {
  it('are open to an adult, and closed to a player under the minimum age', async () => {
    const adult = await createSignedInUser(t.db, { birthDate: bornAgo(30) });
    expect((await refusals(adult))['first-deposit']).toBeNull();
    const minor = await createSignedInUser(t.db, { birthDate: bornAgo(15) });
    expect((await refusals(minor))['first-deposit']).toBe('excluded');
  });

  it('stay closed during the cooling-off after a self-exclusion, and open once it is over', async () => {
    const p = await createSignedInUser(t.db);
    // A six-month exclusion that ended yesterday: seven days of cooling-off follow it.
    const [exclusion] = await t.db
      .insert(playerExclusions)
      .values({
        userId: p.user.id,
        kind: 'self_exclusion',
        startsAt: new Date(Date.now() - 183 * DAY_MS),
        endsAt: new Date(Date.now() - DAY_MS),
      })
      .returning();
    // Offers are marketing: during the cooling-off the offer is not even shown, let alone open.
    expect((await refusals(p))['first-deposit']).toBeUndefined();
    await t.db
      .update(playerExclusions)
      .set({ endsAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(playerExclusions.id, exclusion!.id));
    expect((await refusals(p))['first-deposit']).toBeNull();
  });
});
