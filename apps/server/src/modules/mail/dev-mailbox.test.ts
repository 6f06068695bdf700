// Without SMTP the site still works: mail lands in the outbox and the development mailbox shows it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, nextIp, post, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'development' });
});
afterAll(() => t.close());

describe('development mailbox', () => {
  it('shows the registration code mailed without an SMTP server', async () => {
    await post(
      t.app,
      '/v2/app/register/send/email/code',
      { email: 'Sandbox@Example.test' },
      { 'accept-language': 'en-US' },
      nextIp(),
    );
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('sandbox@example.test');
    expect(page.body).toMatch(/Your verification code is \d{6}/);
    const json = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(json.json()[0]).toMatchObject({ to: 'sandbox@example.test', status: 'sandbox' });
    expect(json.json()[0].text).toMatch(/Your verification code is \d{6}/);
  });

  it('reads sandbox mail that the outbox keeps sealed', async () => {
    const email = `sealed${Date.now()}@example.test`;
    await post(t.app, '/v2/app/register/send/email/code', { email }, { 'accept-language': 'en-US' }, nextIp());
    const shown = (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json() as Array<{
      to: string;
      text: string;
    }>;
    const code = /\b(\d{6})\b/.exec(shown.find((m) => m.to === email)!.text)![1]!;
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('escapes what it shows', async () => {
    const { escapeHtml } = await import('../../lib/escape-html');
    expect(escapeHtml('<script>"x"&\'y\'</script>')).toBe('&lt;script&gt;&quot;x&quot;&amp;&#39;y&#39;&lt;/script&gt;');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      OPERATOR_NAME: 'Hall Operations Ltd.',
      LICENCE_TEXT: 'Licence 1',
      OPERATOR_ADDRESS: '1 Example Street',
    });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
