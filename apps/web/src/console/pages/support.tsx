// The customer service desk: help requests by status (open ones longest waiting first) or player, or
// those escalated for a missed deadline, each with its deadlines; each opened beside the list with its
// conversation and screenshots (fetched only when asked for), an answer (which the player also gets
// as a station letter in their language and which acknowledges a complaint), the acknowledge action
// for a complaint not answered yet, and closing.
import { List, useTable } from '@refinedev/antd';
import { useOne } from '@refinedev/core';
import { Button, Checkbox, Drawer, Form, Input, Popconfirm, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_MESSAGE_MAX,
  type AdminSupportMessage,
  type AdminSupportTicket,
  type AdminSupportTicketDetail,
  type SupportAttachment,
} from '@hall/contracts/support';
import { LOCALE_NATIVE_NAMES } from '../../lib/locale';
import { filterValue } from '../components/filter-value';
import { StatusFilter } from '../components/status-filter';
import { AcknowledgeButton, awaitsAcknowledgement, TicketDeadlines } from '../components/ticket-deadlines';
import { useAction } from '../components/use-action';
import { usePost } from '../components/use-post';
import { dateTime } from '../format';
import { NS } from '../i18n';
import { PlayerLink } from '../components/player-link';

const COLORS: Record<string, string> = { open: 'gold', answered: 'green', closed: 'default' };
const MESSAGES = { display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' } as const;
const MESSAGE = { padding: '10px 12px', border: '1px solid #e5e5e5', borderRadius: 6 } as const;
/** The site's answers stand out from the player's messages by an edge in the console's colour. */
const ANSWER = { borderLeft: '4px solid #4338ca', background: '#f7f7fb' } as const;
const SHOT = { display: 'block', maxWidth: '100%', maxHeight: '60vh', border: '1px solid #e5e5e5', borderRadius: 6 };

/** A message's screenshot, fetched when the operator asks for it and never kept. */
function Screenshot({ messageId }: { messageId: number }) {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<{ image?: string; busy?: boolean; failed?: string }>({});
  const { post } = usePost<SupportAttachment>();
  const show = async () => {
    setState({ busy: true });
    try {
      const { image } = await post('/v2/admin/support/attachment', { messageId });
      setState({ image });
    } catch (error) {
      setState({ failed: (error as { message?: string }).message || t('failed') });
    }
  };
  if (state.image) return <img style={SHOT} src={state.image} alt={t('support.screenshot')} />;
  return (
    <Space direction="vertical">
      <Button size="small" loading={state.busy} onClick={() => void show()}>
        {t('support.show_screenshot')}
      </Button>
      {state.failed && <Typography.Text type="danger">{state.failed}</Typography.Text>}
    </Space>
  );
}

function Message({ message, account }: { message: AdminSupportMessage; account: string }) {
  const { t } = useTranslation(NS);
  const who = message.fromSupport ? t('support.from_operator', { name: message.operator ?? '—' }) : account;
  return (
    <li style={{ ...MESSAGE, ...(message.fromSupport ? ANSWER : {}) }}>
      <Typography.Text strong>{who}</Typography.Text>{' '}
      <Typography.Text type="secondary">{dateTime(message.createdAt)}</Typography.Text>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '6px 0' }}>{message.body}</Typography.Paragraph>
      {message.hasAttachment && <Screenshot messageId={message.id} />}
    </li>
  );
}

function Ticket({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  const { query } = useOne<AdminSupportTicketDetail>({ resource: 'support', id });
  const { run, busy } = useAction('support');
  const [form] = Form.useForm<{ message: string }>();
  const ticket = query.data?.data;
  if (query.isLoading || !ticket) return <Skeleton active />;
  const answer = async ({ message }: { message: string }) => {
    if (await run('/v2/admin/support/reply', { id, message }, t('support.sent'))) form.resetFields();
  };
  const language = ticket.locale ? (LOCALE_NATIVE_NAMES as Record<string, string>)[ticket.locale] : undefined;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap>
        <Tag color={COLORS[ticket.status]}>{t(`status.${ticket.status}`)}</Tag>
        <Typography.Text>{t(`support.topics.${ticket.topic}`)}</Typography.Text>
        <TicketDeadlines ticket={ticket} />
        <Typography.Text type="secondary">
          {ticket.ticketSn} · <PlayerLink userId={ticket.userId} account={ticket.account} />
        </Typography.Text>
      </Space>
      <section aria-labelledby="console-support-conversation">
        <Typography.Title level={5} id="console-support-conversation">
          {t('support.conversation')}
        </Typography.Title>
        <ol style={MESSAGES}>
          {ticket.messages.map((message) => (
            <Message key={message.id} message={message} account={ticket.account} />
          ))}
        </ol>
      </section>
      <Form form={form} layout="vertical" onFinish={(values) => void answer(values)}>
        <Form.Item
          name="message"
          label={t('support.answer')}
          extra={language ? t('support.letter_note_locale', { language }) : t('support.letter_note')}
          rules={[
            { required: true, whitespace: true, message: t('required') },
            { max: SUPPORT_MESSAGE_MAX, message: t('too_long', { max: SUPPORT_MESSAGE_MAX }) },
          ]}
        >
          <Input.TextArea rows={5} maxLength={SUPPORT_MESSAGE_MAX} showCount />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('support.send')}
          </Button>
          {awaitsAcknowledgement(ticket) && (
            <AcknowledgeButton
              ticketSn={ticket.ticketSn}
              onAcknowledge={() => run('/v2/admin/support/acknowledge', { id }, t('support.acknowledged'))}
            />
          )}
          {ticket.status !== 'closed' && (
            <Popconfirm
              title={t('support.confirm_close', { sn: ticket.ticketSn })}
              onConfirm={() => run('/v2/admin/support/close', { id }, t('support.closed'))}
            >
              <Button>{t('support.close')}</Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
    </Space>
  );
}

export function SupportPage() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<AdminSupportTicket | null>(null);
  const { tableProps, filters, setFilters } = useTable<AdminSupportTicket>({
    resource: 'support',
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'open' }] },
    syncWithLocation: false,
  });
  // The flags are kept as booleans: the server's schema takes `escalated: true`, not a string.
  const escalated = filterValue(filters, 'escalated') === 'true' ? true : undefined;
  const ackEscalated = filterValue(filters, 'ackEscalated') === 'true' ? true : undefined;
  const search = (account: string) => {
    const status = filterValue(filters, 'status');
    setFilters(
      [
        { field: 'status', operator: 'eq', value: status },
        { field: 'account', operator: 'eq', value: account.trim() || undefined },
        { field: 'escalated', operator: 'eq', value: escalated },
        { field: 'ackEscalated', operator: 'eq', value: ackEscalated },
      ],
      'replace',
    );
  };
  const only = (field: 'escalated' | 'ackEscalated', on: boolean) =>
    setFilters(
      [...filters.filter((f) => 'field' in f && f.field !== field), { field, operator: 'eq', value: on || undefined }],
      'replace',
    );
  return (
    <List title={t('nav.support')}>
      <Space wrap align="start">
        <StatusFilter
          statuses={['open', 'answered', 'closed']}
          value={filterValue(filters, 'status')}
          onChange={(f) =>
            setFilters(
              [
                ...f,
                { field: 'account', operator: 'eq', value: filterValue(filters, 'account') },
                { field: 'escalated', operator: 'eq', value: escalated },
                { field: 'ackEscalated', operator: 'eq', value: ackEscalated },
              ],
              'replace',
            )
          }
        />
        <Input.Search
          allowClear
          placeholder={t('support.search')}
          aria-label={t('support.search')}
          onSearch={search}
          style={{ width: 240 }}
        />
        <Checkbox checked={escalated === true} onChange={(e) => only('escalated', e.target.checked)}>
          {t('support.escalated_only')}
        </Checkbox>
        <Checkbox checked={ackEscalated === true} onChange={(e) => only('ackEscalated', e.target.checked)}>
          {t('support.ack_escalated_only')}
        </Checkbox>
      </Space>
      <Table {...tableProps} rowKey="id" scroll={{ x: true }}>
        <Table.Column<AdminSupportTicket> title={t('support.number')} dataIndex="ticketSn" />
        <Table.Column<AdminSupportTicket>
          title={t('col.account')}
          render={(_, r) => <PlayerLink userId={r.userId} account={r.account} />}
        />
        <Table.Column<AdminSupportTicket>
          title={t('support.topic')}
          dataIndex="topic"
          render={(topic: string) => t(`support.topics.${topic}`)}
        />
        <Table.Column<AdminSupportTicket> title={t('support.subject')} dataIndex="subject" />
        <Table.Column<AdminSupportTicket>
          title={t('support.deadline')}
          render={(_, r) => <TicketDeadlines ticket={r} />}
        />
        <Table.Column<AdminSupportTicket>
          title={t('col.status')}
          dataIndex="status"
          render={(s: string) => <Tag color={COLORS[s]}>{t(`status.${s}`)}</Tag>}
        />
        <Table.Column<AdminSupportTicket>
          title={t('support.updated')}
          dataIndex="updatedAt"
          render={(v: string) => dateTime(v)}
        />
        <Table.Column<AdminSupportTicket>
          title={t('col.actions')}
          render={(_, r) => (
            <Button size="small" onClick={() => setOpen(r)}>
              {t('support.open')}
            </Button>
          )}
        />
      </Table>
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width="min(760px, 100vw)"
        title={open && t('support.title', { subject: open.subject })}
        destroyOnHidden
      >
        {open && <Ticket id={open.id} />}
      </Drawer>
    </List>
  );
}
