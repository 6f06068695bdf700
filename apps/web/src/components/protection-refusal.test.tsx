import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { ProtectionRefusal, protectionRefusalOf } from './protection-refusal';

describe('a deposit refused by a protection', () => {
  it('is recognised by its reason, with what a limit still allows', () => {
    const limit = new ApiError(400, 'Your daily limit allows 3,000 more coins.', {
      reason: 'deposit_limit',
      remaining: '3000',
      period: 'day',
    });
    expect(protectionRefusalOf(limit)).toEqual({
      reason: 'deposit_limit',
      message: 'Your daily limit allows 3,000 more coins.',
      remaining: '3000',
      period: 'day',
    });
    expect(protectionRefusalOf(new ApiError(403, 'On a break until 2 Mar.', { reason: 'timed_out' }))?.reason).toBe(
      'timed_out',
    );
    const loss = new ApiError(403, 'This spin could pass your daily loss limit.', {
      reason: 'loss_limit',
      remaining: '10',
      period: 'day',
    });
    expect(protectionRefusalOf(loss)).toMatchObject({ reason: 'loss_limit', remaining: '10', period: 'day' });
    // The pause after Stop at a reality check is shown the same way beside the machine.
    const paused = new ApiError(403, 'You stopped this play session.', { reason: 'play_paused' });
    expect(protectionRefusalOf(paused)).toEqual({ reason: 'play_paused', message: 'You stopped this play session.' });
    expect(protectionRefusalOf(new ApiError(400, 'Too small', { reason: 'amount_out_of_range' }))).toBeNull();
    expect(protectionRefusalOf(new Error('offline'))).toBeNull();
  });

  it('shows the message and the way to the tools', () => {
    render(
      <MemoryRouter>
        <ProtectionRefusal
          refusal={{ reason: 'deposit_limit', message: 'Over your limit.', remaining: '2500', period: 'week' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Over your limit.');
    expect(screen.getByRole('link', { name: 'Deposit limits and breaks' }).getAttribute('href')).toBe(
      '/user/responsible-play',
    );
  });
});
