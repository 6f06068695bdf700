// AWS Signature Version 4 for S3-compatible storage (AWS, MinIO, Ceph, R2...), header form:
// canonical request → string to sign → HMAC chain of date, region and service → Authorization.
import { createHash, createHmac } from 'node:crypto';

export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it; `/` kept in paths. */
const encode = (s: string, keepSlash: boolean) =>
  encodeURIComponent(s)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(keepSlash ? /%2F/g : /$^/, '/');

/**
 * Returns the headers to send: the given ones plus x-amz-date, x-amz-content-sha256 and
 * Authorization. `headers` must include every header that should be signed (host is added).
 */
export function signRequest(
  key: SigningKey,
  request: { method: string; url: string; headers?: Record<string, string>; body?: Buffer | string; date?: Date },
): Record<string, string> {
  const url = new URL(request.url);
  const amzDate = (request.date ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const service = key.service ?? 's3';
  const payloadHash = sha256(request.body ?? '');
  const headers: Record<string, string> = {
    host: url.host,
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    'x-amz-date': amzDate,
    'x-amz-content-sha256': payloadHash,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k, false), encode(v, false)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const path = encode(decodeURIComponent(url.pathname), true);
  const canonical = [request.method, path, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${key.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, day), key.region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  const { host: _host, ...rest } = headers;
  return {
    ...rest,
    authorization: `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
