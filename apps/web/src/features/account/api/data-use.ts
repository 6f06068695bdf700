// POST /v2/app/user/data-use and /data-use/set: what the player objects to (the use of their data for
// marketing, for profiling). An objection to marketing also withdraws the marketing consent, so the
// consent's cached answer is asked for again after any change.
import type { DataUseObjections, DataUseObjectionsRequest } from '@hall/contracts/marketing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { marketingKeys } from './marketing-consent';

export const dataUseKeys = {
  objections: ['user', 'data-use'] as const,
};

export const dataUseQueryOptions = queryOptions({
  queryKey: dataUseKeys.objections,
  queryFn: ({ signal }) => apiPost<DataUseObjections>('/v2/app/user/data-use', {}, { signal }),
});

export const useDataUse = () => useQuery(dataUseQueryOptions);

export function useSetDataUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DataUseObjectionsRequest) => apiPost<DataUseObjections>('/v2/app/user/data-use/set', body),
    onSuccess: (objections) => {
      queryClient.setQueryData(dataUseKeys.objections, objections);
      void queryClient.invalidateQueries({ queryKey: marketingKeys.consent });
    },
  });
}
