// Announcements from the game hall: the newest first, and one notice in full when the address names
// it (?id=), so a notice can be linked from the home marquee or shared.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentIdOf } from '../utils/content-id';
import { noticeQuery } from '../api/get-notice';
import { noticesQuery } from '../api/get-notices';
import { ContentError, EmptyState, ShowMore } from '../../../components/content-states';
import { RichHtml } from '../../../components/rich-html';
import { excerpt } from '../../../lib/rich-text';
import { Icon } from '../../../components/icon';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/intl-format';
import { currentLocale } from '../../../lib/locale';
import { localizedText } from '../../../lib/localized-field';
import { paths } from '../../../config/paths';

const PAGE_SIZE = 10;

export function NoticePage() {
  const { t } = useTranslation();
  const { ready } = useTranslation('content');
  const [searchParams] = useSearchParams();
  const id = contentIdOf(searchParams.get('id'));
  return (
    <PageShell title={t('routes.notice')} intro={t('intros.notice')}>
      {!ready ? <PageLoading /> : id ? <NoticeDetail id={id} /> : <NoticeList />}
    </PageShell>
  );
}

function NoticeList() {
  const { t } = useTranslation('content');
  const list = useInfiniteQuery(noticesQuery(PAGE_SIZE));
  if (list.isPending) return <PageLoading />;
  if (list.isError) return <ContentError onRetry={() => void list.refetch()} />;
  const notices = list.data.pages.flatMap((page) => page.list);
  if (notices.length === 0) return <EmptyState icon="bell" title={t('notice.empty')} />;
  const locale = currentLocale();
  return (
    <>
      <ul className="notice-list" aria-label={t('notice.listLabel')}>
        {notices.map((notice) => {
          const body = localizedText(notice, 'body');
          return (
            <li key={notice.id}>
              <Link to={paths.notice.getHref(notice.id)} className="notice-card" data-testid="notice-card">
                <span className="notice-card-title">{localizedText(notice, 'title') ?? t('common.untitled')}</span>
                <time className="notice-card-date" dateTime={notice.publishAt}>
                  {formatDate(notice.publishAt, locale)}
                </time>
                {body && <span className="notice-card-excerpt">{excerpt(body)}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage && <ShowMore busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />}
    </>
  );
}

function NoticeDetail({ id }: { id: number }) {
  const { t } = useTranslation('content');
  const notice = useQuery(noticeQuery(id));
  const back = (
    <Link to={paths.notice.getHref()} className="content-back">
      <Icon name="arrowLeft" size={18} />
      <span>{t('notice.back')}</span>
    </Link>
  );
  if (notice.isPending) return <PageLoading />;
  if (notice.isError) {
    const gone = notice.error instanceof ApiError && notice.error.code === 404;
    return (
      <>
        {back}
        {gone ? (
          <EmptyState icon="bell" title={t('notice.notFound')} />
        ) : (
          <ContentError onRetry={() => void notice.refetch()} />
        )}
      </>
    );
  }
  const body = localizedText(notice.data, 'body');
  return (
    <>
      {back}
      <article className="content-article" aria-labelledby="notice-title">
        <h2 id="notice-title" className="content-article-title">
          {localizedText(notice.data, 'title') ?? t('common.untitled')}
        </h2>
        <p className="content-article-meta">
          <time dateTime={notice.data.publishAt}>{formatDate(notice.data.publishAt, currentLocale())}</time>
        </p>
        {body && <RichHtml html={body} />}
      </article>
    </>
  );
}
