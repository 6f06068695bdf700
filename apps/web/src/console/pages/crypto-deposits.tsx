// Crypto deposits of every player, as the chain watcher reported them: by state, account or
// transaction, each with its coin and network, amount, depth, the coins credited and the rate.
import { List, useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Button, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CryptoDepositState, type AdminCryptoDeposit } from '@hall/contracts/crypto';
import { unitsToText } from '../../lib/crypto-units';
import { coins, dateTime } from '../format';
import { NS } from '../i18n';

type Row = z.infer<typeof AdminCryptoDeposit>;
interface Search {
  status?: string;
  account?: string;
  txid?: string;
}
const COLORS: Record<string, string> = { pending: 'gold', credited: 'green', below_minimum: 'orange', dropped: 'red' };

export function CryptoDepositsPage() {
  const { t } = useTranslation(NS);
  const { tableProps, searchFormProps } = useTable<Row, never, Search>({
    resource: 'crypto-deposits',
    syncWithLocation: false,
    onSearch: ({ status, account, txid }) => {
      const fields: Record<string, string | undefined> = { status, account: account?.trim(), txid: txid?.trim() };
      return Object.entries(fields).map(([field, value]): CrudFilter => ({ field, operator: 'eq', value }));
    },
  });
  return (
    <List title={t('nav.crypto-deposits')}>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="status" label={t('col.status')}>
          <Select
            allowClear
            style={{ width: 160 }}
            options={CryptoDepositState.options.map((s) => ({ value: s, label: t(`crypto.status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="account" label={t('col.account')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="txid" label={t('crypto.txid')}>
          <Input allowClear style={{ width: 240 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('buttons.filter')}
        </Button>
      </Form>
      <Table {...tableProps} rowKey={(r) => `${r.network}:${r.txid}:${r.address}`} scroll={{ x: true }}>
        <Table.Column<Row> title={t('col.created')} dataIndex="createdAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Row> title={t('col.account')} render={(_, r) => `${r.account} (#${r.userId})`} />
        <Table.Column<Row> title={t('crypto.coin')} render={(_, r) => `${r.coin} · ${r.network}`} />
        <Table.Column<Row>
          title={t('deposit.amount')}
          align="right"
          render={(_, r) => `${unitsToText(r.amount, r.decimals)} ${r.coin}`}
        />
        <Table.Column<Row>
          title={t('col.status')}
          render={(_, r) => (
            <Space direction="vertical" size={0}>
              <Tag color={COLORS[r.status]}>{t(`crypto.status.${r.status}`)}</Tag>
              {r.status === 'pending' && (
                <small>{t('crypto.tx', { n: r.confirmations, m: r.confirmationsNeeded })}</small>
              )}
            </Space>
          )}
        />
        <Table.Column<Row>
          title={t('deposit.coins')}
          align="right"
          render={(_, r) => (r.coinAmount === null ? '—' : coins(r.coinAmount))}
        />
        <Table.Column<Row>
          title={t('crypto.rate')}
          align="right"
          render={(_, r) => (r.jpyRate === null ? '—' : `¥${r.jpyRate}`)}
        />
        <Table.Column<Row>
          title={t('crypto.txid')}
          render={(_, r) => (
            <Typography.Text code copyable={{ text: r.txid }}>
              {`${r.txid.slice(0, 12)}…`}
            </Typography.Text>
          )}
        />
        <Table.Column<Row>
          title={t('crypto.address')}
          render={(_, r) => (
            <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
              {r.address}
            </Typography.Text>
          )}
        />
      </Table>
    </List>
  );
}
