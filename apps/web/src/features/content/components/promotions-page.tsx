// The promotions (/game/promotion) and events (/activity) pages: one list of offers of a kind, and
// an offer's details with its terms when the address names one (?id=). Both pages are this one
// component, fed a different kind; the page composing it may add a call to action per promotion.
import type { Promotion, PromotionKind } from '@hall/contracts/content';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { localizedText } from '../../../lib/localized-field';
import { Icon } from '../../../components/icon';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { promotionQuery } from '../api/get-promotion';
import { promotionsQuery } from '../api/get-promotions';
import { ContentError, EmptyState, ShowMore } from '../../../components/content-states';
import { PromotionArt, PromotionCard, PromotionStateTag, usePromotionPeriod } from './promotion-card';
import { contentIdOf } from '../utils/content-id';
import { RichHtml } from '../../../components/rich-html';
import { paths } from '../../../config/paths';
import '../../../styles/content.css';

const PAGE_SIZE = 12;

const pages: Record<PromotionKind, { getHref: (id?: number) => string; route: string }> = {
  promotion: { getHref: paths.promotion.getHref, route: 'promotion' },
  activity: { getHref: paths.activity.getHref, route: 'activity' },
};

/** A promotion's call to action (a bonus offer's, say), under its card and its details; or nothing. */
export type PromotionAction = (promotionId: number) => ReactNode;

export function PromotionsPage({ kind, action }: { kind: PromotionKind; action?: PromotionAction }) {
  const { t } = useTranslation();
  const { ready } = useTranslation('content');
  const [searchParams] = useSearchParams();
  const id = contentIdOf(searchParams.get('id'));
  const { route } = pages[kind];
  return (
    <PageShell title={t(`routes.${route}`)} intro={t(`intros.${route}`)}>
      {!ready ? (
        <PageLoading />
      ) : id ? (
        <PromotionDetail kind={kind} id={id} action={action} />
      ) : (
        <PromotionList kind={kind} action={action} />
      )}
    </PageShell>
  );
}

function PromotionList({ kind, action }: { kind: PromotionKind; action?: PromotionAction }) {
  const { t } = useTranslation('content');
  const list = useInfiniteQuery(promotionsQuery(kind, PAGE_SIZE));
  if (list.isPending) return <PageLoading />;
  if (list.isError) return <ContentError onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((page) => page.list);
  if (items.length === 0) {
    return <EmptyState icon={kind === 'promotion' ? 'gift' : 'star'} title={t(`promotion.empty.${kind}`)} />;
  }
  return (
    <>
      <ul className="promo-grid" aria-label={t(`promotion.listLabel.${kind}`)}>
        {items.map((item) => (
          <li key={item.id}>
            <PromotionCard promotion={item} to={pages[kind].getHref(item.id)} />
            {action?.(item.id)}
          </li>
        ))}
      </ul>
      {list.hasNextPage && <ShowMore busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
    </>
  );
}

function PromotionDetail({ kind, id, action }: { kind: PromotionKind; id: number; action?: PromotionAction }) {
  const { t } = useTranslation('content');
  const promotion = useQuery(promotionQuery(id));
  const back = (
    <Link to={pages[kind].getHref()} className="content-back">
      <Icon name="arrowLeft" size={18} />
      <span>{t(`promotion.back.${kind}`)}</span>
    </Link>
  );
  if (promotion.isPending) return <PageLoading />;
  if (promotion.isError) {
    const gone = promotion.error instanceof ApiError && promotion.error.code === 404;
    return (
      <>
        {back}
        {gone ? (
          <EmptyState icon="gift" title={t('promotion.notFound')} />
        ) : (
          <ContentError onRetry={() => void promotion.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <PromotionBody promotion={promotion.data} action={action} />
    </>
  );
}

function PromotionBody({ promotion, action }: { promotion: Promotion; action?: PromotionAction }) {
  const { t } = useTranslation('content');
  const title = localizedText(promotion, 'title') ?? t('common.untitled');
  const body = localizedText(promotion, 'body');
  const terms = localizedText(promotion, 'terms');
  const period = usePromotionPeriod(promotion);
  return (
    <article className="content-article" aria-labelledby="promotion-title">
      <PromotionArt imageUrl={promotion.imageUrl} className="promo-art-wide" />
      <div className="promo-detail-head">
        <PromotionStateTag state={promotion.state} />
        <span className="promo-card-period">{period}</span>
      </div>
      <h2 id="promotion-title" className="content-article-title">
        {title}
      </h2>
      {body && <RichHtml html={body} />}
      {action?.(promotion.id)}
      {terms && (
        <section className="promo-terms" aria-labelledby="promotion-terms">
          <h3 id="promotion-terms" className="promo-terms-title">
            {t('promotion.terms')}
          </h3>
          <RichHtml html={terms} />
        </section>
      )}
      <p className="promo-rules-note">
        {t('promotion.generalRules')}{' '}
        <Link to={paths.discountStatute.getHref()} className="text-link">
          {t('promotion.generalRulesLink')}
        </Link>
      </p>
    </article>
  );
}
