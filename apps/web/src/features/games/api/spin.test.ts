import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { realityCheckOf } from './spin';

describe('a spin refused for a reality check', () => {
  it('is read with its minutes, net result and sentence; other refusals are not one', () => {
    const error = new ApiError(409, 'Reality check: you have played for 61 minutes…', {
      reason: 'reality_check',
      sessionMinutes: 61,
      sessionNet: '-240',
    });
    expect(realityCheckOf(error)).toEqual({
      minutes: 61,
      net: -240n,
      message: 'Reality check: you have played for 61 minutes…',
    });
    expect(realityCheckOf(new ApiError(400, 'no', { reason: 'insufficient_funds' }))).toBeNull();
    expect(realityCheckOf(new Error('offline'))).toBeNull();
  });

  it('is left to the machine, while any other refusal still reaches the shell', async () => {
    const listener = vi.fn();
    const client = createQueryClient(listener);
    const run = (error: Error) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error), meta: { quietReasons: ['reality_check'] } })
        .execute(undefined)
        .catch(() => undefined);
    await run(new ApiError(409, 'check', { reason: 'reality_check' }));
    expect(listener).not.toHaveBeenCalled();
    await run(new ApiError(403, 'excluded', { reason: 'self_excluded' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
