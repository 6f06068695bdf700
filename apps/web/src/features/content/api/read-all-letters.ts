// POST /v2/app/station/read/all: marks every letter read.
import type { StationReadAllResponse } from '@hall/contracts/content';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { lettersQuery } from './get-letters';
import { unreadCountQuery } from './get-unread-count';

export function readAllLetters(): Promise<z.infer<typeof StationReadAllResponse>> {
  return apiPost('/v2/app/station/read/all', {});
}

export function useReadAllLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllLetters,
    onSuccess: () => {
      queryClient.setQueryData(unreadCountQuery.queryKey, { count: 0 });
      return queryClient.invalidateQueries({ queryKey: lettersQuery.queryKey });
    },
  });
}
