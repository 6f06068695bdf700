// ID photos in an S3-compatible bucket. s3rver stands in for S3 and keeps the objects, but it
// accepts any well-formed V4 signature, so a front in this file recomputes each request's
// signature from the AWS specification with node:crypto (independently of the client's signer)
// and forwards only requests that match. Nothing is written to the data directory.
import { createHash, createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketFileStore } from '../../lib/file-store';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';

// s3rver knows one access key id; the secret is checked by the front below.
const key = { accessKeyId: 'S3RVER', secretAccessKey: 'test-secret-key', region: 'ap-northeast-1' };

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (secret: string | Buffer, data: string) => createHmac('sha256', secret).update(data).digest();
/** RFC 3986 encoding of one path segment or query part, as the V4 canonical request wants it. */
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

interface SignedParts {
  method: string;
  /** The raw request target: path and query. */
  target: string;
  headers: Record<string, string>;
  signedHeaders: string[];
  amzDate: string;
  region: string;
}

/** The V4 signature of an S3 request, step by step as the AWS documentation defines it. */
function v4Signature(secret: string, r: SignedParts): string {
  const [pathPart, queryPart = ''] = r.target.split('?', 2) as [string, string?];
  const canonicalUri = pathPart
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...new URLSearchParams(queryPart)]
    .map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`)
    .sort()
    .join('&');
  const canonicalHeaders = r.signedHeaders
    .map((name) => `${name}:${(r.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    r.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    r.signedHeaders.join(';'),
    r.headers['x-amz-content-sha256'],
  ].join('\n');
  const day = r.amzDate.slice(0, 8);
  const scope = `${day}/${r.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', r.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), r.region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex');
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Why the request is refused, or null when its signature, scope, date and payload hash all hold. */
function refusal(req: IncomingMessage, body: Buffer): string | null {
  const match = AUTHORIZATION.exec(String(req.headers.authorization ?? ''));
  if (!match) return 'no V4 authorization';
  const [, accessKeyId, day, region, signed, signature] = match;
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
  const amzDate = headers['x-amz-date'] ?? '';
  const signedHeaders = signed!.split(';');
  if (accessKeyId !== key.accessKeyId || region !== key.region) return 'wrong key or region';
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return 'bad date';
  const at = Date.parse(amzDate.replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, '$1-$2-$3T$4:$5:$6Z'));
  if (Math.abs(Date.now() - at) > 15 * 60_000) return 'date too far off';
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
    if (!signedHeaders.includes(required)) return `${required} not signed`;
  // The payload itself must be signed: an unsigned one could be swapped on the way.
  if (headers['x-amz-content-sha256'] !== sha256Hex(body)) return 'payload hash does not match';
  const expected = v4Signature(key.secretAccessKey, {
    method: req.method!,
    target: req.url!,
    headers,
    signedHeaders,
    amzDate,
    region: region!,
  });
  return expected === signature ? null : 'signature does not match';
}

const storeDir = mkdtempSync(path.join(tmpdir(), 'hall-s3-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: storeDir,
  configureBuckets: [{ name: 'photos' }],
});
let s3Url = '';
const stored: string[] = [];
const refusals: string[] = [];
const front = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    const body = Buffer.concat(chunks);
    const why = refusal(req, body);
    if (why || !req.url!.startsWith('/photos/kyc/')) {
      refusals.push(why ?? `outside the prefix: ${req.url}`);
      res.statusCode = 403;
      return res.end();
    }
    const forwarded = await fetch(`${s3Url}${req.url}`, {
      method: req.method,
      headers: Object.fromEntries(
        ['authorization', 'x-amz-date', 'x-amz-content-sha256', 'content-type']
          .filter((name) => req.headers[name])
          .map((name) => [name, String(req.headers[name])]),
      ),
      body: req.method === 'PUT' ? body : undefined,
    });
    if (req.method === 'PUT' && forwarded.ok) stored.push(req.url!);
    res.statusCode = forwarded.status;
    res.end(Buffer.from(await forwarded.arrayBuffer()));
  });
});

let t: TestApp;
let frontUrl = '';
beforeAll(async () => {
  const { port: s3Port } = await s3.run();
  s3Url = `http://127.0.0.1:${s3Port}`;
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  frontUrl = `http://127.0.0.1:${(front.address() as { port: number }).port}`;
  t = await createTestApp({
    S3_ENDPOINT: frontUrl,
    S3_BUCKET: 'photos',
    S3_REGION: key.region,
    S3_ACCESS_KEY_ID: key.accessKeyId,
    S3_SECRET_ACCESS_KEY: key.secretAccessKey,
  });
});
afterAll(async () => {
  await t.close();
  front.close();
  await s3.close();
  rmSync(storeDir, { recursive: true, force: true });
});

describe('the stand-in bucket', () => {
  it('computes the signature of the published AWS example (an S3 GET with a Range header)', () => {
    const signature = v4Signature('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', {
      method: 'GET',
      target: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': sha256Hex(''),
        'x-amz-date': '20130524T000000Z',
      },
      signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
      amzDate: '20130524T000000Z',
      region: 'us-east-1',
    });
    expect(signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

describe('ID photos in a bucket', () => {
  it('are stored with signed requests and read back for their owner', async () => {
    const photo = (
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#884422' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const { token } = await createSignedInUser(t.db);
    const res = await post(t.app, '/v2/app/user/kyc/add', { front: photo, back: photo, handheld: photo }, { token });
    expect(res.status).toBe(200);
    expect(stored).toHaveLength(3);
    expect(refusals).toEqual([]);
    const detail = await post(t.app, '/v2/app/user/get/kyc', {}, { token });
    expect(detail.body.data.front).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(existsSync(path.join(t.app.config.DATA_DIR, 'kyc'))).toBe(false);
  });

  it('come back byte for byte, and a store with the wrong secret is refused', async () => {
    const options = { ...key, endpoint: frontUrl, bucket: 'photos', prefix: 'kyc/' };
    const data = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256));
    const store = bucketFileStore(options);
    const name = await store.put(data, 'jpg');
    expect((await store.get(name)).equals(data)).toBe(true);
    expect(refusals).toEqual([]);

    const forged = bucketFileStore({ ...options, secretAccessKey: 'not-the-secret' });
    await expect(forged.put(data, 'jpg')).rejects.toThrow(/403/);
    await expect(forged.get(name)).rejects.toThrow(/403/);
    expect(refusals).toEqual(['signature does not match', 'signature does not match']);
  });
});
