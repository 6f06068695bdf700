// Balance adjustments under maker/checker: support or finance proposes (signed amount, reason); a
// different finance operator approves and the coins move; the proposer may withdraw its own. A credit
// marked as a deposit passes the player's protections at approval, as any money in does.
import { CreateButton, List, useTable } from '@refinedev/antd';
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdjustmentRow } from '@hall/contracts/admin';
import { can } from '../access';
import { filterValue } from '../components/filter-value';
import { PlayerPicker } from '../components/player-picker';
import { ReasonButton } from '../components/reason-button';
import { StatusFilter } from '../components/status-filter';
import { useAction } from '../components/use-action';
import { coins, dateTime } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';
import { PlayerLink } from '../components/player-link';

type Row = z.infer<typeof AdjustmentRow>;
const COLORS: Record<string, string> = { pending: 'gold', approved: 'green', rejected: 'default' };

function ProposeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ userId: number; amount: string; reason: string; deposit: boolean }>();
  const { run, busy } = useAction('adjustments');
  const submit = async () => {
    const values = await form.validateFields();
    if (await run('/v2/admin/adjustment/propose', values, t('adjustment.proposed'))) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal
      open={open}
      title={t('adjustment.propose')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="userId" label={t('col.account')} rules={[{ required: true, message: t('required') }]}>
          <PlayerPicker />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('adjustment.amount')}
          extra={t('adjustment.amount_help')}
          rules={[
            { required: true, message: t('required') },
            { pattern: /^-?[1-9]\d{0,14}$/, message: t('adjustment.amount_invalid') },
          ]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('reason')}
          extra={t('adjustment.reason_help')}
          rules={[
            { required: true, whitespace: true, message: t('required') },
            { max: 500, message: t('too_long', { max: 500 }) },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item name="deposit" valuePropName="checked" initialValue={false} extra={t('adjustment.deposit_help')}>
          <Checkbox>{t('adjustment.deposit')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function AdjustmentsPage() {
  const { t } = useTranslation(NS);
  const [proposing, setProposing] = useState(false);
  const { tableProps, filters, setFilters } = useTable<Row>({
    resource: 'adjustments',
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'pending' }] },
    syncWithLocation: false,
  });
  const { run } = useAction('adjustments');
  const session = readSession();
  const mayApprove = can(session?.role, 'adjustments', 'approve');
  return (
    <List
      title={t('nav.adjustments')}
      headerButtons={<CreateButton onClick={() => setProposing(true)}>{t('adjustment.propose')}</CreateButton>}
    >
      <ProposeModal open={proposing} onClose={() => setProposing(false)} />
      <StatusFilter
        statuses={['pending', 'approved', 'rejected']}
        value={filterValue(filters, 'status')}
        onChange={(f) => setFilters(f, 'replace')}
      />
      <Table {...tableProps} rowKey="id" scroll={{ x: true }}>
        <Table.Column<Row> title="#" dataIndex="id" />
        <Table.Column<Row>
          title={t('col.account')}
          render={(_, r) => <PlayerLink userId={r.userId} account={r.account} />}
        />
        <Table.Column<Row>
          title={t('adjustment.amount')}
          dataIndex="amount"
          align="right"
          render={(v: string, r) => (
            <Space size={4}>
              <span style={{ color: v.startsWith('-') ? '#dc2626' : '#16a34a' }}>{coins(v)}</span>
              {r.deposit && <Tag color="blue">{t('adjustment.deposit_tag')}</Tag>}
            </Space>
          )}
        />
        <Table.Column<Row> title={t('reason')} dataIndex="reason" />
        <Table.Column<Row>
          title={t('col.status')}
          dataIndex="status"
          render={(s: string) => <Tag color={COLORS[s]}>{t(`status.${s}`)}</Tag>}
        />
        <Table.Column<Row>
          title={t('adjustment.proposed_by')}
          render={(_, r) => `${r.proposedBy} · ${dateTime(r.proposedAt)}`}
        />
        <Table.Column<Row>
          title={t('adjustment.decided_by')}
          render={(_, r) =>
            r.decidedBy
              ? `${r.decidedBy} · ${dateTime(r.decidedAt)}${r.decisionNote ? ` · ${r.decisionNote}` : ''}`
              : '—'
          }
        />
        <Table.Column<Row>
          title={t('col.actions')}
          render={(_, r) =>
            r.status === 'pending' && (
              <Space wrap>
                {mayApprove && r.proposedBy !== session?.username && (
                  <Popconfirm
                    title={t('confirm.approve_adjustment', { amount: coins(r.amount), account: r.account })}
                    onConfirm={() => run('/v2/admin/adjustment/approve', { id: r.id })}
                  >
                    <Button size="small" type="primary">
                      {t('action.approve')}
                    </Button>
                  </Popconfirm>
                )}
                {mayApprove && (
                  <ReasonButton
                    label={r.proposedBy === session?.username ? t('action.withdraw') : t('action.reject')}
                    title={t('action.reject')}
                    onSubmit={(reason) => run('/v2/admin/adjustment/reject', { id: r.id, reason })}
                  />
                )}
              </Space>
            )
          }
        />
      </Table>
    </List>
  );
}
