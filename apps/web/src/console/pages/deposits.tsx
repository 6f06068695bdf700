// Deposit orders of every player: filter by state, order, account and dates; open an order's
// callback history; refund a paid order (finance) with a reason.
import { List, useTable } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import type { CrudFilter } from '@refinedev/core';
import { Button, DatePicker, Drawer, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DepositStatus, type AdminDeposit, type DepositCallback } from '@hall/contracts/pay';
import { can } from '../access';
import { ReasonButton } from '../components/reason-button';
import { useAction } from '../components/use-action';
import { coins, dateTime, money } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';
import { PlayerLink } from '../components/player-link';

type Row = z.infer<typeof AdminDeposit>;
type Callback = z.infer<typeof DepositCallback>;
interface Search {
  status?: string;
  orderSn?: string;
  account?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}
const COLORS: Record<string, string> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  expired: 'default',
  refunding: 'blue',
  refunded: 'purple',
};

function Callbacks({ orderSn }: { orderSn: string }) {
  const { t } = useTranslation(NS);
  const { query } = useCustom<Callback[]>({
    url: '/v2/admin/deposit/callbacks',
    method: 'post',
    config: { payload: { orderSn } },
    errorNotification: false,
  });
  // A refused look-up shows no calls rather than a spinner.
  const rows = query.isError ? [] : (query.data?.data ?? null);
  return (
    <Table<Callback>
      rowKey="id"
      loading={rows === null}
      dataSource={rows ?? []}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        { title: t('audit.time'), dataIndex: 'createdAt', render: dateTime },
        { title: t('deposit.notice'), dataIndex: 'noticeStatus' },
        { title: t('deposit.amount'), render: (_, c) => money(c.amount, c.currency) },
        { title: t('deposit.provider_ref'), dataIndex: 'providerRef' },
        {
          title: t('deposit.outcome'),
          render: (_, c) => (
            <Space direction="vertical" size={0}>
              <Tag color={c.outcome === 'refused' ? 'red' : 'green'}>{c.outcome}</Tag>
              {c.detail && <small>{c.detail}</small>}
            </Space>
          ),
        },
      ]}
    />
  );
}

export function DepositsPage() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<string | null>(null);
  const { tableProps, searchFormProps } = useTable<Row, never, Search>({
    resource: 'deposits',
    syncWithLocation: false,
    onSearch: ({ status, orderSn, account, range }) => {
      const [from, to] = range ?? [];
      const fields: Record<string, string | undefined> = {
        status,
        orderSn: orderSn?.trim(),
        account: account?.trim(),
        from: from?.startOf('day').toISOString(),
        to: to?.add(1, 'day').startOf('day').toISOString(),
      };
      return Object.entries(fields).map(([field, value]): CrudFilter => ({ field, operator: 'eq', value }));
    },
  });
  const { run } = useAction('deposits');
  const mayRefund = can(readSession()?.role, 'deposits', 'refund');
  return (
    <List title={t('nav.deposits')}>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="status" label={t('col.status')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={DepositStatus.options.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="orderSn" label={t('col.sn')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="account" label={t('col.account')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="range" label={t('audit.dates')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('buttons.filter')}
        </Button>
      </Form>
      <Table {...tableProps} rowKey="orderSn" scroll={{ x: true }}>
        <Table.Column<Row> title={t('col.sn')} dataIndex="orderSn" />
        <Table.Column<Row>
          title={t('col.account')}
          render={(_, r) => <PlayerLink userId={r.userId} account={r.account} />}
        />
        <Table.Column<Row> title={t('deposit.channel')} dataIndex="channelName" />
        <Table.Column<Row> title={t('deposit.amount')} align="right" render={(_, r) => money(r.amount, r.currency)} />
        <Table.Column<Row>
          title={t('deposit.coins')}
          dataIndex="coinAmount"
          align="right"
          render={(v: string) => coins(v)}
        />
        <Table.Column<Row>
          title={t('col.status')}
          dataIndex="status"
          render={(s: string, r) => (
            <Space direction="vertical" size={0}>
              <Tag color={COLORS[s]}>{t(`status.${s}`)}</Tag>
              {r.refundReason && <small>{r.refundReason}</small>}
            </Space>
          )}
        />
        <Table.Column<Row> title={t('col.created')} dataIndex="createdAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Row> title={t('deposit.paid_at')} dataIndex="paidAt" render={(v: string | null) => dateTime(v)} />
        <Table.Column<Row>
          title={t('col.actions')}
          render={(_, r) => (
            <Space wrap>
              <Button size="small" onClick={() => setOpen(r.orderSn)}>
                {t('deposit.callbacks')}
              </Button>
              {mayRefund && r.status === 'paid' && (
                <ReasonButton
                  label={t('deposit.refund')}
                  title={t('deposit.refund_title', { sn: r.orderSn })}
                  onSubmit={(reason) => run('/v2/admin/pay/refund', { orderSn: r.orderSn, reason })}
                />
              )}
            </Space>
          )}
        />
      </Table>
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width="min(900px, 100vw)"
        title={open && t('deposit.callbacks_of', { sn: open })}
        destroyOnHidden
      >
        {open && <Callbacks orderSn={open} />}
      </Drawer>
    </List>
  );
}
