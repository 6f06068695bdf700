// POST /v2/app/support/ticket/close: the player says the request is settled (writing again reopens it).
import type { SupportTicketDetail, SupportTicketRequest } from '@hall/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { supportKeys } from './get-tickets';

export function closeTicket(id: number): Promise<SupportTicketDetail> {
  return apiPost<SupportTicketDetail>('/v2/app/support/ticket/close', { id } satisfies SupportTicketRequest);
}

export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists });
    },
  });
}
