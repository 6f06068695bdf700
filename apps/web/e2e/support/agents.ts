// Agents for the end-to-end suite: the support operator's review and the sandbox's settlement of
// today's rebates, through the operator API as the back office would call it.
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_SUPPORT_OPERATOR } from './operator';
import { callApi } from './player';

export async function supportToken(request: APIRequestContext): Promise<string> {
  const { token } = await callApi<{ token: string }>(request, '/v2/admin/auth/login', {
    username: E2E_SUPPORT_OPERATOR.username,
    password: E2E_SUPPORT_OPERATOR.password,
  });
  return token;
}

/** Approves the pending application of `account` at `rateBp` basis points. */
export async function approveAgent(request: APIRequestContext, account: string, rateBp: number) {
  const token = await supportToken(request);
  const { list } = await callApi<{ list: { userId: number; account: string }[] }>(
    request,
    '/v2/admin/agent/list',
    { status: 'pending', pageSize: 100 },
    token,
  );
  const application = list.find((row) => row.account === account);
  expect(application, `a pending application of ${account}`).toBeTruthy();
  await callApi(
    request,
    '/v2/admin/agent/review',
    { userId: application!.userId, approve: true, rebateRateBp: rateBp },
    token,
  );
}

/** Applies and approves in one go, for suites that need an agent but not the application. */
export async function makeAgent(request: APIRequestContext, playerToken: string, account: string, rateBp = 200) {
  await callApi(request, '/v2/app/agent/apply', {}, playerToken);
  await approveAgent(request, account, rateBp);
}

/** The sandbox closes today for the rebate job: today's rebates are computed and paid now. */
export async function settleToday(request: APIRequestContext) {
  return callApi<{ day: string; computed: boolean; paid: number }>(
    request,
    '/v2/admin/sandbox/agent/settle-today',
    {},
    await supportToken(request),
  );
}
