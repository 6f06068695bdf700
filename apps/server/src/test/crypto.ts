// A crypto deposit as the chain watcher reports it: the player's USDT address on TRON, and a signed
// report of a transfer to it at the confirmations that credit it.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sign } from '../lib/callback-signature';
import { post } from './app';

export const USDT = 1_000_000n;

/** Reports `usdt` whole USDT sent to the player's address with enough confirmations: the watcher's answer, and the address. */
export async function creditCryptoDeposit(app: FastifyInstance, token: string, usdt: bigint) {
  const address = (await post(app, '/v2/cpp/coins/deposit/address', { coin: 'USDT', network: 'TRON' }, { token })).body
    .data.address as string;
  const fields = {
    network: 'TRON',
    coin: 'USDT',
    txid: randomBytes(32).toString('hex'),
    outputIndex: '0',
    address,
    amount: String(usdt * USDT),
    confirmations: '19',
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: randomUUID(),
  };
  const res = await post(app, '/v2/crypto/watcher/report', {
    ...fields,
    sign: sign(fields, app.config.PAYMENT_SANDBOX_SECRET),
  });
  return { ...(res.body.data as { status: string; confirmations: number }), address };
}
