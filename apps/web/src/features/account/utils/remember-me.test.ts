import { describe, expect, it } from 'vitest';
import { REMEMBERED_ACCOUNT_KEY, rememberAccount, rememberedAccount } from './remember-me';

describe('remember me', () => {
  it('keeps the trimmed account name when on', () => {
    rememberAccount(' alice ', true);
    expect(window.localStorage.getItem(REMEMBERED_ACCOUNT_KEY)).toBe('alice');
    expect(rememberedAccount()).toBe('alice');
  });

  it('forgets it when off', () => {
    rememberAccount('alice', true);
    rememberAccount('alice', false);
    expect(window.localStorage.getItem(REMEMBERED_ACCOUNT_KEY)).toBeNull();
    expect(rememberedAccount()).toBe('');
  });

  it('stores nothing but the account: no password under any key', () => {
    rememberAccount('alice', true);
    expect(Object.keys(window.localStorage)).toEqual([REMEMBERED_ACCOUNT_KEY]);
  });
});
