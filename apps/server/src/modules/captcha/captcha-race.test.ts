// A captcha answer is taken once, in one atomic step, even when many requests carry it at once.
// Run against the Redis store (when REDIS_URL is set) and the database store alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';
import { checkCaptcha } from './service';

const stores: Array<[string, Record<string, string | undefined>]> = [['database store', { REDIS_URL: undefined }]];
if (process.env.REDIS_URL) stores.push(['Redis store', {}]);

describe.each(stores)('captchas under parallel use (%s)', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA: 'on', ...env });
  });
  afterAll(() => t.close());

  it('lets exactly one of 30 parallel checks of the right answer pass', async () => {
    const { uuid } = (await post(t.app, '/v2/app/auth/get', {}, {}, nextIp())).body.data;
    const answer = (await t.app.store.get(`captcha:${uuid}`))!;
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => checkCaptcha(t.app.store, true, uuid, answer)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(29);
  });
});
