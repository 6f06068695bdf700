import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '../../test/fetch-mock';
import { bannerKeys } from '../../features/content/api/get-banners';
import { createAppRouter } from '../router';

const LOBBY_CALLS = [
  '/v2/app/banner/query',
  '/v2/app/notice/query',
  '/v2/app/game/query/pop/new',
  '/v2/app/game/query/latest/new',
  '/v2/app/favorable/query',
];
const page = { list: [], total: 0, page: 1, pageSize: 5 };
const answers = {
  '/v2/app/banner/query': () => envelope([]),
  '/v2/app/notice/query': () => envelope(page),
  '/v2/app/game/query/pop/new': () => envelope([]),
  '/v2/app/game/query/latest/new': () => envelope([]),
  '/v2/app/favorable/query': () => envelope(page),
};

let router: ReturnType<typeof createAppRouter> | undefined;
afterEach(() => {
  router?.dispose();
  window.history.replaceState(null, '', '/');
});

const paths = (calls: { url: string }[]) => calls.map((call) => new URL(call.url, 'http://localhost').pathname);

describe("the lobby's data", () => {
  it('is asked for as the router starts towards the lobby, before anything renders', async () => {
    const { calls } = mockFetch(answers);
    window.history.replaceState(null, '', '/');
    const queryClient = new QueryClient();
    router = createAppRouter(queryClient);
    await expect.poll(() => paths(calls).sort()).toEqual([...LOBBY_CALLS].sort());
    // Into the lobby's own queries, so its parts find the answers instead of asking again.
    await expect.poll(() => queryClient.getQueryData(bannerKeys.all)).toEqual([]);
  });

  it('is not asked for on the way to another page', async () => {
    const { calls } = mockFetch(answers);
    window.history.replaceState(null, '', '/game/notice');
    router = createAppRouter(new QueryClient());
    await expect.poll(() => router!.state.navigation.state).toBe('idle');
    expect(paths(calls).filter((path) => LOBBY_CALLS.includes(path))).toEqual([]);
  });
});
