// POST /v2/app/support/contact (public): the customer service e-mail address shown to visitors.
import type { SupportContact } from '@hall/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { supportKeys } from './get-tickets';

export const contactQuery = queryOptions({
  queryKey: supportKeys.contact,
  queryFn: ({ signal }) => apiPost<SupportContact>('/v2/app/support/contact', {}, { signal }),
  staleTime: Infinity,
});

export const useSupportContact = () => useQuery(contactQuery);
