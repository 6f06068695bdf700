// One flag decides whether the sandboxes (sandbox cashier and payouts, development mailbox) are
// served, and the log says so loudly whenever they are; requests through an untrusted proxy are
// reported once, because then all players share the proxy's address and its limits.
import { describe, expect, it } from 'vitest';
import { createLoggedTestApp } from '../test/logged-app';

const WARN = 40;
const sandboxWarnings = (lines: Array<{ level: number; msg: string }>) =>
  lines.filter((l) => l.level === WARN && l.msg.startsWith('SANDBOXES ARE ON'));

async function sandboxesServed(app: Awaited<ReturnType<typeof createLoggedTestApp>>['app']) {
  const mailbox = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
  const cashier = await app.inject({ method: 'GET', url: '/sandbox/cashier/D-NO-SUCH-ORDER' });
  return {
    mailbox: mailbox.statusCode,
    // The cashier answers an unknown order with its own page; without the sandbox the route does not exist.
    cashier: cashier.headers['content-type']?.toString().startsWith('text/html') ?? false,
  };
}

describe('sandboxes', () => {
  it('are off for a development server at a public address with SANDBOX=off: no mailbox, no cashier, no warning', async () => {
    const t = await createLoggedTestApp({
      NODE_ENV: 'development',
      PUBLIC_URL: 'https://hall.example.com',
      SANDBOX: 'off',
    });
    try {
      const served = await sandboxesServed(t.app);
      expect(served.mailbox).toBe(404);
      expect(served.cashier).toBe(false);
      expect(sandboxWarnings(t.lines)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it('are on by default on loopback and on when SANDBOX=on, with a loud warning at start-up', async () => {
    for (const env of [{ NODE_ENV: 'development' }, { PUBLIC_URL: 'https://hall.example.com', SANDBOX: 'on' }]) {
      const t = await createLoggedTestApp(env);
      try {
        const served = await sandboxesServed(t.app);
        expect(served.mailbox).toBe(200);
        expect(served.cashier).toBe(true);
        expect(sandboxWarnings(t.lines)).toHaveLength(1);
        expect(sandboxWarnings(t.lines)[0]).toMatchObject({ SANDBOX: env.SANDBOX ?? 'auto' });
      } finally {
        await t.close();
      }
    }
  });

  it('stay off for a development server listening on every interface, and the log says why', async () => {
    // The old default: HOST=0.0.0.0 and no PUBLIC_URL, which links to http://localhost:PORT.
    const t = await createLoggedTestApp({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    try {
      expect(t.app.config.PUBLIC_URL).toMatch(/^http:\/\/localhost:/);
      const served = await sandboxesServed(t.app);
      expect(served.mailbox).toBe(404);
      expect(served.cashier).toBe(false);
      expect(sandboxWarnings(t.lines)).toHaveLength(0);
      const off = t.lines.filter((l) => l.level === WARN && l.msg.startsWith('sandboxes off'));
      expect(off).toHaveLength(1);
      expect(off[0]!.msg).toContain('HOST=0.0.0.0');
    } finally {
      await t.close();
    }
  });
});

describe('a proxy in front of a server that does not trust it', () => {
  const proxyWarnings = (lines: Array<{ level: number; msg: string }>) =>
    lines.filter((l) => l.level === WARN && l.msg.includes('TRUST_PROXY_HOPS=0'));

  it('is reported once, when the first request with X-Forwarded-For arrives', async () => {
    const t = await createLoggedTestApp();
    try {
      await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(proxyWarnings(t.lines)).toHaveLength(0);
      for (let i = 0; i < 3; i++) {
        await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      }
      expect(proxyWarnings(t.lines)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('is not reported when TRUST_PROXY_HOPS counts the proxy', async () => {
    const t = await createLoggedTestApp({ TRUST_PROXY_HOPS: '1' });
    try {
      await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxyWarnings(t.lines)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
