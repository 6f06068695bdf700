// What the live event stream (lib/event-stream.ts) does to the query caches: they are updated in place. The balance and the unread count are set from the events
// (no request), records of deposits and withdrawals are refetched when an order changes, and after a
// dropped stream reopens, whatever may have changed meanwhile is refetched. This replaces polling.
import type { BonusWallet } from '@hall/contracts/bonus';
import type { QueryClient } from '@tanstack/react-query';
import type { StationUnreadCount } from '@hall/contracts/content';
import type { z } from 'zod';
import { applyLiveBalance } from '../lib/balance';
import { bonusWalletKeys, invalidateBonusWallet } from '../lib/bonus-wallet';
import { openLiveStream, type LiveEventHandlers } from '../lib/event-stream';
import { loadSession } from '../lib/session';
import { sessionEndExplained } from '../lib/session-store';
import { letterKeys } from '../features/content/api/get-letters';
import { unreadCountKeys } from '../features/content/api/get-unread-count';
import { cryptoKeys } from '../features/crypto/api/crypto';
import { depositRecordKeys } from '../features/wallet/api/get-deposit-records';
import { withdrawalRecordKeys } from '../features/wallet/api/get-withdrawal-records';

const ORDER_KEYS = {
  deposit: depositRecordKeys.all,
  withdrawal: withdrawalRecordKeys.all,
  'crypto-deposit': cryptoKeys.deposits,
} as const;

export function liveCacheHandlers(queryClient: QueryClient): LiveEventHandlers {
  return {
    balance({ coins, bonusLocked }) {
      applyLiveBalance(queryClient, coins, () => {
        const wallet = queryClient.getQueryData<BonusWallet>(bonusWalletKeys.all);
        if (wallet && (wallet.cash !== coins || wallet.bonus !== bonusLocked)) void invalidateBonusWallet(queryClient);
      });
    },
    letters({ unread }) {
      const before = queryClient.getQueryData<z.infer<typeof StationUnreadCount>>(unreadCountKeys.all);
      queryClient.setQueryData(unreadCountKeys.all, { count: unread });
      // A new letter: an open inbox shows it.
      if (before && unread > before.count) void queryClient.invalidateQueries({ queryKey: letterKeys.all });
    },
    order({ kind }) {
      void queryClient.invalidateQueries({ queryKey: ORDER_KEYS[kind] });
    },
    open(again) {
      if (!again) return;
      for (const key of Object.values(ORDER_KEYS)) void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: letterKeys.all });
    },
    ended() {
      // A page explaining the end itself (self-exclusion) signs out once the player has read it.
      if (sessionEndExplained()) return;
      // The server says the session is over: reloading it fails with 402, and the one error listener
      // signs the player out as for any other call.
      loadSession(queryClient).catch(() => {});
    },
  };
}

/** Opens the stream with these handlers; the returned function closes it. */
export function openLiveCache(queryClient: QueryClient): () => void {
  return openLiveStream(liveCacheHandlers(queryClient));
}
