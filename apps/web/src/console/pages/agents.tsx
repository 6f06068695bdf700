// Agent applications and agents: approve with a rebate rate or reject with a reason; change a rate,
// suspend or restore; open an agent's tree one level at a time.
import { List, useTable } from '@refinedev/antd';
import { useList } from '@refinedev/core';
import { Breadcrumb, Button, Drawer, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminAgent, SubMemberPage } from '@hall/contracts/agent';
import { filterValue } from '../components/filter-value';
import { RateButton } from '../components/rate-button';
import { ReasonButton } from '../components/reason-button';
import { StatusFilter } from '../components/status-filter';
import { useAction } from '../components/use-action';
import { coins, dateTime } from '../format';
import { NS } from '../i18n';

type Row = z.infer<typeof AdminAgent>;
type Members = z.infer<typeof SubMemberPage>;
const COLORS: Record<string, string> = { pending: 'gold', approved: 'green', rejected: 'default', suspended: 'red' };
const percent = (bp: number | null) => (bp === null ? '—' : `${(bp / 100).toFixed(2)}%`);

/** One agent's subordinates, a level at a time: opening a sub-agent goes down, the trail goes back. */
function Tree({ root }: { root: Row }) {
  const { t } = useTranslation(NS);
  const [trail, setTrail] = useState<{ userId: number; account: string }[]>([
    { userId: root.userId, account: root.account },
  ]);
  const [page, setPage] = useState(1);
  const current = trail.at(-1)!;
  const { result, query } = useList<Members['list'][number]>({
    resource: 'agent-members',
    filters: [{ field: 'userId', operator: 'eq', value: current.userId }],
    pagination: { currentPage: page, pageSize: 20 },
    errorNotification: false,
  });
  // A refused level shows no members rather than a spinner.
  const data = query.isError
    ? { list: [], total: 0 }
    : query.isLoading
      ? null
      : { list: result.data, total: result.total };
  return (
    <>
      <Breadcrumb
        items={trail.map((node, i) => ({
          title:
            i < trail.length - 1 ? (
              <a onClick={() => (setTrail(trail.slice(0, i + 1)), setPage(1))}>{node.account}</a>
            ) : (
              node.account
            ),
        }))}
      />
      <Table
        style={{ marginTop: 12 }}
        rowKey="userId"
        loading={!data}
        dataSource={data?.list}
        scroll={{ x: true }}
        pagination={{ current: page, total: data?.total, pageSize: 20, onChange: setPage }}
        columns={[
          {
            title: t('col.account'),
            render: (_: unknown, m: Members['list'][number]) =>
              m.isAgent ? <a onClick={() => (setTrail([...trail, m]), setPage(1))}>{m.account}</a> : m.account,
          },
          {
            title: t('agent.kind'),
            render: (_: unknown, m: Members['list'][number]) => (m.isAgent ? t('agent.sub_agent') : t('agent.player')),
          },
          { title: t('agent.rate'), dataIndex: 'rebateRateBp', render: percent },
          { title: t('col.balance'), dataIndex: 'balance', align: 'right' as const, render: (v: string) => coins(v) },
          { title: t('col.created'), dataIndex: 'registeredAt', render: dateTime },
          { title: t('col.last_login'), dataIndex: 'lastLoginAt', render: dateTime },
        ]}
      />
    </>
  );
}

export function AgentsPage() {
  const { t } = useTranslation(NS);
  const [tree, setTree] = useState<Row | null>(null);
  const { tableProps, filters, setFilters } = useTable<Row>({
    resource: 'agents',
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'pending' }] },
    syncWithLocation: false,
  });
  const { run } = useAction('agents');
  return (
    <List title={t('nav.agents')}>
      <StatusFilter
        statuses={['pending', 'approved', 'rejected', 'suspended']}
        value={filterValue(filters, 'status')}
        onChange={(f) => setFilters(f, 'replace')}
      />
      <Table {...tableProps} rowKey="userId" scroll={{ x: true }}>
        <Table.Column<Row> title={t('col.account')} render={(_, r) => `${r.account} (#${r.userId})`} />
        <Table.Column<Row> title={t('agent.code')} dataIndex="code" />
        <Table.Column<Row>
          title={t('col.status')}
          dataIndex="status"
          render={(s: string, r) => (
            <Space direction="vertical" size={0}>
              <Tag color={COLORS[s]}>{t(`status.${s}`)}</Tag>
              {r.reason && <small>{r.reason}</small>}
            </Space>
          )}
        />
        <Table.Column<Row>
          title={t('agent.rate')}
          dataIndex="rebateRateBp"
          render={(v: number, r) => (r.status === 'pending' ? '—' : percent(v))}
        />
        <Table.Column<Row>
          title={t('agent.parent')}
          dataIndex="parentAccount"
          render={(v: string | null) => v ?? '—'}
        />
        <Table.Column<Row> title={t('agent.team')} dataIndex="teamSize" align="right" />
        <Table.Column<Row> title={t('agent.applied')} dataIndex="appliedAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Row>
          title={t('col.actions')}
          render={(_, r) => (
            <Space wrap>
              {r.status === 'pending' && (
                <>
                  <RateButton
                    label={t('action.approve')}
                    initial={100}
                    onSubmit={(bp) =>
                      run('/v2/admin/agent/review', { userId: r.userId, approve: true, rebateRateBp: bp })
                    }
                  />
                  <ReasonButton
                    label={t('action.reject')}
                    title={t('action.reject')}
                    onSubmit={(reason) => run('/v2/admin/agent/review', { userId: r.userId, approve: false, reason })}
                  />
                </>
              )}
              {r.status === 'approved' && (
                <>
                  <RateButton
                    label={t('agent.change_rate')}
                    initial={r.rebateRateBp}
                    onSubmit={(bp) => run('/v2/admin/agent/update', { userId: r.userId, rebateRateBp: bp })}
                  />
                  <Popconfirm
                    title={t('confirm.suspend', { account: r.account })}
                    onConfirm={() => run('/v2/admin/agent/update', { userId: r.userId, suspended: true })}
                  >
                    <Button size="small" danger>
                      {t('agent.suspend')}
                    </Button>
                  </Popconfirm>
                </>
              )}
              {r.status === 'suspended' && (
                <Button
                  size="small"
                  onClick={() => run('/v2/admin/agent/update', { userId: r.userId, suspended: false })}
                >
                  {t('agent.restore')}
                </Button>
              )}
              {(r.status === 'approved' || r.status === 'suspended') && (
                <Button size="small" onClick={() => setTree(r)}>
                  {t('agent.tree')}
                </Button>
              )}
            </Space>
          )}
        />
      </Table>
      <Drawer
        open={tree !== null}
        onClose={() => setTree(null)}
        width="min(900px, 100vw)"
        title={tree && t('agent.tree_of', { account: tree.account })}
        destroyOnHidden
      >
        {tree && <Tree root={tree} />}
      </Drawer>
    </List>
  );
}
