// POST /v2/app/support/ticket/reply: the player's next message (and screenshot) on a request, which
// opens it again. The answer replaces the cached conversation.
import type { SupportReplyRequest, SupportTicketDetail } from '@hall/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { FORM_REFUSALS } from './create-ticket';
import { supportKeys } from './get-tickets';

export function replyToTicket(body: SupportReplyRequest): Promise<SupportTicketDetail> {
  return apiPost<SupportTicketDetail>('/v2/app/support/ticket/reply', body, { timeoutMs: 120_000 });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    meta: { quietReasons: FORM_REFUSALS },
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists });
    },
  });
}
