// POST /v2/app/station/read: opening a letter marks it read. The list and the badge change at once;
// the server's answer confirms it.
import type { StationLetter } from '@hall/contracts/content';
import type { InfiniteData } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { lettersQuery, type LetterPage } from './get-letters';
import { unreadCountQuery } from './get-unread-count';

export function readLetter(id: number): Promise<StationLetter> {
  return apiPost<StationLetter>('/v2/app/station/read', { id });
}

/** The cached pages with one letter replaced and the unread count lowered if it was unread. */
export function withLetterRead(data: InfiniteData<LetterPage> | undefined, letter: StationLetter) {
  if (!data) return data;
  const wasUnread = data.pages.some((page) => page.list.some((item) => item.id === letter.id && !item.read));
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread: wasUnread ? Math.max(0, page.unread - 1) : page.unread,
      list: page.list.map((item) => (item.id === letter.id ? letter : item)),
    })),
  };
}

export function useReadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readLetter,
    onSuccess: (letter) => {
      queryClient.setQueryData(lettersQuery.queryKey, (data) => withLetterRead(data, letter));
      void queryClient.invalidateQueries({ queryKey: unreadCountQuery.queryKey });
    },
  });
}
