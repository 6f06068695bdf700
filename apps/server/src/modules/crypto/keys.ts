// Which key tree a chain family's addresses come from: the configured extended public key, or,
// with sandboxes on and none configured, the sandbox's published test tree (on Bitcoin's test
// network, so its addresses cannot even be mistaken for real ones). With neither, the family is off.
import { HDKey } from '@scure/bip32';
import { sandboxesOn, type Config } from '../../config';
import { sandboxXpub, type ChainFamily } from './addresses';

export interface KeyTree {
  xpub: string;
  /** Stored with each address, so a new key never hands out an old key's address. */
  keyId: string;
  testnet: boolean;
}

const configured = (c: Config, family: ChainFamily) =>
  ({ btc: c.CRYPTO_XPUB_BTC, evm: c.CRYPTO_XPUB_EVM, tron: c.CRYPTO_XPUB_TRON })[family];

export function keyTree(c: Config, family: ChainFamily): KeyTree | null {
  const xpub = configured(c, family);
  if (xpub) {
    const fingerprint = HDKey.fromExtendedKey(xpub).fingerprint.toString(16).padStart(8, '0');
    return { xpub, keyId: fingerprint, testnet: false };
  }
  if (!sandboxesOn(c)) return null;
  return { xpub: sandboxXpub(family), keyId: 'sandbox', testnet: true };
}

/** Whether any family runs on the sandbox's test keys. */
export const onTestKeys = (c: Config) =>
  (['btc', 'evm', 'tron'] as const).some((f) => keyTree(c, f)?.keyId === 'sandbox');
