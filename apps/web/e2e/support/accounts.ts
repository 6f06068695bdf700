// Real players for the account tests: registered through the API as the site does it (an e-mailed
// code read from the SMTP stand-in), so every later step runs against the real server.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { codeMailedTo } from './mailbox';

export interface Player {
  account: string;
  email: string;
  password: string;
  token: string;
}

let serial = 0;

/** A user name and e-mail no other test or project uses: letters and digits, 16 at most. */
export function uniquePlayer(testInfo: TestInfo, tag = 'p'): Omit<Player, 'token'> {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${serial}${testInfo.workerIndex}`;
  const project = testInfo.project.name === 'mobile' ? 'm' : 'd';
  const account = `${tag}${project}${stamp}`.slice(0, 16);
  return { account, email: `${account}@example.test`, password: 'Start-pass-1' };
}

async function call<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const response = await request.post(path, { data: body, headers: token ? { TOKEN: token } : {} });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** Registers a new player through the API and returns it with its session token. */
export async function registerPlayer(request: APIRequestContext, testInfo: TestInfo, tag = 'p'): Promise<Player> {
  const player = uniquePlayer(testInfo, tag);
  await call(request, '/v2/app/register/send/email/code', { email: player.email });
  const code = await codeMailedTo(player.email);
  await call(request, '/v2/app/register/valid', { email: player.email, code, acceptTerms: true });
  const { token } = await call<{ token: string }>(request, '/v2/app/register/user', {
    account: player.account,
    email: player.email,
    password: player.password,
    ageConfirmed: true,
  });
  return { ...player, token };
}

/** Starts the page signed in as the player (its token stored before the first script runs). */
export async function useSession(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e-session')) {
      window.localStorage.setItem('token', value);
      window.sessionStorage.setItem('e2e-session', '1');
    }
  }, token);
}
