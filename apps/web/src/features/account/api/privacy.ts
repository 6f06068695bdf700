// The player's rights over their data and account: copies of their data (asked for, prepared in the
// background, downloaded while ready) and closing the account with the password.
import type { AccountCloseRequest, DataExport, DataExportFile, DataExportList } from '@hall/contracts/privacy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const privacyKeys = {
  exports: ['privacy', 'exports'] as const,
};

/** While a copy is being prepared the list is asked for again, so it turns ready without a reload. */
export const PREPARING_POLL_MS = 5_000;

export const dataExportsQuery = queryOptions({
  queryKey: privacyKeys.exports,
  queryFn: ({ signal }) => apiPost<DataExportList>('/v2/app/user/data-export/list', {}, { signal }),
  refetchInterval: (query) =>
    query.state.data?.list.some((copy) => copy.status === 'preparing') ? PREPARING_POLL_MS : false,
});

export const useDataExports = () => useQuery(dataExportsQuery);

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<DataExport>('/v2/app/user/data-export', {}),
    // The section shows the once-a-day refusal itself, with the server's words.
    meta: { quietReasons: ['export_too_soon'] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.exports }),
  });
}

export function useDownloadDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<DataExportFile>('/v2/app/user/data-export/download', { id }),
    meta: { quietReasons: ['export_preparing', 'export_expired'] },
    // A refusal means the list is out of date (the copy expired meanwhile).
    onError: () => queryClient.invalidateQueries({ queryKey: privacyKeys.exports }),
  });
}

/** The refusals the close section explains in place (the server's message is in the player's language). */
export const CLOSE_REFUSALS = ['password_wrong', 'balance_left', 'withdrawal_open', 'deposit_open'] as const;

export function useCloseAccount() {
  return useMutation({
    mutationFn: (body: AccountCloseRequest) => apiPost<{ done: true }>('/v2/app/user/close', body),
    meta: { quietReasons: CLOSE_REFUSALS },
  });
}
