// ID photos in an S3-compatible bucket: a local stand-in checks each request's SigV4 signature
// and keeps the objects; nothing is written to the data directory.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../../lib/sigv4';
import { createTestApp, post, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/factories';

const key = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret-key', region: 'ap-northeast-1' };
const objects = new Map<string, Buffer>();
let refused = 0;
const bucket = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const url = `http://${req.headers.host}${req.url}`;
    const expected = signRequest(key, {
      method: req.method!,
      url,
      body: req.method === 'PUT' ? body : undefined,
      headers: req.headers['content-type'] ? { 'content-type': String(req.headers['content-type']) } : {},
      date: new Date(
        String(req.headers['x-amz-date']).replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, '$1-$2-$3T$4:$5:$6Z'),
      ),
    });
    if (req.headers.authorization !== expected.authorization || !req.url!.startsWith('/photos/kyc/')) {
      refused += 1;
      res.statusCode = 403;
      return res.end();
    }
    if (req.method === 'PUT') {
      objects.set(req.url!, body);
      return res.end();
    }
    const object = objects.get(req.url!);
    res.statusCode = object ? 200 : 404;
    res.end(object);
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  const port = (bucket.address() as { port: number }).port;
  t = await createTestApp({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'photos',
    S3_REGION: key.region,
    S3_ACCESS_KEY_ID: key.accessKeyId,
    S3_SECRET_ACCESS_KEY: key.secretAccessKey,
  });
});
afterAll(async () => {
  await t.close();
  bucket.close();
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
    expect(objects.size).toBe(3);
    expect(refused).toBe(0);
    const detail = await post(t.app, '/v2/app/user/get/kyc', {}, { token });
    expect(detail.body.data.front).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(existsSync(path.join(t.app.config.DATA_DIR, 'kyc'))).toBe(false);
  });
});
