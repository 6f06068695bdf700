// The identity queue: what the player entered (name, date of birth, country, masked id number) above
// the three photos side by side (fetched only when opened, never cached, for the roles that may see
// them), approve, or reject with a reason from the fixed list (the player reads it in their own
// language) and an optional note.
import { List, useTable } from '@refinedev/antd';
import { useOne } from '@refinedev/core';
import { Button, Drawer, Popconfirm, Skeleton, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminKycDetail, AdminKycListResponse } from '@hall/contracts/kyc';
import { filterValue } from '../components/filter-value';
import { KycDeclared } from '../components/kyc-declared';
import { KycRejectButton, kycRejectBody } from '../components/kyc-reject-button';
import { StatusFilter } from '../components/status-filter';
import { useAction } from '../components/use-action';
import { dateTime } from '../format';
import { NS } from '../i18n';
import { IdentityMatches } from '../components/identity-matches';
import { PlayerLink } from '../components/player-link';

type Row = z.infer<typeof AdminKycListResponse>['list'][number];
const COLORS: Record<string, string> = { submitted: 'gold', approved: 'green', rejected: 'default' };

function Review({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const { query } = useOne<AdminKycDetail>({ resource: 'kyc', id: row.id });
  const { run } = useAction('kyc');
  const detail = query.data?.data;
  if (query.isLoading || !detail) return <Skeleton active />;
  const decide = async (body: object) => {
    const done = await run('/v2/admin/kyc/review', body);
    if (done) onDone();
    return done;
  };
  return (
    <>
      <IdentityMatches userId={row.userId} />
      <KycDeclared detail={detail} />
      <div className="console-photos">
        {(['front', 'back', 'handheld'] as const).map((side) => (
          <figure key={side} style={{ margin: 0 }}>
            <img src={detail[side]} alt={t(`kyc.${side}`)} />
            <figcaption>{t(`kyc.${side}`)}</figcaption>
          </figure>
        ))}
      </div>
      {detail.status === 'submitted' && (
        <Space style={{ marginTop: 16 }}>
          <Popconfirm
            title={t('confirm.approve_kyc', { account: row.account })}
            onConfirm={() => decide({ id: row.id, approve: true })}
          >
            <Button type="primary">{t('action.approve')}</Button>
          </Popconfirm>
          <KycRejectButton
            label={t('action.reject')}
            title={t('action.reject_kyc')}
            onSubmit={(values) => decide(kycRejectBody(row.id, values))}
          />
        </Space>
      )}
    </>
  );
}

export function KycPage() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<Row | null>(null);
  const { tableProps, filters, setFilters } = useTable<Row>({
    resource: 'kyc',
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'submitted' }] },
    syncWithLocation: false,
  });
  return (
    <List title={t('nav.kyc')}>
      <StatusFilter
        statuses={['submitted', 'approved', 'rejected']}
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
          title={t('col.status')}
          dataIndex="status"
          render={(s: string) => <Tag color={COLORS[s]}>{t(`status.${s}`)}</Tag>}
        />
        <Table.Column<Row>
          title={t('reason')}
          render={(_, r) =>
            r.reasonCode ? (
              <>
                {t(`kyc.reject_reason.${r.reasonCode}`)}
                {r.reason && <div style={{ color: 'rgba(0,0,0,0.55)' }}>{r.reason}</div>}
              </>
            ) : (
              (r.reason ?? '—')
            )
          }
        />
        <Table.Column<Row> title={t('col.created')} dataIndex="createdAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Row>
          title={t('kyc.reviewed')}
          dataIndex="reviewedAt"
          render={(v: string | null) => dateTime(v)}
        />
        <Table.Column<Row>
          title={t('col.actions')}
          render={(_, r) => (
            <Button size="small" onClick={() => setOpen(r)}>
              {t('kyc.open')}
            </Button>
          )}
        />
      </Table>
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width="min(960px, 100vw)"
        title={open && t('kyc.title', { account: open.account })}
        destroyOnHidden
      >
        {open && <Review row={open} onDone={() => setOpen(null)} />}
      </Drawer>
    </List>
  );
}
