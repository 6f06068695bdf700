// The contract fuzz suite: every route of the OpenAPI document gets bodies derived from its zod
// schema (valid ones, and ones with extreme, control-character, wrong-typed, missing or unknown
// fields, or no object at all), sent as a visitor, a signed-in player and an operator (admin). No
// answer may be a 5xx; every answer is a { code, msg, data } envelope whose code is the status; a
// 200 matches the route's response schema; and the app still answers /healthz at the end.
// FUZZ_RUNS sets the bodies per route and caller (about a minute on two cores). It runs on one engine:
// PostgreSQL when DATABASE_URL is set (production's engine and driver), else the embedded one; the
// answers it checks come from the schemas and handlers, not from which engine stores the rows.
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope } from '@hall/contracts/envelope';
import { eq } from 'drizzle-orm';
import { agents } from '../db/schema/agent';
import { paymentChannels } from '../db/schema/pay';
import { createTestApp, nextIp, type TestApp } from './app';
import { testEngine } from './database';
import { createSignedInUser } from './factories';
import { depositThroughSandbox } from './money';
import { signedInOperator } from './operators';
import {
  fieldExtremes,
  inputSchema,
  pathValue,
  RawJson,
  requestBody,
  validValue,
  type JsonSchema,
} from './fuzz-arbitraries';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

interface Target {
  method: string;
  /** The path with `:param` placeholders, as registered. */
  url: string;
  auth: 'user' | 'operator' | 'public';
  body?: JsonSchema;
  /** A body the schema accepts, the base each field's extremes are set into. */
  sample?: unknown;
  ok?: ZodType;
}

let t: TestApp;
let targets: Target[];
const tokens: Record<'visitor' | 'player' | 'operator', string | undefined> = {
  visitor: undefined,
  player: undefined,
  operator: undefined,
};

/** The sandbox channel as the site starts with it: the operator's fuzzed calls may switch it off or narrow it. */
let sandboxChannel: typeof paymentChannels.$inferSelect | undefined;

async function newPlayer() {
  const { user, token } = await createSignedInUser(t.db);
  const [channel] = await t.db.select().from(paymentChannels).where(eq(paymentChannels.code, 'sandbox-jpy'));
  sandboxChannel ??= channel;
  const { id, ...asStarted } = sandboxChannel!;
  await t.db.update(paymentChannels).set(asStarted).where(eq(paymentChannels.id, id));
  // Coins, so spins and withdrawals get past the balance check into the code behind it; an active
  // agent, so the team routes read their bodies instead of refusing the caller before them.
  await depositThroughSandbox(t.app, token, '50000');
  await t.db.insert(agents).values({ userId: user.id, code: `F${user.id}`, status: 'approved' });
  return token;
}

const fuzzHere = testEngine() === (process.env.DATABASE_URL ? 'postgres' : 'pglite');

beforeAll(async () => {
  if (!fuzzHere) return;
  t = await createTestApp();
  tokens.player = await newPlayer();
  tokens.operator = (await signedInOperator(t.app, 'admin')).token;

  const doc = (await t.app.inject({ method: 'GET', url: '/v2/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  targets = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const method of Object.keys(operations)) {
      const route = t.app.routeInventory.find((r) => r.url === url && r.method === method.toUpperCase());
      if (!route) throw new Error(`documented route not registered: ${method} ${path}`);
      const schema = route.schema as { body?: ZodType; response?: Record<string, ZodType> } | undefined;
      targets.push({
        method: route.method,
        url,
        auth: route.auth,
        body: schema?.body ? inputSchema(schema.body) : undefined,
        sample: schema?.body ? validSample(schema.body) : undefined,
        ok: schema?.response?.['200'],
      });
    }
  }
}, 120_000);
afterAll(() => t?.close());

/** A body the route's schema accepts, found among generated ones (the first try nearly always does). */
function validSample(schema: ZodType): unknown {
  const candidates = fc.sample(validValue(inputSchema(schema)), { numRuns: 50, seed: 7 });
  return candidates.find((c) => schema.safeParse(c).success) ?? candidates[0];
}

/** What was sent and answered, for the summary line. */
const seen = { requests: 0, byStatus: new Map<number, number>() };

/** What is wrong with an answer, or null when it keeps the contract. */
function problemWith(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  target: Target,
): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (!String(res.headers['content-type']).startsWith('application/json')) return `not JSON: ${res.body.slice(0, 200)}`;
  let answer: unknown;
  try {
    answer = JSON.parse(res.body);
  } catch {
    return `unparsable: ${res.body.slice(0, 200)}`;
  }
  if (res.statusCode === 200) {
    if (!target.ok) return null;
    const parsed = target.ok.safeParse(answer);
    return parsed.success ? null : `200 off its schema: ${parsed.error.message.slice(0, 300)}`;
  }
  const parsed = ErrorEnvelope.safeParse(answer);
  if (!parsed.success) return `not an error envelope: ${res.body.slice(0, 200)}`;
  if (parsed.data.code !== res.statusCode) return `code ${parsed.data.code} under status ${res.statusCode}`;
  if (parsed.data.data?.requestId !== res.headers['x-request-id']) return 'requestId does not match x-request-id';
  return null;
}

/** Sends one request; returns what was wrong with the answer (with what was sent), or null. */
async function send(target: Target, as: keyof typeof tokens, body: unknown, param: string): Promise<string | null> {
  const url = target.url.replace(/:\w+/g, param);
  const token = tokens[as];
  const res = await t.app.inject({
    method: target.method as 'POST',
    url,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(token ? { token } : {}) },
    payload: body instanceof RawJson ? body.text : JSON.stringify(body),
    remoteAddress: nextIp(),
  });
  seen.requests += 1;
  seen.byStatus.set(res.statusCode, (seen.byStatus.get(res.statusCode) ?? 0) + 1);
  // Signing out (or any call that ends the session) must not starve the rest of the run.
  if ((res.statusCode === 401 || res.statusCode === 402) && admitted(target).includes(as) && as !== 'visitor') {
    if (target.auth !== 'public') {
      tokens[as] = as === 'player' ? await newPlayer() : (await signedInOperator(t.app, 'admin')).token;
    }
  }
  const problem = problemWith(res, target);
  if (!problem) return null;
  const shown = body instanceof RawJson ? String(body[fc.toStringMethod]()) : JSON.stringify(body)?.slice(0, 200);
  return `${target.method} ${url.slice(0, 120)} as ${as} with ${shown}: ${problem}`;
}

/** The same body under another method, and as text or a form: 405 with Allow, or 415, always an envelope. */
async function wrongMethodAndType(target: Target, as: keyof typeof tokens, body: unknown): Promise<string[]> {
  const url = target.url.replace(/:\w+/g, 'sandbox-jpy');
  const headers = () => ({ 'accept-language': 'en-US', ...(tokens[as] ? { token: tokens[as] } : {}) });
  const problems: string[] = [];
  const wrongMethod = await t.app.inject({ method: 'GET', url, headers: headers() });
  if (wrongMethod.statusCode !== 405 || !String(wrongMethod.headers.allow).includes(target.method))
    problems.push(`GET ${url}: ${wrongMethod.statusCode} allow=${wrongMethod.headers.allow}`);
  for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
    const request = () =>
      t.app.inject({
        method: target.method as 'POST',
        url,
        headers: { ...headers(), 'content-type': type },
        payload: type === 'text/plain' ? JSON.stringify(body) : 'a=1',
      });
    let res = await request();
    // An earlier call (signing out) may have ended the session: sign in again and retry once.
    if ((res.statusCode === 401 || res.statusCode === 402) && as !== 'visitor' && target.auth !== 'public') {
      tokens[as] = as === 'player' ? await newPlayer() : (await signedInOperator(t.app, 'admin')).token;
      res = await request();
    }
    if (res.statusCode !== 415) problems.push(`${target.method} ${url} as ${type}: ${res.statusCode}`);
    const problem = problemWith(res, target);
    if (problem) problems.push(`${target.method} ${url} as ${type}: ${problem}`);
  }
  return problems;
}

/** The callers a route admits: every one for public routes, else the one that may sign in to it. */
function admitted(target: Target): Array<keyof typeof tokens> {
  if (target.auth === 'public') return ['visitor', 'player', 'operator'];
  return [target.auth === 'user' ? 'player' : 'operator'];
}

describe.runIf(fuzzHere)('contract fuzz', () => {
  it('every field of every route at its extremes, one at a time, gets a 4xx or a conforming 200; wrong methods and media types get 405 and 415', async () => {
    let sent = 0;
    const problems: Array<string | null> = [];
    for (const target of targets) {
      // The live event stream is the one GET (text/event-stream, opened with a ticket in the query):
      // modules/events/events.test.ts covers it. Everything else is a POST with a JSON body.
      if (target.method === 'GET' && target.url === '/v2/app/events') continue;
      const base = target.sample;
      const as = admitted(target)[0]!;
      const params = target.url.includes(':') ? ['sandbox-jpy', '%00', '%0A', '%C2%85', 'a'.repeat(100)] : ['-'];
      // Before the body goes in: signing out would end the session these use.
      problems.push(...(await wrongMethodAndType(target, as, base ?? {})));
      for (const param of params) problems.push(await send(target, as, base ?? {}, param));
      if (!target.body?.properties || typeof base !== 'object' || base === null) continue;
      for (const [key, field] of Object.entries(target.body.properties)) {
        for (const value of fieldExtremes(field)) {
          problems.push(await send(target, as, { ...base, [key]: value }, 'sandbox-jpy'));
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(problems.filter(Boolean)).toEqual([]);
  }, 240_000);

  it('no generated request gets a 5xx or anything but a conforming envelope, from any caller', async () => {
    expect(targets.length).toBeGreaterThan(80);
    for (const target of targets) {
      const body = requestBody(target.body);
      for (const as of ['visitor', 'player', 'operator'] as const) {
        // A caller the route does not admit is turned away before the body is read: a few tries prove it.
        await fc.assert(
          fc.asyncProperty(body, pathValue(), async (payload, param) => {
            const problem = await send(target, as, payload, param);
            if (problem) throw new Error(problem);
          }),
          // Shrinking replays requests against a database that has moved on; the first failure says enough.
          { numRuns: admitted(target).includes(as) ? RUNS : 2, endOnFailure: true },
        );
      }
    }
    const statuses = [...seen.byStatus.entries()].sort(([a], [b]) => a - b);
    console.info(`fuzz: ${seen.requests} requests on ${targets.length} routes; statuses ${JSON.stringify(statuses)}`);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  }, 240_000);
});
