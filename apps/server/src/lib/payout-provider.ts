// What a payout provider is to the payout job: it sends a payout under a reference (the withdrawal
// number) that it deduplicates, and says what became of a reference. The bank sandbox
// (modules/withdrawal/payout.ts) and the crypto custody (modules/crypto/custody.ts) are two; the
// contract sits below both modules so that the custody implements it without importing the module
// that calls it.
import type { Executor } from '../db/client';

export interface PayoutOrder {
  withdrawSn: string;
  payoutAmount: bigint;
  currency: string;
  /** A bank payout's card and channel. */
  cardLast4: string | null;
  channelCode: string | null;
  /** A crypto payout: what the address receives, in the coin's smallest unit. */
  crypto: { coin: string; network: string; address: string; units: bigint } | null;
}

export type PayoutStatus =
  | { state: 'unknown' }
  /** Sent; a custody names the transaction and its depth so far. */
  | { state: 'pending'; txid?: string | undefined; confirmations?: number | undefined }
  | {
      state: 'paid' | 'failed';
      providerRef: string;
      reason?: string | undefined;
      confirmations?: number | undefined;
    };

export interface PayoutAdapter {
  /** Idempotent by `order.withdrawSn`: sending a reference the provider has makes nothing new. */
  send(db: Executor, order: PayoutOrder): Promise<void>;
  status(db: Executor, withdrawSn: string): Promise<PayoutStatus>;
}
