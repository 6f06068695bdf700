// The HTTP provider against a local stand-in of the second provider that the test starts: the whole
// flow over signed requests and answers; a debit whose answer is lost found by its status; a debit
// that never answered finished later by the job (as after a crash), once; an answer not signed with
// our secret refused as the provider being unavailable, never believed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';
import { expectLedgerVerified } from '../../test/ledger';
import { balanceOf, requestKey } from '../../test/money';
import { sign, verifySignature } from '../../lib/callback-signature';

const SECRET = 'stand-in-secret-0123456789';

/** The second provider, as little of it as the protocol needs. */
class StandIn {
  debits = new Map<string, { account: string; amount: string }>();
  debitCalls = 0;
  /** What the next debit does: answer, take it and drop the answer, or neither take nor answer. */
  nextDebit: 'answer' | 'drop-answer' | 'hang' = 'answer';
  signWith = SECRET;
  server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as Record<string, string>;
        if (!verifySignature(body, SECRET)) {
          res.writeHead(401).end();
          return;
        }
        const answer = (fields: Record<string, string>) => {
          const signed = { ...fields, sign: sign(fields, this.signWith) };
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(signed));
        };
        const path = req.url!.replace(/^\/v1\//, '');
        if (path === 'account/validate')
          return answer(body.account === 'alice' ? { state: 'ok', currency: 'JPY' } : { state: 'unknown' });
        if (path === 'card/validate')
          return answer({ ok: body.cardLast4 === '4242' && body.holderName === 'Taro Yamada' ? 'true' : 'false' });
        if (path === 'code/send') return answer({ sentTo: 'al•••@example.jp' });
        if (path === 'login')
          return answer(
            body.password === 'pw' && body.code === '112233'
              ? { ok: 'true', balance: '12000', currency: 'JPY', holderName: 'Taro Yamada' }
              : { ok: 'false' },
          );
        if (path === 'debit') {
          this.debitCalls += 1;
          const mode = this.nextDebit;
          this.nextDebit = 'answer';
          if (mode === 'hang') return; // neither taken nor answered; the client gives up
          this.debits.set(body.reference!, { account: body.account!, amount: body.amount! });
          if (mode === 'drop-answer') return void req.socket.destroy();
          return answer({ state: 'done' });
        }
        if (path === 'debit/status') return answer({ state: this.debits.has(body.reference!) ? 'done' : 'unknown' });
        res.writeHead(404).end();
      });
    });
  }
}

const standIn = new StandIn();
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.server.address() as AddressInfo;
  t = await createTestApp({
    JSY_BASE_URL: `http://127.0.0.1:${port}`,
    JSY_SECRET: SECRET,
    JSY_TIMEOUT_MS: '400',
    JOB_POLL_MS: '0',
  });
});
afterEach(() => expectLedgerVerified(t.db));
afterAll(async () => {
  // The debit left hanging holds its connection open until the stand-in lets it go.
  standIn.server.closeAllConnections();
  await new Promise((resolve) => standIn.server.close(resolve));
  await t.close();
});

const en = { 'accept-language': 'en-US' };

async function atConfirm() {
  const p = await createSignedInUser(t.db, { firstName: 'Taro', lastName: 'Yamada' });
  const call = (path: string, body: object = {}) =>
    post(t.app, `/v2/app/jsy/transfer${path}`, body, { ...en, token: p.token });
  expect((await call('/validate', { account: 'alice', currency: 'JPY' })).body.data.next).toBe('card');
  expect((await call('/validate/card', { cardLast4: '4242', holderName: 'Taro Yamada' })).body.data.next).toBe('code');
  expect((await call('/resend/validate/code')).body.data.codeSentTo).toBe('al•••@example.jp');
  expect((await call('/login', { password: 'nope', code: '112233' })).body.data.reason).toBe('provider_login_failed');
  const login = await call('/login', { password: 'pw', code: '112233' });
  expect(login.body.data).toMatchObject({ balance: '12000', coinAmount: '12000', holderName: 'Taro Yamada' });
  return { p, call };
}

describe('the HTTP provider', () => {
  it('migrates over signed calls; a lost debit answer is found by its status and credited once', async () => {
    const { p, call } = await atConfirm();
    standIn.nextDebit = 'drop-answer';
    const res = await call('/confirm', { requestKey: requestKey() });
    expect(res.body.data).toMatchObject({ status: 'completed', amount: '12000', coinAmount: '12000' });
    expect(standIn.debitCalls).toBe(1);
    expect(await balanceOf(t.app, p.token)).toBe(12000n);
    expect([...standIn.debits.values()]).toEqual([{ account: 'alice', amount: '12000' }]);
  });

  it('leaves a debit that never answered pending, and the job finishes it once, under the same number', async () => {
    standIn.debits.clear();
    await t.db.execute('delete from account_migrations');
    const { p, call } = await atConfirm();
    standIn.nextDebit = 'hang';
    const res = await call('/confirm', { requestKey: requestKey() });
    expect(res.body.data.status).toBe('pending');
    expect(await balanceOf(t.app, p.token)).toBe(0n);
    // As after a crash: the job, due later, asks by our number and sends the debit it never had.
    await t.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.dedupeKey, `migration:${res.body.data.migrationSn}`));
    await t.app.jobs.runDueJobs();
    expect([...standIn.debits.keys()]).toEqual([res.body.data.migrationSn]);
    expect(await balanceOf(t.app, p.token)).toBe(12000n);
    const list = await call('/list');
    expect(list.body.data.list[0]).toMatchObject({ status: 'completed' });
  });

  it('believes no answer that is not signed with our secret', async () => {
    const p = await createSignedInUser(t.db, { firstName: 'Taro', lastName: 'Yamada' });
    standIn.signWith = 'someone-else-entirely';
    const res = await post(
      t.app,
      '/v2/app/jsy/transfer/validate',
      { account: 'alice', currency: 'JPY' },
      { ...en, token: p.token },
    );
    standIn.signWith = SECRET;
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      msg: 'The previous provider is not answering. Please try again in a few minutes.',
    });
  });
});
