// Crypto deposits and withdrawals (SPEC.md section 7 "Crypto"): the coins and networks offered, the
// player's own deposit address per network, and the check of a withdrawal address. Amounts are
// strings of integers in the coin's smallest unit (satoshi, wei, USDT's 10^-6).
import { z } from 'zod';
import { FundPassword, text } from './fields';
import { Amount, AmountOut, RequestKey } from './money';
import { Paging, pageOf } from './paging';

export const CoinSymbol = z.enum(['USDT', 'BTC', 'ETH']);
export type CoinSymbol = z.infer<typeof CoinSymbol>;
/** The network a coin moves on: TRON (TRC-20), Ethereum (ERC-20 or native), Bitcoin. */
export const CoinNetwork = z.enum(['TRON', 'ETHEREUM', 'BITCOIN']);
export type CoinNetwork = z.infer<typeof CoinNetwork>;

const Units = z.string().regex(/^\d+$/);

export const CoinInfo = z.object({
  coin: CoinSymbol,
  network: CoinNetwork,
  /** How the network is commonly named beside the coin (TRC-20, ERC-20, …). */
  standard: z.string(),
  decimals: z.number().int(),
  minDeposit: Units,
  withdrawMin: Units,
  withdrawMax: Units,
  withdrawFee: Units,
  confirmations: z.number().int(),
  enabled: z.boolean(),
  /** JPY per whole coin now (a decimal string), for showing what an amount is worth in coins. */
  jpyRate: z.string(),
});
export type CoinInfo = z.infer<typeof CoinInfo>;
/** POST /v2/cpp/coins */
export const CoinsResponse = z.object({
  coins: z.array(CoinInfo),
  /** True when addresses come from the sandbox's test keys: nothing sent to them is real money. */
  testNetwork: z.boolean(),
  /** Coins per yen (1 on this site). */
  coinsPerJpy: z.number().int(),
  rateAt: z.string().datetime(),
  /** The rate is an old one or the configured fallback: the page warns that values are estimates. */
  rateStale: z.boolean(),
});
export type CoinsResponse = z.infer<typeof CoinsResponse>;

const CoinChoice = { coin: CoinSymbol, network: CoinNetwork };

/** POST /v2/cpp/coins/deposit/address */
export const DepositAddressRequest = z.object(CoinChoice);
export type DepositAddressRequest = z.input<typeof DepositAddressRequest>;
export const DepositAddress = z.object({
  coin: CoinSymbol,
  network: CoinNetwork,
  /** The player's own address on this network, the same every time. */
  address: z.string(),
  minDeposit: Units,
  confirmations: z.number().int(),
  testNetwork: z.boolean(),
});
export type DepositAddress = z.infer<typeof DepositAddress>;

/** POST /v2/cpp/coins/withdrawal/address/validit (the spec's spelling) */
export const AddressCheckRequest = z.object({
  ...CoinChoice,
  address: text().trim().min(1, { error: 'validation.required' }).max(128, { error: 'validation.too_long' }),
});
export type AddressCheckRequest = z.input<typeof AddressCheckRequest>;
export const AddressCheck = z.object({
  valid: z.boolean(),
  /**
   * Why not: not an address of this network, a mistyped one, one of another network, or the
   * player's own deposit address here.
   */
  reason: z.enum(['format', 'checksum', 'network', 'own_address']).nullable(),
  /** The reason as a sentence in the player's language; null when valid. */
  message: z.string().nullable(),
});
export type AddressCheck = z.infer<typeof AddressCheck>;

/**
 * POST /v2/crypto/watcher/report: the chain watcher reports a transfer to one of our addresses,
 * again at every new depth. Every field is a string and the whole is signed like payment callbacks
 * (`sign`: HMAC-SHA256 of the other fields sorted by name, with CRYPTO_WATCHER_SECRET).
 */
export const WatcherReport = z.object({
  network: CoinNetwork,
  coin: CoinSymbol,
  /** The transaction id: 64 hex digits (EVM ones with 0x). */
  txid: z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/),
  /** The output (Bitcoin) or log (EVM, TRON) index within the transaction. */
  outputIndex: z.string().regex(/^\d{1,9}$/),
  address: z.string().min(1).max(128),
  /** In the coin's smallest unit. */
  amount: z.string().regex(/^[1-9]\d{0,77}$/),
  confirmations: z.string().regex(/^\d{1,9}$/),
  /** "1" when a reorganisation took the transaction out of the chain. */
  removed: z.enum(['0', '1']).optional(),
  /** Unix seconds; reports older or newer than ten minutes are refused. */
  timestamp: z.string().regex(/^\d{1,12}$/),
  nonce: z.string().min(1).max(64),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export type WatcherReport = z.infer<typeof WatcherReport>;
/**
 * held = worth more coins than the wallet can hold: it waits for operators, who credit part of it or
 * reject it (refunded off-chain); rejected = settled so, with nothing credited.
 */
export const CryptoDepositState = z.enum(['pending', 'credited', 'below_minimum', 'dropped', 'held', 'rejected']);
export const WatcherOutcome = z.object({ status: CryptoDepositState, confirmations: z.number().int() });

/** POST /v2/cpp/coins/deposit/list: the player's crypto deposits, newest first. */
export const CryptoDepositListRequest = Paging;
export const CryptoDeposit = z.object({
  coin: CoinSymbol,
  network: CoinNetwork,
  /** In the coin's smallest unit. */
  amount: Units,
  decimals: z.number().int(),
  confirmations: z.number().int(),
  confirmationsNeeded: z.number().int(),
  status: CryptoDepositState,
  txid: z.string(),
  address: z.string(),
  /** Coins credited, and the JPY rate (per whole coin) they were converted at; null until credited. */
  coinAmount: z.string().nullable(),
  jpyRate: z.string().nullable(),
  createdAt: z.string().datetime(),
  creditedAt: z.string().datetime().nullable(),
});
export type CryptoDeposit = z.infer<typeof CryptoDeposit>;
export const CryptoDepositPage = pageOf(CryptoDeposit);

/**
 * POST /v2/cpp/coins/withdraw: an amount of a coin, as a person types it ("25.5"), sent to an address
 * on the coin's network; the network fee comes out of it. The coins it is worth at today's rate are
 * held at once and the withdrawal is reviewed like a bank one.
 */
export const CryptoWithdrawRequest = z.object({
  ...CoinChoice,
  address: text().trim().min(1, { error: 'validation.required' }).max(128, { error: 'validation.too_long' }),
  amount: text({ error: 'validation.amount' })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,18})?$/, { error: 'validation.amount' }),
  fundPassword: FundPassword,
  requestKey: RequestKey,
  /** The player has agreed to give up an active bonus (refused with `bonus_active` otherwise). */
  forfeitBonus: z.boolean().optional(),
});
export type CryptoWithdrawRequest = z.input<typeof CryptoWithdrawRequest>;

/** A crypto withdrawal's own part, in the records and the console. Amounts in the coin's smallest unit. */
export const CryptoWithdrawalDetails = z.object({
  coin: CoinSymbol,
  network: CoinNetwork,
  address: z.string(),
  /** Asked for, the fee included; the address receives amount − fee. */
  amount: Units,
  fee: Units,
  decimals: z.number().int(),
  /** JPY per whole coin the held coins were valued at. */
  jpyRate: z.string(),
  /** Once the custody has sent it. */
  txid: z.string().nullable(),
  confirmations: z.number().int(),
  confirmationsNeeded: z.number().int(),
});
export type CryptoWithdrawalDetails = z.infer<typeof CryptoWithdrawalDetails>;

/** POST /v2/admin/crypto/deposit/list: every player's crypto deposits, newest first. */
export const AdminCryptoDepositListRequest = Paging.extend({
  status: CryptoDepositState.optional(),
  /** A player's account, exactly (any case). */
  account: text().trim().max(32, { error: 'validation.too_long' }).optional(),
  /** A transaction id, exactly (any case). */
  txid: text().trim().max(100, { error: 'validation.too_long' }).optional(),
});
/**
 * Why a crypto deposit waits for operators: worth more than the wallet can hold, or refused by the
 * player's own protections (a break or self-exclusion, a deposit limit) though already on chain.
 */
export const CryptoHoldReason = z.enum(['too_large', 'excluded', 'deposit_limit']);
export type CryptoHoldReason = z.infer<typeof CryptoHoldReason>;
export const AdminCryptoDeposit = CryptoDeposit.extend({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  holdReason: CryptoHoldReason.nullable(),
  /** A credit one operator proposed for a held deposit, waiting for another to approve it. */
  proposal: z.object({ coins: AmountOut, by: z.string(), note: z.string() }).nullable(),
  /** Who settled a held deposit (credited or rejected), when, and the note. */
  resolution: z.object({ by: z.string(), at: z.string().datetime(), note: z.string() }).nullable(),
});
export const AdminCryptoDepositPage = pageOf(AdminCryptoDeposit);

const OperatorNote = text({ multiline: true })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(500, { error: 'validation.too_long' });
/**
 * POST /v2/admin/crypto/deposit/propose (finance): credit this many coins for a held deposit, at most
 * what it is worth and what the wallet can hold; the note says what happens to the rest.
 */
export const CryptoDepositProposeRequest = z.object({
  id: z.number().int().positive(),
  coins: Amount,
  note: OperatorNote,
});
/** POST /v2/admin/crypto/deposit/approve (finance, not the proposer): the proposed credit is made. */
export const CryptoDepositApproveRequest = z.object({ id: z.number().int().positive() });
/** POST /v2/admin/crypto/deposit/reject (finance): nothing is credited; the note says why and what was done. */
export const CryptoDepositRejectRequest = z.object({ id: z.number().int().positive(), note: OperatorNote });
