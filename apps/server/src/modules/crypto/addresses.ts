// Deposit addresses derived from extended public keys, and withdrawal addresses checked, with kept,
// audited libraries only: @scure/bip32 for derivation, @scure/btc-signer for Bitcoin (P2WPKH,
// bech32), viem for EVM (EIP-55 checksums), and TRON's address (0x41 + the EVM-style keccak hash,
// base58check) from @noble/@scure primitives. The server never holds a private key.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { Address, NETWORK, TEST_NETWORK, p2wpkh } from '@scure/btc-signer';
import { getAddress, isAddress } from 'viem';

/** The chain families addresses come from: one key tree (and one address per player) each. */
export type ChainFamily = 'btc' | 'evm' | 'tron';

const base58check = createBase58check(sha256);
const TRON_PREFIX = 0x41;

/** The 20-byte account hash EVM and TRON share: keccak-256 of the uncompressed key, last 20 bytes. */
function accountHash(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** The address of one public key (33 bytes, compressed) in a family. */
export function addressOfKey(family: ChainFamily, publicKey: Uint8Array, testnet = false): string {
  switch (family) {
    case 'btc':
      return p2wpkh(publicKey, testnet ? TEST_NETWORK : NETWORK).address!;
    case 'evm':
      return getAddress(`0x${bytesToHex(accountHash(publicKey))}`);
    case 'tron':
      return base58check.encode(Uint8Array.of(TRON_PREFIX, ...accountHash(publicKey)));
  }
}

/** The address at a non-hardened index below an extended public key. */
export function deriveAddress(family: ChainFamily, xpub: string, index: number, testnet = false): string {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) throw new Error('index out of range');
  const child = HDKey.fromExtendedKey(xpub).deriveChild(index);
  return addressOfKey(family, child.publicKey!, testnet);
}

export type AddressProblem = 'format' | 'checksum' | 'network';

/**
 * Whether a withdrawal address is valid on a family's network: `format` for something that is not
 * an address there at all (another network's address included), `checksum` for a mistyped one,
 * `network` for a Bitcoin address of the other network (test vs main) or a kind we do not pay to.
 */
export function checkAddress(family: ChainFamily, address: string, testnet = false): AddressProblem | null {
  switch (family) {
    case 'btc': {
      const network = testnet ? TEST_NETWORK : NETWORK;
      try {
        const decoded = Address(network).decode(address);
        // P2WPKH, P2WSH, P2TR, P2PKH and P2SH are all payable; anything else is not.
        return ['wpkh', 'wsh', 'tr', 'pkh', 'sh'].includes(decoded.type) ? null : 'network';
      } catch (error) {
        const other = testnet ? NETWORK : TEST_NETWORK;
        try {
          Address(other).decode(address);
          return 'network';
        } catch {
          return /checksum/i.test(String(error)) ? 'checksum' : 'format';
        }
      }
    }
    case 'evm': {
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return 'format';
      // All-lower or all-upper carries no checksum (EIP-55); mixed case must match it exactly.
      return isAddress(address, { strict: true }) ? null : 'checksum';
    }
    case 'tron': {
      if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'format';
      try {
        const bytes = base58check.decode(address);
        return bytes.length === 21 && bytes[0] === TRON_PREFIX ? null : 'format';
      } catch {
        return 'checksum';
      }
    }
  }
}

/** Where an address belongs, whatever network was asked for: Bitcoin's main or test network, EVM, TRON. */
export type AddressHome = 'btc-main' | 'btc-test' | 'evm' | 'tron';

/**
 * The network a well-formed address (its checksum right) belongs to, or null: tells "an address of
 * another network" apart from a typing mistake when the player chose the wrong one.
 */
export function homeOfAddress(address: string): AddressHome | null {
  if (checkAddress('btc', address, false) === null) return 'btc-main';
  if (checkAddress('btc', address, true) === null) return 'btc-test';
  if (checkAddress('evm', address) === null) return 'evm';
  if (checkAddress('tron', address) === null) return 'tron';
  return null;
}

/**
 * The sandbox's key tree when no extended public key is configured: a fixed, published test seed
 * (BIP32 test vector 1), so addresses are stable across restarts and obviously not for real money.
 */
export const SANDBOX_SEED_HEX = '000102030405060708090a0b0c0d0e0f';

export function sandboxXpub(family: ChainFamily): string {
  const seed = Uint8Array.from(Buffer.from(SANDBOX_SEED_HEX, 'hex'));
  // One account per family (BIP44-style coin types, hardened), so the three never share a key.
  const coinType = { btc: 0, evm: 60, tron: 195 }[family];
  return HDKey.fromMasterSeed(seed).derive(`m/44'/${coinType}'/0'/0`).publicExtendedKey;
}
