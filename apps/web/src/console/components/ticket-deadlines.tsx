// A help request's deadlines as the desk sees them in the queue and on the request: a complaint's
// acknowledgement (due, met, or missed and escalated) and the resolution or answer its topic promises
// (due, or missed and escalated). The acknowledge action meets the first without answering yet; it
// sends the player a letter, so it asks first.
import type { AdminSupportTicket } from '@hall/contracts/support';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../format';
import { NS } from '../i18n';

type Deadlines = Pick<
  AdminSupportTicket,
  'topic' | 'status' | 'dueAt' | 'escalatedAt' | 'ackDueAt' | 'acknowledgedAt' | 'ackEscalatedAt'
>;

/** Whether the acknowledge action is still open for this request. */
export const awaitsAcknowledgement = (ticket: Deadlines) =>
  ticket.ackDueAt !== null && ticket.acknowledgedAt === null && ticket.status !== 'closed';

export function TicketDeadlines({ ticket }: { ticket: Deadlines }) {
  const { t } = useTranslation(NS);
  const tags = [];
  if (ticket.ackDueAt) {
    if (ticket.acknowledgedAt)
      tags.push(
        <Tag key="ack" color="green" data-testid="ticket-ack">
          {t('support.acknowledged_on', { date: dateTime(ticket.acknowledgedAt) })}
        </Tag>,
      );
    else if (ticket.ackEscalatedAt)
      tags.push(
        <Tag key="ack" color="red" data-testid="ticket-ack">
          {t('support.ack_late', { date: dateTime(ticket.ackDueAt) })}
        </Tag>,
      );
    else
      tags.push(
        <Tag key="ack" color="gold" data-testid="ticket-ack">
          {t('support.ack_due', { date: dateTime(ticket.ackDueAt) })}
        </Tag>,
      );
  }
  if (ticket.dueAt)
    tags.push(
      ticket.escalatedAt ? (
        <Tag key="due" color="red" data-testid="ticket-due">
          {t('support.escalated_on', { date: dateTime(ticket.escalatedAt) })}
        </Tag>
      ) : (
        <Tag key="due" color="blue" data-testid="ticket-due">
          {t(ticket.topic === 'data_request' ? 'support.answer_due' : 'support.due', { date: dateTime(ticket.dueAt) })}
        </Tag>
      ),
    );
  if (tags.length === 0) return null;
  return (
    <Space size={4} wrap>
      {tags}
    </Space>
  );
}

export function AcknowledgeButton({ ticketSn, onAcknowledge }: { ticketSn: string; onAcknowledge: () => unknown }) {
  const { t } = useTranslation(NS);
  return (
    <Popconfirm
      title={t('support.acknowledge_confirm', { sn: ticketSn })}
      okText={t('support.acknowledge')}
      onConfirm={onAcknowledge}
    >
      <Button data-testid="ticket-acknowledge">{t('support.acknowledge')}</Button>
    </Popconfirm>
  );
}
