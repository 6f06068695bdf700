// The access log names every request's URL: secrets that travel in a query string (the event
// stream's single-use ticket, the code and state a sign-in provider sends back) are kept out of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './test/app';
import { createSignedInUser } from './test/factories';
import { createLoggedTestApp } from './test/logged-app';

let t: Awaited<ReturnType<typeof createLoggedTestApp>>;
beforeAll(async () => {
  t = await createLoggedTestApp({ LOG_LEVEL: 'info' });
});
afterAll(() => t.close());

const loggedUrls = () =>
  t.lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter((url): url is string => !!url);

describe('the access log', () => {
  it("keeps the event stream's ticket out of the logged URL", async () => {
    const { token } = await createSignedInUser(t.db);
    const ticket = (await post(t.app, '/v2/app/events/ticket', {}, { token })).body.data.ticket as string;
    expect(ticket).toBeTruthy();
    // Over a real socket: the stream answers and stays open until the client leaves.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${base}/v2/app/events?ticket=${encodeURIComponent(ticket)}`, {
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    controller.abort();
    // A ticket already used, and one on a path that does not exist.
    expect((await t.app.inject({ method: 'GET', url: `/v2/app/events?ticket=${ticket}` })).statusCode).toBe(401);
    await t.app.inject({ method: 'GET', url: `/v2/app/nothing-here?ticket=${ticket}` });

    expect(loggedUrls()).toContain('/v2/app/events?ticket=[redacted]');
    expect(JSON.stringify(t.lines)).not.toContain(ticket);
  });

  it('keeps the code and state of a sign-in return out, and the other parameters in', async () => {
    await t.app.inject({ method: 'GET', url: '/login?code=line-code-6f1e2d&state=line-state-9a8b7c&lang=en-US' });
    expect(loggedUrls()).toContain('/login?code=[redacted]&state=[redacted]&lang=en-US');
    const log = JSON.stringify(t.lines);
    expect(log).not.toContain('line-code-6f1e2d');
    expect(log).not.toContain('line-state-9a8b7c');
  });
});
