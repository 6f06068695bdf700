import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { bonusActiveOf } from './bonus-active';

describe('a withdrawal refused for an active bonus', () => {
  it('gives the locked coins the player would give up', () => {
    expect(bonusActiveOf(new ApiError(409, 'Bonus active', { reason: 'bonus_active', bonus: '1500' }))).toEqual({
      bonus: '1500',
    });
  });

  it('reads odd coins as none, and any other refusal as not this one', () => {
    expect(bonusActiveOf(new ApiError(409, 'Bonus active', { reason: 'bonus_active', bonus: -1 }))).toEqual({
      bonus: '0',
    });
    expect(bonusActiveOf(new ApiError(409, 'Busy', { reason: 'withdrawal_pending' }))).toBeNull();
    expect(bonusActiveOf(new Error('network'))).toBeNull();
  });
});
