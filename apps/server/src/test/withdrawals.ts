// What the withdrawal tests share: an app whose withdrawals need identity checks above 30,000 coins
// and two finance operators above 10,000, with no background worker (JOB_POLL_MS 0: the tests run
// the queue themselves, so a payout waits where a test left it), a finance operator, the fund
// password every test player has, and a player ready to withdraw to a bank card.
import { createTestApp, post, type TestApp } from './app';
import { createSignedInUser } from './factories';
import { depositThroughSandbox } from './money';
import { signedInOperator } from './operators';
import { storedPassword } from './passwords';

/** The fund password of every player the withdrawal tests make (its hash is `fundHash`). */
export const FUND_PASSWORD = '246810';

export async function startWithdrawalApp() {
  const t = await createTestApp({ KYC_WITHDRAWAL_THRESHOLD: '30000', FOUR_EYES_ABOVE: '10000', JOB_POLL_MS: '0' });
  return {
    t,
    finance: await signedInOperator(t.app, 'finance'),
    fundHash: await storedPassword(FUND_PASSWORD),
  };
}

export type WithdrawalBed = Awaited<ReturnType<typeof startWithdrawalApp>>;

/** A player ready to withdraw: real name, fund password, a bound card and `coins` deposited. */
export async function playerWithCard(
  { t, fundHash }: { t: TestApp; fundHash: string },
  options: { coins?: string; cardNumber?: string } = {},
) {
  const { coins = '50000', cardNumber = '1234567' } = options;
  const p = await createSignedInUser(t.db, { firstName: 'Taro', lastName: 'Yamada', fundPasswordHash: fundHash });
  const bankId = (await post(t.app, '/v2/app/user/bank/list', {}, { token: p.token })).body.data[0].id;
  const card = await post(
    t.app,
    '/v2/app/user/bank/save',
    { bankId, cardNumber, holderFirstName: 'Taro', holderLastName: 'Yamada' },
    { token: p.token },
  );
  if (coins !== '0') await depositThroughSandbox(t.app, p.token, coins);
  return { ...p, cardId: card.body.data.id as number };
}
