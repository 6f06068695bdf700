// deploy/nginx.conf against the server it stands in front of: the calls nginx may send to a second
// process after the first one got them are exactly those that carry a requestKey, the tests run
// the file as written (apart from the listen address and the upstream ports), nginx lets go of an
// idle connection before a stopping process closes it, and the README quotes it whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { drainTiming } from '../plugins/drain';
import { createTestApp, type TestApp } from './app';
import { nginxTemplate, siteConfig } from './nginx';
import { repoRoot } from './server-process';

const template = readFileSync(nginxTemplate, 'utf8');
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

/** The field names of a request body schema (an object, possibly refined or piped). */
function fields(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fields(schema.in);
  return [];
}

describe('deploy/nginx.conf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets nginx resend after a crash exactly the calls that carry a requestKey', () => {
    const resent =
      /^\s*location ~ (\S+) \{\n\s*proxy_pass http:\/\/hall;\n\s*proxy_next_upstream [^;]*non_idempotent;/m.exec(
        template,
      );
    expect(resent, 'a regex location with non_idempotent').not.toBeNull();
    const pattern = new RegExp(resent![1]!);
    const api = t.app.routeInventory.filter((r) => r.method === 'POST' && r.url.startsWith('/v2/'));
    const keyed = api.filter((r) => fields(r.schema?.body).includes('requestKey')).map((r) => r.url);
    expect(keyed).toContain('/v2/app/game/spin');
    expect(api.filter((r) => pattern.test(r.url)).map((r) => r.url)).toEqual(keyed);
    // Nowhere else: the server-wide rule leaves a POST that reached a process alone.
    expect(template.match(/non_idempotent/g)).toHaveLength(1);
  });

  it('drops idle connections to a process before a stopping process would close them', () => {
    const seconds = /^\s*keepalive_timeout (\d+)s;/m.exec(template.slice(0, template.indexOf('server {')));
    expect(seconds, 'keepalive_timeout in the upstream block').not.toBeNull();
    // A margin of a second: nginx's timer and the server's sweep need not fire on the dot.
    expect(Number(seconds![1]) * 1000 + 1000).toBeLessThanOrEqual(drainTiming.idleCloseMs);
  });

  it('is run by the tests as written, with only the listen address and the upstream ports swapped', () => {
    const site = siteConfig('127.0.0.1:4567', [5001, 5002, 5003]);
    const changed = (text: string) =>
      text.split('\n').filter((line) => /^\s*(listen |server 127\.0\.0\.1:)/.test(line) && !line.includes('#'));
    expect(changed(site)).toEqual([
      '    server 127.0.0.1:5001 max_fails=1 fail_timeout=2s;',
      '    server 127.0.0.1:5002 max_fails=1 fail_timeout=2s;',
      '    server 127.0.0.1:5003 max_fails=1 fail_timeout=2s;',
      '    listen 127.0.0.1:4567;',
    ]);
    const rest = (text: string) => text.split('\n').filter((line) => !changed(text).includes(line));
    expect(rest(site)).toEqual(rest(template));
  });

  it('is quoted whole in the README, so the two cannot drift apart', () => {
    expect(readme).toContain(`\`\`\`nginx\n${template}\`\`\``);
  });
});
