// Balances players brought from the second provider: by state or account (ours or the provider's),
// each with the provider account, the amount in its currency, the coins credited and when.
import { List, useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Button, Form, Input, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MigrationStatus, type AdminMigration } from '@hall/contracts/migration';
import { coins, dateTime, money } from '../format';
import { NS } from '../i18n';

type Row = z.infer<typeof AdminMigration>;
interface Search {
  status?: string;
  account?: string;
}
const COLORS: Record<string, string> = { pending: 'gold', completed: 'green', failed: 'red' };

export function MigrationsPage() {
  const { t } = useTranslation(NS);
  const { tableProps, searchFormProps } = useTable<Row, never, Search>({
    resource: 'migrations',
    syncWithLocation: false,
    onSearch: ({ status, account }) =>
      Object.entries({ status, account: account?.trim() }).map(([field, value]): CrudFilter => ({
        field,
        operator: 'eq',
        value,
      })),
  });
  return (
    <List title={t('nav.migrations')}>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="status" label={t('col.status')}>
          <Select
            allowClear
            style={{ width: 160 }}
            options={MigrationStatus.options.map((s) => ({ value: s, label: t(`migration.status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="account" label={t('migration.account')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('buttons.filter')}
        </Button>
      </Form>
      <Table {...tableProps} rowKey="migrationSn" scroll={{ x: true }}>
        <Table.Column<Row> title={t('col.sn')} dataIndex="migrationSn" />
        <Table.Column<Row> title={t('col.account')} render={(_, r) => `${r.playerAccount} (#${r.userId})`} />
        <Table.Column<Row> title={t('migration.provider_account')} render={(_, r) => `${r.provider} · ${r.account}`} />
        <Table.Column<Row> title={t('deposit.amount')} align="right" render={(_, r) => money(r.amount, r.currency)} />
        <Table.Column<Row> title={t('deposit.coins')} align="right" render={(_, r) => coins(r.coinAmount)} />
        <Table.Column<Row>
          title={t('col.status')}
          render={(_, r) => (
            <>
              <Tag color={COLORS[r.status]}>{t(`migration.status.${r.status}`)}</Tag>
              {r.reason && <small>{r.reason}</small>}
            </>
          )}
        />
        <Table.Column<Row> title={t('col.created')} dataIndex="createdAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Row>
          title={t('migration.completed')}
          dataIndex="completedAt"
          render={(v: string | null) => dateTime(v)}
        />
      </Table>
    </List>
  );
}
