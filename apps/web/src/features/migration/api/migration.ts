// The account transfer's calls (/v2/app/jsy/transfer): the unfinished session to resume after a
// reload, each step of the flow (every answer is the session, kept as that query's data so the page
// follows the server), the transfer itself and the player's transfers.
import type {
  Migration,
  MigrationCardRequest,
  MigrationConfirmRequest,
  MigrationLoginRequest,
  MigrationPage,
  MigrationSession,
  MigrationValidateRequest,
} from '@hall/contracts/migration';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiPost } from '../../../lib/api-client';
import { invalidateBalance } from '../../../lib/balance';
import { hasToken, logout } from '../../../lib/session-store';

const BASE = '/v2/app/jsy/transfer';

export const migrationKeys = {
  session: ['migration', 'session'] as const,
  lists: ['migration', 'list'] as const,
  list: (page: number, pageSize: number) => [...migrationKeys.lists, page, pageSize] as const,
};

export type MigrationList = z.infer<typeof MigrationPage>;

/** The unfinished session, or null: always asked again on opening the page, since it expires. */
export function useMigrationSession() {
  return useQuery({
    queryKey: migrationKeys.session,
    queryFn: ({ signal }) => apiPost<MigrationSession | null>(`${BASE}/session`, {}, { signal }),
    staleTime: 0,
  });
}

/**
 * One step of the flow. Silent: every form shows the server's refusal (already in the player's
 * language) at its field or above its button, so the shell's toast would say it twice; an ended
 * session still ends here as the shell would end it.
 */
function useStep<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: Body) => apiPost<MigrationSession>(`${BASE}${path}`, body),
    onSuccess: (session) => queryClient.setQueryData(migrationKeys.session, session),
    onError: endSessionIfAsked,
  });
}

function endSessionIfAsked(error: unknown) {
  if (error instanceof ApiError && error.endsSession && hasToken()) logout();
}

export const useValidateAccount = () => useStep<MigrationValidateRequest>('/validate');
export const useValidateCard = () => useStep<MigrationCardRequest>('/validate/card');
export const useSendCode = () => useStep<Record<string, never>>('/resend/validate/code');
export const useProviderLogin = () => useStep<MigrationLoginRequest>('/login');

/**
 * POST /confirm: the balance moves (the request key makes a retry of the same attempt safe); the
 * coins and the transfers are read again. The flow ends the session itself when it shows the result
 * (ending it here would unmount the step before it could show it).
 */
export function useConfirmMigration() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: MigrationConfirmRequest) => apiPost<Migration>(`${BASE}/confirm`, body),
    onSuccess: async () => {
      await Promise.all([
        invalidateBalance(queryClient),
        queryClient.invalidateQueries({ queryKey: migrationKeys.lists }),
      ]);
    },
    onError: endSessionIfAsked,
  });
}

/** The player's transfers, newest first, a page at a time. */
export function useMigrations(page: number, pageSize: number) {
  return useQuery({
    queryKey: migrationKeys.list(page, pageSize),
    queryFn: ({ signal }) => apiPost<MigrationList>(`${BASE}/list`, { page, pageSize }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // A transfer the provider has not answered yet finishes by itself: the open list keeps looking.
    refetchInterval: (query) => (query.state.data?.list.some((m) => m.status === 'pending') ? 10_000 : false),
  });
}
