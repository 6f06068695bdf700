// POST /v2/app/site/operator (public): who runs the site, from the server's configuration, for the
// footer, the about page and the terms. It changes only with a redeployment, so it is asked once.
import type { SiteOperator } from '@hall/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { supportKeys } from './get-tickets';

export const siteOperatorQuery = queryOptions({
  queryKey: supportKeys.siteOperator,
  queryFn: ({ signal }) => apiPost<SiteOperator>('/v2/app/site/operator', {}, { signal }),
  staleTime: Infinity,
  meta: { silent: true },
});

export const useSiteOperator = () => useQuery(siteOperatorQuery);
