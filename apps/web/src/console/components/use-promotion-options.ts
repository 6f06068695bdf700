// The promotions a bonus offer may be linked to, as the offer drawer's choices.
import { useList } from '@refinedev/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPromotion, PromotionSummary } from '@hall/contracts/content';
import type { Locale } from '@hall/contracts/locale';
import { localizedField } from '../../lib/localized-field';
import { can } from '../access';
import { NS } from '../i18n';
import { readSession } from '../session';
import type { Option } from './bonus-offer-drawer';

/**
 * Promotions to link an offer to. The console's list is for content and support; finance, who
 * edits offers, is offered the published ones players see.
 */
export function usePromotionOptions(): Option<number>[] {
  const { i18n } = useTranslation(NS);
  const mayList = can(readSession()?.role, 'promotions');
  const { query } = useList<AdminPromotion>({
    resource: 'promotions',
    pagination: { currentPage: 1, pageSize: 100 },
    queryOptions: { enabled: mayList },
    errorNotification: false,
  });
  const listed = query.data?.data;
  // The published ones are the player site's public list (the data provider asks it as anyone).
  const { query: publicQuery } = useList<PromotionSummary>({
    resource: 'published-promotions',
    pagination: { currentPage: 1, pageSize: 100 },
    queryOptions: { enabled: !mayList },
    errorNotification: false,
  });
  const published = publicQuery.data?.data;
  return useMemo(() => {
    const list = mayList
      ? (listed ?? []).map((p) => ({ id: p.id, title: localizedField(p, 'title', i18n.language as Locale) }))
      : (published ?? []).map((p) => ({ id: p.id, title: p.title }));
    return list.map(({ id, title }) => ({ value: id, label: `#${id} ${title ?? ''}`.trim() }));
  }, [mayList, listed, published, i18n.language]);
}
