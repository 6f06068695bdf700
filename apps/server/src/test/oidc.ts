// A local stand-in for Google's and Line's sign-in services: publishes a JWKS, signs ID tokens with
// keys made for the test, and answers Line's token endpoint; it also records conversion events.
import { createServer, type IncomingMessage } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

export async function startTestIssuer(options: { lineChannelId: string; lineSecret: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const lineCodes = new Map<string, JWTPayload>();
  const conversions: unknown[] = [];

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.url === '/jwks') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ keys: [jwk] }));
    }
    if (req.url === '/line/token' && req.method === 'POST') {
      const form = new URLSearchParams(body);
      const claims = lineCodes.get(form.get('code') ?? '');
      const good =
        form.get('grant_type') === 'authorization_code' &&
        form.get('client_id') === options.lineChannelId &&
        form.get('client_secret') === options.lineSecret &&
        claims;
      if (!good) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: 'invalid_grant' }));
      }
      lineCodes.delete(form.get('code')!);
      const idToken = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('https://access.line.me')
        .setAudience(options.lineChannelId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode((claims.signWith as string) ?? options.lineSecret));
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ access_token: 'at', id_token: idToken, token_type: 'Bearer' }));
    }
    if (req.url === '/conversion' && req.method === 'POST') {
      conversions.push(JSON.parse(body));
      return res.end('{}');
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    base,
    issuer: base,
    jwksUrl: `${base}/jwks`,
    lineTokenUrl: `${base}/line/token`,
    conversions,
    /** An ID token as Google would issue it; every part can be overridden to forge a bad one. */
    async googleToken(
      claims: JWTPayload,
      o: { audience?: string; issuer?: string; expiresIn?: string; key?: CryptoKey | Uint8Array; kid?: string } = {},
    ) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'test-key' })
        .setIssuer(o.issuer ?? base)
        .setAudience(o.audience ?? 'google-client-id')
        .setIssuedAt()
        .setExpirationTime(o.expiresIn ?? '1h')
        .sign(o.key ?? privateKey);
    },
    /** Registers an authorization code that the token endpoint will exchange for these claims. */
    lineCode(claims: JWTPayload & { signWith?: string }) {
      const code = `code-${Math.random().toString(36).slice(2)}`;
      lineCodes.set(code, claims);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
