// One help request: what it is about and whose turn it is, the deadlines its topic promises (a
// complaint's acknowledgement and resolution, a data request's answer), the conversation oldest first
// (the player's messages and customer service's answers, each with its screenshot on request), the
// reply form, and closing the request once it is settled.
import type { SupportTicketDetail } from '@hall/contracts/support';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/content-states';
import '../../../components/form/form.css';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { PopupDialog } from '../../../components/popup-dialog';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useCloseTicket } from '../api/close-ticket';
import { useTicket } from '../api/get-ticket';
import { AttachmentView } from './attachment-view';
import { ReplyForm } from './reply-form';
import { StatusTag } from './status-tag';

function BackLink() {
  const { t } = useTranslation('support');
  return (
    <Link to={paths.support.getHref()} className="text-link support-back">
      <Icon name="arrowLeft" size={18} />
      <span>{t('detail.back')}</span>
    </Link>
  );
}

export function TicketDetail({ id }: { id: number }) {
  const { t } = useTranslation('support');
  const ticket = useTicket(id);
  if (ticket.isPending && ticket.fetchStatus !== 'idle') return <PageLoading />;
  const missing =
    !ticket.data && (ticket.fetchStatus === 'idle' || (ticket.error instanceof ApiError && ticket.error.code === 404));
  if (missing || (ticket.error instanceof ApiError && ticket.error.code === 400)) {
    return (
      <div className="support-layout">
        <EmptyState icon="chat" title={t('detail.notFound')}>
          <p className="content-empty-text">{t('detail.notFoundText')}</p>
        </EmptyState>
        <BackLink />
      </div>
    );
  }
  if (ticket.isError || !ticket.data) return <LoadError onRetry={() => void ticket.refetch()} />;
  return <Ticket ticket={ticket.data} />;
}

/** What the deadline means for this topic, and what became of it once missed. */
function deadlineText(ticket: SupportTicketDetail) {
  if (ticket.topic === 'data_request')
    return ticket.escalatedAt ? 'detail.dataRequestEscalatedText' : 'detail.dataRequestText';
  return ticket.escalatedAt ? 'detail.escalatedText' : 'detail.complaintText';
}

function Ticket({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation('support');
  const format = useMoneyFormat();
  const dataRequest = ticket.topic === 'data_request';
  return (
    <div className="support-layout" data-testid="support-ticket">
      <BackLink />
      <section className="form-section support-summary" aria-labelledby="support-subject">
        <div className="support-ticket-head">
          <h2 id="support-subject" className="form-section-title support-subject">
            {ticket.subject}
          </h2>
          <StatusTag status={ticket.status} />
        </div>
        <dl className="detail-list">
          <div>
            <dt>{t('detail.number')}</dt>
            <dd className="support-sn" data-testid="support-ticket-sn">
              {ticket.ticketSn}
            </dd>
          </div>
          <div>
            <dt>{t('detail.topic')}</dt>
            <dd>{t(`topics.${ticket.topic}`)}</dd>
          </div>
          <div>
            <dt>{t('detail.opened')}</dt>
            <dd>{format.dateTime(ticket.createdAt)}</dd>
          </div>
          {ticket.ackDueAt && (
            <div>
              <dt>{t(ticket.acknowledgedAt ? 'detail.acknowledged' : 'detail.ackDueBy')}</dt>
              <dd data-testid="support-ticket-ack">{format.dateTime(ticket.acknowledgedAt ?? ticket.ackDueAt)}</dd>
            </div>
          )}
          {ticket.dueAt && (
            <div>
              <dt>{t(dataRequest ? 'detail.answerBy' : 'detail.dueBy')}</dt>
              <dd data-testid="support-ticket-due">{format.dateTime(ticket.dueAt)}</dd>
            </div>
          )}
          {ticket.escalatedAt && (
            <div>
              <dt>{t('detail.escalated')}</dt>
              <dd data-testid="support-ticket-escalated">{format.dateTime(ticket.escalatedAt)}</dd>
            </div>
          )}
        </dl>
        {ticket.ackDueAt && !ticket.acknowledgedAt && (
          <p className="form-section-text" data-testid="support-ticket-ack-text">
            {t(ticket.ackEscalatedAt ? 'detail.ackLateText' : 'detail.ackText')}
          </p>
        )}
        {ticket.dueAt && <p className="form-section-text">{t(deadlineText(ticket))}</p>}
        <p className="form-section-text" role="status">
          {t(`statusText.${ticket.status}`)}
        </p>
      </section>

      <section aria-labelledby="support-conversation-title">
        <h2 id="support-conversation-title" className="support-section-title">
          {t('detail.conversation')}
        </h2>
        <ol className="support-messages">
          {ticket.messages.map((message) => {
            const when = format.dateTime(message.createdAt);
            return (
              <li
                key={message.id}
                className={`support-message ${message.fromSupport ? 'support-message-support' : 'support-message-player'}`}
                data-testid="support-message"
              >
                <p className="support-message-who">
                  <strong>{message.fromSupport ? t('detail.fromSupport') : t('detail.fromYou')}</strong>
                  <time dateTime={message.createdAt}>{when}</time>
                </p>
                <p className="support-message-body">{message.body}</p>
                {message.hasAttachment && <AttachmentView messageId={message.id} when={when} />}
              </li>
            );
          })}
        </ol>
      </section>

      <ReplyForm ticket={ticket} />
      {ticket.status !== 'closed' && <CloseTicket id={ticket.id} />}
    </div>
  );
}

function CloseTicket({ id }: { id: number }) {
  const { t } = useTranslation('support');
  const close = useCloseTicket();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="support-close">
      <Button fill="outline" onClick={() => setConfirming(true)} data-testid="support-close">
        {t('close.button')}
      </Button>
      <PopupDialog
        visible={confirming}
        title={t('close.title')}
        onClose={() => setConfirming(false)}
        showCancelButton
        onConfirm={() =>
          close.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('close.done'));
            },
          })
        }
        confirmText={t('close.confirm')}
        confirmLoading={close.isPending}
        width={420}
        testId="support-close-dialog"
      >
        <p>{t('close.text')}</p>
      </PopupDialog>
    </div>
  );
}
