// POST /v2/app/station/delete: removes a letter from the player's inbox.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { lettersQuery } from './get-letters';
import { unreadCountQuery } from './get-unread-count';

export function deleteLetter(id: number): Promise<unknown> {
  return apiPost('/v2/app/station/delete', { id });
}

export function useDeleteLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLetter,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lettersQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: unreadCountQuery.queryKey }),
      ]),
  });
}
