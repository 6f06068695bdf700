// Verifies who a player is at Google or Line. Google: the ID token's signature against Google's
// published keys, its issuer, audience and expiry. Line: the authorization code is exchanged here on
// the server (the channel secret never reaches the browser) and the returned ID token verified.
import { createRemoteJWKSet, jwtVerify, decodeProtectedHeader, type JWTPayload } from 'jose';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';

export interface ProviderIdentity {
  provider: 'google' | 'line';
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

const invalid = () => new AppError(401, 'provider_token_invalid', 'auth.provider_token_invalid');
const disabled = () => new AppError(400, 'provider_disabled', 'auth.provider_disabled');

// Key sets are cached per URL: jose refetches them itself when it meets an unknown key id.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

function identity(provider: ProviderIdentity['provider'], payload: JWTPayload): ProviderIdentity {
  if (!payload.sub) throw invalid();
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  return { provider, subject: payload.sub, email, emailVerified: payload.email_verified === true };
}

export async function verifyGoogle(config: Config, idToken: string): Promise<ProviderIdentity> {
  if (!config.GOOGLE_CLIENT_ID) throw disabled();
  try {
    const { payload } = await jwtVerify(idToken, keySet(config.GOOGLE_JWKS_URL), {
      issuer:
        config.GOOGLE_ISSUER === 'https://accounts.google.com'
          ? [config.GOOGLE_ISSUER, 'accounts.google.com']
          : config.GOOGLE_ISSUER,
      audience: config.GOOGLE_CLIENT_ID,
      algorithms: ['RS256', 'ES256'],
    });
    return identity('google', payload);
  } catch {
    throw invalid();
  }
}

export async function verifyLine(
  config: Config,
  code: string,
  redirectUri: string | undefined,
): Promise<ProviderIdentity> {
  if (!config.LINE_CHANNEL_ID || !config.LINE_CHANNEL_SECRET) throw disabled();
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    client_id: config.LINE_CHANNEL_ID,
    client_secret: config.LINE_CHANNEL_SECRET,
    redirect_uri: redirectUri ?? `${config.PUBLIC_URL}/login`,
  });
  let idToken: unknown;
  try {
    const response = await fetch(config.LINE_TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status !== 200) throw invalid();
    idToken = ((await response.json()) as { id_token?: unknown }).id_token;
  } catch {
    throw invalid();
  }
  if (typeof idToken !== 'string') throw invalid();
  try {
    // Web logins get HS256 tokens signed with the channel secret; other clients ES256 from Line's keys.
    const { alg } = decodeProtectedHeader(idToken);
    const options = { issuer: config.LINE_ISSUER, audience: config.LINE_CHANNEL_ID };
    const { payload } =
      alg === 'HS256'
        ? await jwtVerify(idToken, new TextEncoder().encode(config.LINE_CHANNEL_SECRET), {
            ...options,
            algorithms: ['HS256'],
          })
        : await jwtVerify(idToken, keySet(config.LINE_JWKS_URL), { ...options, algorithms: ['ES256'] });
    // Line does not say whether it checked the address, so it is never used to link an existing account.
    return { ...identity('line', payload), emailVerified: false };
  } catch {
    throw invalid();
  }
}
