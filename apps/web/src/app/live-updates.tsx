// Keeps the open page current while signed in: one event stream per tab whose events update the
// query caches in place (live-cache-handlers.ts), replacing polling. The stream and its handlers load
// as a chunk of their own once a player is signed in: a visitor's first page does not carry them.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../lib/session-store';

/** Opens the tab's event stream while a player is signed in (mounted once, in the app provider). */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const live = useSessionStore((state) => Boolean(state.token && state.user && !state.user.passwordChangeRequired));
  useEffect(() => {
    if (!live) return;
    let close: (() => void) | undefined;
    let left = false;
    void import('./live-cache-handlers').then(({ openLiveCache }) => {
      if (!left) close = openLiveCache(queryClient);
    });
    return () => {
      left = true;
      close?.();
    };
  }, [live, queryClient]);
  return null;
}
