// POST /v2/app/support/ticket/list: the signed-in player's help requests, last changed first, a page
// at a time. The key factory of every help-request query lives here.
import type { SupportListRequest, SupportListResponse } from '@hall/contracts/support';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const supportKeys = {
  lists: ['support', 'tickets'] as const,
  list: (page: number) => ['support', 'tickets', page] as const,
  ticket: (id: number) => ['support', 'ticket', id] as const,
  attachment: (messageId: number) => ['support', 'attachment', messageId] as const,
  siteOperator: ['support', 'site-operator'] as const,
  contact: ['support', 'contact'] as const,
};

export const TICKETS_PAGE_SIZE = 10;

export const ticketsQuery = (page: number) =>
  queryOptions({
    queryKey: supportKeys.list(page),
    queryFn: ({ signal }) =>
      apiPost<SupportListResponse>(
        '/v2/app/support/ticket/list',
        { page, pageSize: TICKETS_PAGE_SIZE } satisfies SupportListRequest,
        { signal },
      ),
    // An answer may arrive at any moment: the list is fetched again whenever the page opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useTickets = (page: number) => useQuery(ticketsQuery(page));
