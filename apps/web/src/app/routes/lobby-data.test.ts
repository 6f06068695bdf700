import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../../test/fetch-mock';
import { bannerKeys } from '../../features/content/api/get-banners';
import { createAppRouter } from '../router';
import { prefetchLobby } from './lobby-data';

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
  vi.unstubAllGlobals();
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
    // Yields come back at once, so a prefetch started by mistake would have asked by the end.
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
    window.history.replaceState(null, '', '/game/notice');
    router = createAppRouter(new QueryClient());
    await expect.poll(() => router!.state.initialized).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths(calls).filter((path) => LOBBY_CALLS.includes(path))).toEqual([]);
    // The same wait is long enough for the lobby's calls to go out when it is the lobby.
    window.history.replaceState(null, '', '/');
    await router.navigate('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths(calls).filter((path) => LOBBY_CALLS.includes(path))).toHaveLength(LOBBY_CALLS.length);
  });

  it('starts one request per task, in the order the lobby shows the answers', async () => {
    const { calls } = mockFetch(answers);
    // Each yield to the browser waits here until released: one release, one task.
    const gates: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => gates.push(resolve)) });
    void prefetchLobby(new QueryClient());
    expect(gates).toHaveLength(1);
    expect(calls).toHaveLength(0);
    for (let started = 1; started <= LOBBY_CALLS.length; started += 1) {
      gates[started - 1]!();
      await expect.poll(() => paths(calls)).toEqual(LOBBY_CALLS.slice(0, started));
      if (started < LOBBY_CALLS.length) await expect.poll(() => gates.length).toBe(started + 1);
    }
  });
});
