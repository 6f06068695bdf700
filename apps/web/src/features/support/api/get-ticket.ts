// POST /v2/app/support/ticket/get: one of the player's help requests with its conversation. Another
// player's request is "not found", which the page says itself.
import type { SupportTicketDetail, SupportTicketRequest } from '@hall/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { supportKeys } from './get-tickets';

export const ticketQuery = (id: number) =>
  queryOptions({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) =>
      apiPost<SupportTicketDetail>('/v2/app/support/ticket/get', { id } satisfies SupportTicketRequest, { signal }),
    staleTime: 0,
    meta: { quietReasons: ['not_found', 'validation_failed'] },
  });

export const useTicket = (id: number) => useQuery({ ...ticketQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
