// POST /v2/app/support/attachment: the screenshot sent with one of the player's messages, fetched only
// when the player asks to see it. A stored screenshot never changes, so it is not fetched twice.
import type { SupportAttachment, SupportAttachmentRequest } from '@hall/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { supportKeys } from './get-tickets';

export const attachmentQuery = (messageId: number) =>
  queryOptions({
    queryKey: supportKeys.attachment(messageId),
    queryFn: ({ signal }) =>
      apiPost<SupportAttachment>('/v2/app/support/attachment', { messageId } satisfies SupportAttachmentRequest, {
        signal,
      }),
    staleTime: Infinity,
    // Pictures are large: dropped from memory a minute after the conversation closes.
    gcTime: 60_000,
  });

export const useAttachment = (messageId: number, enabled: boolean) =>
  useQuery({ ...attachmentQuery(messageId), enabled });
