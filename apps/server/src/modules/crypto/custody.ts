// The custody that sends crypto withdrawals, as the payout job sees it (send under the withdrawal's
// number, which it deduplicates; ask what became of it). The sandbox custody sends on the sandbox
// chain: a transfer from the house to the player's address, mined in the next block and as deep as
// the blocks mined on top of it since, so a test withdrawal confirms as the sandbox chain page mines.
// It refuses an amount whose fraction is exactly .13 (25.13 USDT), so a refused send can be tried too.
import { randomBytes } from 'node:crypto';
import type { CoinNetwork, CoinSymbol } from '@hall/contracts/crypto';
import type { PayoutAdapter } from '../../lib/payout-provider';
import { findCoin } from './coins';
import { chainHeight, depthAt, findSandboxSend, insertSandboxSend, mineBlocks } from './sandbox-chain-repo';

/** True for an amount of `decimals` whose fraction is exactly .13. */
function refusedAmount(units: bigint, decimals: number) {
  const cent = 10n ** BigInt(Math.max(0, decimals - 2));
  return units % cent === 0n && (units / cent) % 100n === 13n;
}

export function sandboxCustody(): PayoutAdapter {
  return {
    async send(db, order) {
      const c = order.crypto;
      if (!c) throw new Error('the custody sends crypto withdrawals only');
      const coin = findCoin(c.coin as CoinSymbol, c.network as CoinNetwork);
      const hex = randomBytes(32).toString('hex');
      const sent = await insertSandboxSend(db, {
        network: c.network,
        coin: c.coin,
        txid: coin?.family === 'evm' ? `0x${hex}` : hex,
        address: c.address,
        amount: c.units.toString(),
        block: (await chainHeight(db, c.network)) + 1,
        // A refused send never reaches the chain: it is kept as taken out, which reads as failed.
        removed: refusedAmount(c.units, coin?.decimals ?? 0),
        withdrawalSn: order.withdrawSn,
      });
      // The block it is mined in; a send repeated under the same number makes nothing new.
      if (sent.length) await mineBlocks(db, c.network, 1);
    },
    async status(db, withdrawSn) {
      const t = await findSandboxSend(db, withdrawSn);
      if (!t) return { state: 'unknown' };
      if (t.removed)
        return { state: 'failed', providerRef: t.txid, reason: 'The custody did not send the transfer (sandbox).' };
      const confirmations = depthAt(await chainHeight(db, t.network), t.block);
      const needed = findCoin(t.coin as CoinSymbol, t.network as CoinNetwork)?.confirmations ?? 1;
      if (confirmations >= needed) return { state: 'paid', providerRef: t.txid, confirmations };
      return { state: 'pending', txid: t.txid, confirmations };
    },
  };
}
