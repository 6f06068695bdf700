import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { countriesQueryOptions, getCountries, useCountries } from './get-countries';

const japan = {
  code: 'JP',
  dialCode: '81',
  name: 'Japan',
  nameEn: 'Japan',
  nameJp: '日本',
  nameKo: '일본',
  nameZh: '日本',
  nameZhTW: '日本',
  nameFil: 'Hapon',
  nameVi: 'Nhật Bản',
};

afterEach(() => vi.unstubAllGlobals());

describe('the country list', () => {
  it('posts the keyword to /v2/app/country and returns the countries', async () => {
    const { calls } = mockFetch({ '/v2/app/country': () => envelope([japan]) });
    await expect(getCountries({ keyword: 'jap' })).resolves.toEqual([japan]);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v2/app/country', body: { keyword: 'jap' } });
  });

  it('keys queries by the trimmed keyword and sends no empty keyword', async () => {
    const { calls } = mockFetch({ '/v2/app/country': () => envelope([japan]) });
    expect(countriesQueryOptions({ keyword: '  jp ' }).queryKey).toEqual(['countries', 'jp']);
    const queryClient = createQueryClient(() => undefined);
    await queryClient.fetchQuery(countriesQueryOptions({ keyword: '   ' }));
    expect(calls[0]!.body).toEqual({});
  });

  it('serves the list through the hook', async () => {
    mockFetch({ '/v2/app/country': () => envelope([japan]) });
    const queryClient = createQueryClient(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCountries(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.[0]?.dialCode).toBe('81');
  });

  it('hands a failure to the error listener', async () => {
    mockFetch({ '/v2/app/country': () => envelope(null, 500, 'Down for maintenance') });
    const onError = vi.fn();
    const queryClient = createQueryClient(onError);
    await expect(queryClient.fetchQuery(countriesQueryOptions())).rejects.toMatchObject({ code: 500 });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Down for maintenance' }));
  });
});
