// Test operators: created the way the command creates them, then signed in through the API; a role
// that needs an authenticator enrols one on the way, as an operator does at its first sign-in.
import type { OperatorRole } from '@hall/contracts/admin';
import { generateSync } from 'otplib';
import type { App } from '../app';
import { createOperator } from '../modules/operator/service';
import { nextIp, post } from './app';

/** Any way of POSTing to the API that answers with the envelope's `data` (in-process or over HTTP). */
export type Caller = (url: string, body: object, headers?: Record<string, string>) => Promise<Record<string, unknown>>;

/** The current code of an authenticator with this secret. */
export const totpCode = (secret: string) => generateSync({ secret });

/**
 * Signs in with the password; when the role needs an authenticator and has none, sets one up and
 * enables it, which frees the same session. Returns the session's token and the secret, if any.
 */
export async function signInEnrolling(call: Caller, username: string, password: string) {
  const login = await call('/v2/admin/auth/login', { username, password });
  const token = login.token as string;
  if (login.twoFactor !== 'enrol') return { token, secret: undefined };
  const headers = { token };
  const { secret } = (await call('/v2/admin/auth/totp/setup', {}, headers)) as { secret: string };
  await call('/v2/admin/auth/totp/enable', { code: totpCode(secret) }, headers);
  return { token, secret };
}

let n = 0;
export async function signedInOperator(app: App, role: OperatorRole = 'admin') {
  n += 1;
  const username = `op${role}${n}${Date.now() % 10000}`;
  const password = 'correct horse battery';
  const operator = await createOperator(app.db, { username, password, role });
  const ip = nextIp();
  const call: Caller = async (url, body, headers = {}) => {
    const res = await post(app, url, body, headers, ip);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data as Record<string, unknown>;
  };
  const { token, secret } = await signInEnrolling(call, username, password);
  return { operator, token, headers: { token }, secret, username, password };
}
