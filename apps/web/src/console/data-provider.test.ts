// The console's calls go through refine's data provider: lists post their filters and page to the
// admin call that lists them, and a refusal reaches refine as an HttpError with the server's words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch } from '../test/fetch-mock';
import { dataProvider } from './data-provider';
import { writeSession } from './session';

afterEach(() => vi.unstubAllGlobals());

describe("the console's data provider", () => {
  it("posts a list's filters and page to its admin call with the operator's token", async () => {
    writeSession({ token: 'op-token', username: 'desk', role: 'support', twoFactor: 'none' });
    const { calls } = mockFetch({
      '/v2/admin/agent/tree': () => envelope({ list: [{ id: 7 }], total: 1, page: 2, pageSize: 20 }),
    });
    const answer = await dataProvider.getList({
      resource: 'agent-members',
      filters: [
        { field: 'userId', operator: 'eq', value: 42 },
        { field: 'empty', operator: 'eq', value: '' },
      ],
      pagination: { currentPage: 2, pageSize: 20 },
    });
    expect(answer).toEqual({ data: [{ id: 7 }], total: 1 });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ userId: 42, page: 2, pageSize: 20 });
    expect(calls[0]!.headers.get('TOKEN')).toBe('op-token');
  });

  it("turns a refusal into refine's HttpError with the message, the fields and the reason", async () => {
    mockFetch({
      '/v2/admin/bonus/offer/save': () =>
        envelope({ reason: 'code_taken', fields: [{ field: 'code', message: 'Taken' }] }, 409, 'Code taken'),
    });
    await expect(
      dataProvider.custom!({ url: '/v2/admin/bonus/offer/save', method: 'post', payload: { code: 'X' } }),
    ).rejects.toEqual({ message: 'Code taken', statusCode: 409, errors: { code: 'Taken' }, reason: 'code_taken' });
  });

  it("never sends the operator's token to the player site's public calls", async () => {
    writeSession({ token: 'op-token', username: 'desk', role: 'support', twoFactor: 'none' });
    const { calls } = mockFetch({
      '/v2/app/favorable/query': () =>
        envelope({ list: [{ id: 3, title: 'Spring' }], total: 1, page: 1, pageSize: 100 }),
    });
    const answer = await dataProvider.getList({
      resource: 'published-promotions',
      pagination: { currentPage: 1, pageSize: 100 },
    });
    expect(answer).toEqual({ data: [{ id: 3, title: 'Spring' }], total: 1 });
    expect(calls[0]!.headers.get('TOKEN')).toBeNull();
  });

  it('sends the token a sign-in step names instead of the kept session, or none', async () => {
    writeSession({ token: 'old-token', username: 'desk', role: 'support', twoFactor: 'none' });
    const { calls } = mockFetch({
      '/v2/admin/auth/totp/setup': () => envelope({ secret: 'S', uri: 'otpauth://x' }),
      '/v2/admin/auth/login': () => envelope({ twoFactor: 'required', challenge: 'c' }),
    });
    await dataProvider.custom!({ url: '/v2/admin/auth/totp/setup', method: 'post', headers: { TOKEN: 'new-token' } });
    await dataProvider.custom!({ url: '/v2/admin/auth/login', method: 'post', headers: { TOKEN: '' } });
    expect(calls.map((c) => c.headers.get('TOKEN'))).toEqual(['new-token', null]);
  });
});
