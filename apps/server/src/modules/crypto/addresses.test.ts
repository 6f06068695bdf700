// Derivation and validation against published vectors: BIP32 test vectors 1 and 2, BIP173's
// P2WPKH example, the address of private key 1 on each chain, EIP-55's examples and TRON's USDT
// contract address.
import fc from 'fast-check';
import { HDKey } from '@scure/bip32';
import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { SANDBOX_SEED_HEX, addressOfKey, checkAddress, deriveAddress, sandboxXpub } from './addresses';

const hex = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));
/** The public key of private key 1: the curve's generator point. */
const G = hex('0279BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798');

describe('BIP32 public derivation (published test vectors)', () => {
  it('vector 1: the master public key of seed 000102…0f, and a deep public path below it', () => {
    const master = HDKey.fromMasterSeed(hex(SANDBOX_SEED_HEX));
    expect(master.publicExtendedKey).toBe(
      'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8',
    );
    expect(
      HDKey.fromExtendedKey(master.publicExtendedKey).derive('m/3353535/2223/0/99424/4/33').publicExtendedKey,
    ).toBe(
      'xpub6JdKdVJtdx6sC3nh87pDvnGhotXuU5Kz6Qy7Piy84vUAwWSYShsUGULE8u6gCivTHgz7cCKJHiXaaMeieB4YnoFVAsNgHHKXJ2mN6jCMbH1',
    );
  });

  it('vector 2: m/0 reached from the master public key alone', () => {
    const seed = hex(
      'fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c999693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542',
    );
    const publicOnly = HDKey.fromExtendedKey(HDKey.fromMasterSeed(seed).publicExtendedKey);
    expect(publicOnly.deriveChild(0).publicExtendedKey).toBe(
      'xpub69H7F5d8KSRgmmdJg2KhpAK8SR3DjMwAdkxj3ZuxV27CprR9LgpeyGmXUbC6wb7ERfvrnKZjXoUmmDznezpbZb7ap6r1D3tgFxHmwMkQTPH',
    );
  });

  it('gives the address the private key tree gives, at any index, on every chain', () => {
    const root = HDKey.fromMasterSeed(hex(SANDBOX_SEED_HEX));
    fc.assert(
      fc.property(fc.constantFrom('btc', 'evm', 'tron' as const), fc.nat(2 ** 31 - 1), (family, index) => {
        const coinType = { btc: 0, evm: 60, tron: 195 }[family];
        const fromPrivate = root.derive(`m/44'/${coinType}'/0'/0/${index}`).publicKey!;
        expect(deriveAddress(family, sandboxXpub(family), index)).toBe(addressOfKey(family, fromPrivate));
      }),
      { numRuns: 30 },
    );
  });

  it('refuses an index that would need the private key', () => {
    expect(() => deriveAddress('evm', sandboxXpub('evm'), 2 ** 31)).toThrow();
    expect(() => deriveAddress('evm', sandboxXpub('evm'), -1)).toThrow();
  });
});

describe('addresses of one key on each chain', () => {
  it('private key 1 is bc1qw508… (BIP173), 0x7E5F… (Ethereum) and TMVQ… (TRON)', () => {
    expect(addressOfKey('btc', G)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(addressOfKey('btc', G, true)).toBe('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    expect(addressOfKey('evm', G)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
    expect(addressOfKey('tron', G)).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
  });
});

describe('withdrawal address checks', () => {
  it('Bitcoin: bech32 and base58 addresses of the right network; checksum, format and network told apart', () => {
    expect(checkAddress('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeNull();
    expect(checkAddress('btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBeNull();
    expect(checkAddress('btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBeNull();
    expect(checkAddress('btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe('checksum');
    expect(checkAddress('btc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe('network');
    expect(checkAddress('btc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', true)).toBeNull();
    expect(checkAddress('btc', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('format');
    expect(checkAddress('btc', '')).toBe('format');
  });

  it('EVM: the EIP-55 examples pass, one wrong capital fails, one case throughout carries no checksum', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(checkAddress('evm', address), address).toBeNull();
      expect(checkAddress('evm', address.toLowerCase()), address).toBeNull();
    }
    expect(checkAddress('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe('checksum');
    expect(checkAddress('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe('format');
    expect(checkAddress('evm', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('format');
  });

  it('TRON: the USDT contract address is 41a614…13c; a changed letter breaks its checksum', () => {
    expect(checkAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(Buffer.from(createBase58check(sha256).decode('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toString('hex')).toBe(
      '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
    );
    expect(checkAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe('checksum');
    expect(checkAddress('tron', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('format');
    expect(checkAddress('tron', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe('format');
  });
});
