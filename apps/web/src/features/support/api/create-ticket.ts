// POST /v2/app/support/ticket/create: a new help request with its first message and an optional
// screenshot. The answer is the request itself, kept for its page; the list is fetched again.
import type { SupportCreateRequest, SupportTicketDetail } from '@hall/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { supportKeys } from './get-tickets';

/** Refusals the form shows beside itself: too many requests this hour, a picture the server refused. */
export const FORM_REFUSALS = ['too_many_requests', 'image_type', 'image_invalid', 'image_too_large'] as const;

export function createTicket(body: SupportCreateRequest): Promise<SupportTicketDetail> {
  // A screenshot takes a while on a slow line: allow longer than the usual minute.
  return apiPost<SupportTicketDetail>('/v2/app/support/ticket/create', body, { timeoutMs: 120_000 });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    meta: { quietReasons: FORM_REFUSALS },
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists });
    },
  });
}
