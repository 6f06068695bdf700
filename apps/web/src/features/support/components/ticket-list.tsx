// The player's help requests, last changed first: subject, status, topic, number and when it last
// changed, each opening its conversation; the way to a new request above them.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/content-states';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { Pager } from '../../../components/pager';
import { paths } from '../../../config/paths';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { TICKETS_PAGE_SIZE, useTickets } from '../api/get-tickets';
import { StatusTag } from './status-tag';

export function TicketList() {
  const { t } = useTranslation('support');
  const format = useMoneyFormat();
  const [page, setPage] = useState(1);
  const tickets = useTickets(page);

  return (
    <section className="support-list" aria-labelledby="support-list-title">
      <div className="support-toolbar">
        <h2 id="support-list-title" className="support-section-title">
          {t('list.title')}
        </h2>
        <Link to={paths.supportNew.getHref()} className="button-link button-link-primary" data-testid="support-new">
          <Icon name="plusSquare" size={18} />
          <span>{t('list.new')}</span>
        </Link>
      </div>
      {tickets.isPending ? (
        <PageLoading />
      ) : tickets.isError ? (
        <LoadError onRetry={() => void tickets.refetch()} />
      ) : tickets.data.total === 0 ? (
        <EmptyState icon="chat" title={t('list.empty')}>
          <p className="content-empty-text">{t('list.emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="support-tickets" data-testid="support-tickets">
            {tickets.data.list.map((ticket) => (
              <li key={ticket.id}>
                <Link to={paths.supportTicket.getHref(ticket.id)} className="support-ticket-card">
                  <span className="support-ticket-head">
                    <span className="support-ticket-subject">{ticket.subject}</span>
                    <StatusTag status={ticket.status} />
                  </span>
                  <span className="support-ticket-meta">
                    {t(`topics.${ticket.topic}`)} · {ticket.ticketSn}
                  </span>
                  <span className="support-ticket-meta">
                    {t('list.updated', { date: format.dateTime(ticket.updatedAt) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={TICKETS_PAGE_SIZE}
            total={tickets.data.total}
            onPage={setPage}
            busy={tickets.isFetching}
          />
        </>
      )}
    </section>
  );
}
