// Line login (SPEC.md section 4): the button sends the visitor to Line's authorize page; Line sends
// them back to /login with ?code&state, and the server exchanges the code (its channel secret never
// reaches the browser). The state is random per attempt and checked on return, so a link crafted by
// someone else cannot sign a visitor into the wrong account.
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import type { StorageKey } from '../../../lib/storage-keys';

/** Kept in session storage (storage-keys.ts): the attempt belongs to this tab. */
export const LINE_STATE_KEY = 'lineLogin' satisfies StorageKey;
export const LINE_SCOPE = 'profile openid email';

export interface LineProvider {
  clientId: string;
  authorizeUrl: string;
}

export function lineRedirectUri(origin: string = window.location.origin): string {
  return `${origin}/login`;
}

export function lineAuthorizeUrl(provider: LineProvider, state: string, origin?: string): string {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', lineRedirectUri(origin));
  url.searchParams.set('state', state);
  url.searchParams.set('scope', LINE_SCOPE);
  return url.toString();
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Leaves for Line; `returnTo` is where the visitor goes once signed in. */
export function startLineLogin(
  provider: LineProvider,
  returnTo: string,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  const state = randomState();
  writeStorage(LINE_STATE_KEY, JSON.stringify({ state, returnTo }));
  go(lineAuthorizeUrl(provider, state));
}

export type LineReturn =
  { kind: 'code'; code: string; returnTo: string } | { kind: 'refused'; returnTo: string } | { kind: 'invalid' };

function readAttempt(): { state?: unknown; returnTo?: unknown } | null {
  try {
    return JSON.parse(readStorage(LINE_STATE_KEY) ?? 'null') as { state?: unknown } | null;
  } catch {
    return null;
  }
}

/**
 * Reads Line's answer from the /login query: null when the address is not a return from Line. The
 * stored attempt is used once.
 */
export function takeLineReturn(search: URLSearchParams): LineReturn | null {
  const code = search.get('code');
  const error = search.get('error');
  const state = search.get('state');
  if (!state || (!code && !error)) return null;
  const stored = readAttempt();
  removeStorage(LINE_STATE_KEY);
  if (!stored || stored.state !== state) return { kind: 'invalid' };
  const returnTo = typeof stored.returnTo === 'string' && stored.returnTo.startsWith('/') ? stored.returnTo : '/';
  return code ? { kind: 'code', code, returnTo } : { kind: 'refused', returnTo };
}
