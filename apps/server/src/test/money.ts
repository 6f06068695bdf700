// Helpers for tests that move money through the real API: deposit through the sandbox gateway.
import type { App } from '../app';
import { post } from './app';

let keys = 0;
export const requestKey = () => `test-key-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

export async function channelByCode(app: App, token: string, code: string) {
  const res = await post(app, '/v2/app/pay/query', {}, { token });
  const channel = res.body.data.find((c: { code: string }) => c.code === code);
  if (!channel) throw new Error(`no channel ${code}`);
  return channel as { id: number; code: string; currency: string; minAmount: string; maxAmount: string };
}

/** Creates an order and pays it on the sandbox cashier, as a player would. Returns the order number. */
export async function depositThroughSandbox(app: App, token: string, amount: string, code = 'sandbox-jpy') {
  const channel = await channelByCode(app, token, code);
  const order = await post(
    app,
    '/v2/app/pay/order',
    { channelId: channel.id, amount, requestKey: requestKey() },
    { token },
  );
  if (order.status !== 200) throw new Error(`order refused: ${order.body.msg}`);
  const sn = order.body.data.orderSn as string;
  const paid = await app.inject({ method: 'POST', url: `/sandbox/cashier/${sn}/pay` });
  if (!String(paid.headers.location).includes('result=paid'))
    throw new Error(`sandbox payment failed: ${paid.headers.location}`);
  return sn;
}

export async function balanceOf(app: App, token: string): Promise<bigint> {
  return BigInt((await post(app, '/v2/app/user/balance', {}, { token })).body.data.coins);
}

/** One spin on a machine the player can afford; throws unless it was played. Returns the round. */
export async function spinOnce(app: App, token: string, machineId = 'P-004') {
  const spin = await post(app, '/v2/app/game/spin', { machineId, requestKey: requestKey() }, { token });
  if (spin.status !== 200) throw new Error(`spin refused: ${spin.body.msg}`);
  return spin.body.data as { roundSn: string; bet: string; win: string };
}
