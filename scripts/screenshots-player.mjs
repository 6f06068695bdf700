/* global fetch, localStorage */
// Screenshots of the player's main screens for looking at them (and comparing before and after a
// change): home, game hall, springboard, a slot and a pachislot mid-spin, deposit, withdraw and
// records, at 390 px (phone) and 1280 px (desktop), in English, Japanese and Korean. Runs against a
// server with the sandboxes on (`npm start`, or any port): registers a player through the dev
// mailbox and deposits through the sandbox cashier, so the pages show real content.
//   node scripts/screenshots-player.mjs [site, default http://localhost:3000] [out dir, default screenshots/player]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const site = process.argv[2] ?? 'http://localhost:3000';
const out = path.resolve(process.argv[3] ?? 'screenshots/player');
const LOCALES = ['en-US', 'ja-JP', 'ko-KR'];
const WIDTHS = [390, 1280];

async function call(url, body, token) {
  const response = await fetch(`${site}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { TOKEN: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 200) throw new Error(`${url}: ${envelope.msg}`);
  return envelope.data;
}

/** A player with coins, made as a person would: mailed code, registration, a sandbox deposit. */
async function playerWithCoins() {
  const account = `shot${Date.now().toString(36)}`.slice(0, 16);
  const email = `${account}@shots.example.test`;
  await call('/v2/app/register/send/email/code', { email });
  const mail = await (await fetch(`${site}/dev/mailbox.json`)).json();
  const code = /\b(\d{6})\b/.exec(mail.find((m) => m.to.includes(email))?.text ?? '')?.[1];
  if (!code) throw new Error('no registration code in the dev mailbox (are the sandboxes on?)');
  await call('/v2/app/register/valid', { email, code, acceptTerms: true });
  const { token } = await call('/v2/app/register/user', {
    account,
    email,
    password: 'Correct-horse-9',
    ageConfirmed: true,
  });
  await call('/v2/app/user/update', { firstName: 'Taro', lastName: 'Yamada' }, token);
  const channels = await call('/v2/app/pay/query', {}, token);
  const channel = channels.find((c) => c.code === 'sandbox-jpy') ?? channels[0];
  const order = await call(
    '/v2/app/pay/order',
    { channelId: channel.id, amount: '20000', requestKey: `shots${Date.now()}` },
    token,
  );
  await fetch(`${site}/sandbox/cashier/${order.orderSn}/pay`, { method: 'POST', redirect: 'manual' });
  return token;
}

const pages = [
  { name: 'home', url: '/' },
  { name: 'hall', url: '/amigo' },
  { name: 'springboard', url: '/amigo-springboard?machineId=S-001' },
  { name: 'slot-mid-spin', url: '/amigo/machine/S-001', spin: true },
  { name: 'pachislot-mid-spin', url: '/amigo/machine/P-001', spin: true },
  { name: 'deposit', url: '/user/finance/deposit' },
  { name: 'withdraw', url: '/user/finance/withdraw' },
  { name: 'records', url: '/user/record' },
];

mkdirSync(out, { recursive: true });
const token = await playerWithCoins();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const locale of LOCALES) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
        isMobile: width < 768,
        hasTouch: width < 768,
        deviceScaleFactor: 1,
      });
      await context.addInitScript(
        ([t, lang]) => {
          localStorage.setItem('token', t);
          localStorage.setItem('lang', lang);
        },
        [token, locale],
      );
      const page = await context.newPage();
      for (const shot of pages) {
        await page.goto(`${site}${shot.url}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        if (shot.spin) {
          await page.getByTestId('spin-button').click();
          // Mid-spin: the reels are turning, the result not yet shown.
          await page.waitForTimeout(350);
        }
        const file = path.join(out, `${shot.name}-${width}-${locale}.png`);
        await page.screenshot({ path: file });
        if (shot.spin) await page.waitForTimeout(4000);
      }
      await context.close();
    }
  }
  console.log(`${LOCALES.length * WIDTHS.length * pages.length} screenshots in ${out}`);
} finally {
  await browser.close();
}
