// File storage (KYC photos, banner images): a directory under DATA_DIR that no route serves as a
// directory, or a private S3-compatible bucket when configured. Names are made by the server; a name from
// anywhere else never reaches the file system or the bucket. Bucket requests are signed with
// AWS Signature V4 by aws4fetch, a small maintained client, rather than by signing code of our own.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config';

export interface FileStore {
  put(data: Buffer, extension: 'jpg'): Promise<string>;
  get(name: string): Promise<Buffer>;
  /** Deletes a stored file (an erased player's photos, one a failed request stored); one already gone is no error. */
  remove(name: string): Promise<void>;
}

const NAME = /^[0-9a-f-]{36}\.jpg$/;

export function localFileStore(root: string): FileStore {
  const dir = path.resolve(root);
  return {
    async put(data, extension) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(path.join(dir, name), data, { mode: 0o600 });
      return name;
    },
    async get(name) {
      if (!NAME.test(name)) throw new Error('not a stored file name');
      return readFile(path.join(dir, name));
    },
    async remove(name) {
      if (!NAME.test(name)) throw new Error('not a stored file name');
      await rm(path.join(dir, name), { force: true });
    },
  };
}

export interface BucketOptions {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `https://s3.example.com` (path-style requests: endpoint/bucket/key). */
  endpoint: string;
  bucket: string;
  prefix: string;
}

export function bucketFileStore(options: BucketOptions): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    // A request that still fails after a short retry is reported; the player submits again.
    retries: 2,
  });
  const urlFor = (name: string) => `${options.endpoint.replace(/\/$/, '')}/${options.bucket}/${options.prefix}${name}`;
  const send = async (method: 'GET' | 'PUT' | 'DELETE', name: string, body?: Buffer) => {
    const response = await client.fetch(urlFor(name), {
      method,
      // The payload's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD for S3), so a
      // photo cannot be swapped in transit by anyone who does not hold the key.
      headers: {
        'x-amz-content-sha256': createHash('sha256')
          .update(body ?? '')
          .digest('hex'),
        ...(body ? { 'content-type': 'image/jpeg' } : {}),
      },
      body,
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`storage ${method} ${name} answered ${response.status}`);
    return response;
  };
  return {
    async put(data, extension) {
      const name = `${randomUUID()}.${extension}`;
      await send('PUT', name, data);
      return name;
    },
    async get(name) {
      if (!NAME.test(name)) throw new Error('not a stored file name');
      return Buffer.from(await (await send('GET', name)).arrayBuffer());
    },
    async remove(name) {
      if (!NAME.test(name)) throw new Error('not a stored file name');
      // S3 answers 204 whether or not the object existed.
      await send('DELETE', name);
    },
  };
}

/**
 * The store of one area: ID photos (`kyc`, private), help-request screenshots (`support`, private) or
 * banner images (`media`, public through GET /media). Each has its own folder or bucket prefix, so no
 * name of one is found in another.
 */
export function fileStoreFor(c: Config, area: 'kyc' | 'media' | 'support'): FileStore {
  if (c.S3_BUCKET && c.S3_ENDPOINT && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY) {
    return bucketFileStore({
      endpoint: c.S3_ENDPOINT,
      bucket: c.S3_BUCKET,
      prefix: { kyc: c.S3_PREFIX, media: c.S3_MEDIA_PREFIX, support: c.S3_SUPPORT_PREFIX }[area],
      region: c.S3_REGION,
      accessKeyId: c.S3_ACCESS_KEY_ID,
      secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    });
  }
  return localFileStore(path.join(c.DATA_DIR, area));
}

/** Whether a name could have been made by put() (a uuid and .jpg). */
export const isStoredName = (name: string) => NAME.test(name);
