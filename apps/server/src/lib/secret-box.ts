// AES-256-GCM encryption for data at rest (card numbers). Each ciphertext names the key it was
// made with (`v1.<kid>.<iv>.<tag>.<data>`), so keys can be rotated: new data uses the active key,
// old data still opens with the key it names.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
  /**
   * A keyed hash (`<kid>.<hmac>`) that finds equal plaintexts without opening anything: sealing is
   * randomised, so sealed values never compare equal. Made with the active key; after a rotation,
   * fingerprints of another kid are stale and must be recomputed from the opened value.
   */
  fingerprint(plaintext: string): string;
  /**
   * A keyed hash (`<kid>.<hmac>`) of a secret that is only ever compared, never read back (recovery
   * codes), under a key derived from the active one for this `purpose` alone.
   */
  keyedHash(purpose: string, plaintext: string): string;
  /** The keyed hash under every key held, so values made before a rotation still match. */
  keyedHashesUnderEveryKey(purpose: string, plaintext: string): string[];
  activeKeyId: string;
}

export function parseKeys(spec: string): Map<string, Buffer> {
  const keys = new Map<string, Buffer>();
  for (const pair of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [kid, b64] = pair.split(':');
    const key = Buffer.from(b64 ?? '', 'base64');
    if (!kid || !/^[A-Za-z0-9_-]{1,16}$/.test(kid) || key.length !== 32) {
      throw new Error('CARD_KEYS must look like kid:base64-of-32-bytes[,kid2:...]');
    }
    keys.set(kid, key);
  }
  if (keys.size === 0) throw new Error('CARD_KEYS names no key');
  return keys;
}

export function createSecretBox(keys: Map<string, Buffer>, activeKeyId: string): SecretBox {
  const active = keys.get(activeKeyId);
  if (!active) throw new Error(`CARD_KEY_ID ${activeKeyId} is not among CARD_KEYS`);
  // A key of its own for each kind of keyed hash, derived so the encryption key is never used for both.
  const keyedHash = (kid: string, key: Buffer, purpose: string, plaintext: string) => {
    const derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), purpose, 32));
    return `${kid}.${createHmac('sha256', derived).update(plaintext, 'utf8').digest('base64url')}`;
  };
  return {
    activeKeyId,
    fingerprint(plaintext) {
      return keyedHash(activeKeyId, active, 'card-number-fingerprint', plaintext);
    },
    keyedHash(purpose, plaintext) {
      return keyedHash(activeKeyId, active, purpose, plaintext);
    },
    keyedHashesUnderEveryKey(purpose, plaintext) {
      return [...keys].map(([kid, key]) => keyedHash(kid, key, purpose, plaintext));
    },
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', active, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        'v1',
        activeKeyId,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, kid, iv, tag, data] = sealed.split('.');
      const key = kid ? keys.get(kid) : undefined;
      if (version !== 'v1' || !key || !iv || !tag || data === undefined) throw new Error('cannot open this ciphertext');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * Outside production, with no keys configured, a key is made once and kept in DATA_DIR/secrets so
 * the embedded site works with no set-up. Production must configure CARD_KEYS (start-up refuses).
 */
export function localKeySpec(dataDir: string): string {
  const dir = path.resolve(dataDir, 'secrets');
  const file = path.join(dir, 'card-keys');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `local:${randomBytes(32).toString('base64')}`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return readFileSync(file, 'utf8').trim();
}
