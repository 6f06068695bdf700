import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { balanceKeys, holdLiveBalance } from '../lib/balance';
import * as session from '../lib/session';
import { explainSessionEnd } from '../lib/session-store';
import { liveCacheHandlers } from './live-cache-handlers';

describe('liveCacheHandlers', () => {
  it('sets the balance and the unread count from events, and refetches records on an order change', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const on = liveCacheHandlers(client);
    on.balance({ coins: '500', bonusLocked: '0' });
    expect(client.getQueryData(balanceKeys.all)).toEqual({ coins: '500' });
    client.setQueryData(['station', 'unread'], { count: 1 });
    on.letters({ unread: 2 });
    expect(client.getQueryData(['station', 'unread'])).toEqual({ count: 2 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['station', 'letters'] });
    on.order({ kind: 'withdrawal', id: 'W1', status: 'success' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['withdrawal-records'] });
    on.order({ kind: 'crypto-deposit', id: '3', status: 'credited' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['crypto', 'deposits'] });
  });

  it('holds a pushed balance back while a game shows its outcome, then applies the latest', () => {
    const client = new QueryClient();
    const on = liveCacheHandlers(client);
    client.setQueryData(balanceKeys.all, { coins: '100' });
    const release = holdLiveBalance();
    on.balance({ coins: '90', bonusLocked: '0' });
    on.balance({ coins: '150', bonusLocked: '0' });
    expect(client.getQueryData(balanceKeys.all)).toEqual({ coins: '100' });
    release();
    expect(client.getQueryData(balanceKeys.all)).toEqual({ coins: '150' });
  });

  it('leaves the sign-out to a page that explains the end itself, and signs out otherwise', () => {
    const client = new QueryClient();
    const load = vi.spyOn(session, 'loadSession').mockResolvedValue(undefined as never);
    const on = liveCacheHandlers(client);
    const release = explainSessionEnd();
    on.ended?.();
    expect(load).not.toHaveBeenCalled();
    release();
    on.ended?.();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
