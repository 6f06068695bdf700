/* global fetch, setTimeout, localStorage */
// Lighthouse (mobile: a mid-range phone on a slow 4G line, simulated) on the built site, the way the
// field measures it: the home page and the notices as a visitor, the game hall signed in. Starts the
// built server on a free port over a fresh embedded database, registers a player through the real
// API (its code read from the dev mailbox), and prints performance, accessibility, LCP, TBT, CLS and
// the JavaScript bytes each page downloads. Run after `npm run build`; prints figures, asserts nothing.
//   node scripts/bench-web.mjs [runs per page, default 3: the median run is printed]
// BENCH_SMOKE=1 (npm test) measures the home page once: it proves the benchmark still runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

const smoke = Boolean(process.env.BENCH_SMOKE);
const runs = smoke ? 1 : Number(process.argv[2] ?? 3);
const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start (did `npm run build` run?)');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function call(site, url, body, token) {
  const response = await fetch(`${site}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { TOKEN: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 200) throw new Error(`${url}: ${envelope.msg}`);
  return envelope.data;
}

/** A player registered as a person would be: the code comes from the development mailbox. */
async function registerPlayer(site) {
  const account = `bench${Date.now().toString(36)}`.slice(0, 16);
  const email = `${account}@bench.example.test`;
  await call(site, '/v2/app/register/send/email/code', { email });
  const mail = await (await fetch(`${site}/dev/mailbox.json`)).json();
  const code = /\b(\d{6})\b/.exec(mail.find((m) => m.to.includes(email))?.text ?? '')?.[1];
  if (!code) throw new Error('no registration code in the dev mailbox');
  await call(site, '/v2/app/register/valid', { email, code, acceptTerms: true });
  const { token } = await call(site, '/v2/app/register/user', {
    account,
    email,
    password: 'Correct-horse-9',
    ageConfirmed: true,
  });
  return token;
}

/**
 * Signs the browser in (or out) by the site's own storage, before Lighthouse loads the page. Lighthouse
 * is told to keep storage (or the session would go), so the HTTP cache, the service worker and its
 * caches are cleared here instead: every run is a first visit's download.
 */
async function setSession(debugPort, site, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const page = await browser.contexts()[0].newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: site, storageTypes: 'cache_storage,service_workers' });
  await page.goto(`${site}/favicon.svg`);
  await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')), token);
  await page.close();
  await browser.close();
}

/** The figures of one run, or the reason it has none (Lighthouse now and then fails to trace a run). */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const missing = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].find(
    (id) => typeof audit(id)?.numericValue !== 'number',
  );
  if (lhr.runtimeError || missing || lhr.categories.performance.score === null) {
    return {
      error: lhr.runtimeError?.message ?? audit(missing)?.errorMessage ?? `${missing ?? 'performance'}: no value`,
    };
  }
  const scripts = audit('resource-summary').details.items.find((i) => i.resourceType === 'script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    jsKB: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
  };
}

const median = (rows) => [...rows].sort((a, b) => a.performance - b.performance)[Math.floor(rows.length / 2)];

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
const server = await startServer(port, dataDir);
const site = `http://127.0.0.1:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const token = await registerPlayer(site);
  const pages = [
    { name: '/', url: `${site}/`, token: null },
    { name: '/amigo (signed in)', url: `${site}/amigo`, token },
    { name: '/game/notice', url: `${site}/game/notice`, token: null },
  ].slice(0, smoke ? 1 : undefined);
  console.log(`Lighthouse ${runs}× mobile per page (median by performance) on ${site}\n`);
  console.log('| page | perf | a11y | LCP ms | TBT ms | CLS | JS kB (transfer) |');
  console.log('|------|-----:|-----:|-------:|-------:|----:|-----------------:|');
  for (const page of pages) {
    const rows = [];
    for (let i = 0; i < runs; i += 1) {
      await setSession(chrome.port, site, page.token);
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      const row = figures(result.lhr);
      if (row.error) console.log(`  (${page.name}: a run without figures, not counted: ${row.error.slice(0, 120)})`);
      else rows.push(row);
    }
    if (rows.length === 0) {
      console.log(`| ${page.name} | no run gave figures | | | | | |`);
      continue;
    }
    const m = median(rows);
    console.log(
      `| ${page.name} | ${m.performance} | ${m.accessibility} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls.toFixed(3)} | ${m.jsKB.toFixed(1)} |`,
    );
  }
} finally {
  await chrome.kill();
  server.kill();
  await once(server, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}
