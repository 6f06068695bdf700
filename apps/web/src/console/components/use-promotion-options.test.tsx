// Finance links bonus offers to promotions without the right to list the console's promotions: it is
// offered the published ones, asked from the player site's public list as anyone.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../../test/fetch-mock';
import { TestRefine } from '../test-refine';
import { writeSession } from '../session';
import { usePromotionOptions } from './use-promotion-options';

afterEach(() => vi.unstubAllGlobals());

describe("a bonus offer's promotion choices", { timeout: 60_000 }, () => {
  it('are the published promotions for finance, asked without the operator token', async () => {
    writeSession({ token: 'fin-token', username: 'fin', role: 'finance', twoFactor: 'enabled' });
    const { calls } = mockFetch({
      '/v2/app/favorable/query': () =>
        envelope({ list: [{ id: 3, title: 'Spring reload' }], total: 1, page: 1, pageSize: 100 }),
    });
    const { result } = renderHook(() => usePromotionOptions(), { wrapper: TestRefine });
    await waitFor(() => expect(result.current).toEqual([{ value: 3, label: '#3 Spring reload' }]));
    expect(calls.map((c) => c.url)).toEqual(['/v2/app/favorable/query']);
    expect(calls[0]!.headers.get('TOKEN')).toBeNull();
  });
});
