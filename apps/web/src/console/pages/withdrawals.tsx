// The withdrawal queue: approve (above the four-eyes amount a second, different operator sends the
// payout), reject with a reason (the coins return), settle a manual payout by hand, follow a provider
// payout's job and run it again when it stalls or gives up.
import { List, useTable } from '@refinedev/antd';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { AdminWithdrawal } from '@hall/contracts/withdrawal';
import { ApproveWithdrawalButton } from '../components/approve-withdrawal-button';
import { filterValue } from '../components/filter-value';
import { PlayerLink } from '../components/player-link';
import { ReasonButton } from '../components/reason-button';
import { StatusFilter } from '../components/status-filter';
import { useAction } from '../components/use-action';
import { coins, dateTime, money } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';
import { unitsToText } from '../../lib/crypto-units';

type Row = z.infer<typeof AdminWithdrawal>;
type Crypto = NonNullable<Row['crypto']>;

/** What the address receives: the amount asked for less the network fee, in the coin. */
const cryptoSent = (c: Crypto) => `${unitsToText((BigInt(c.amount) - BigInt(c.fee)).toString(), c.decimals)} ${c.coin}`;

/** A bank card, or a crypto address with its network and, once sent, its transaction and depth. */
function Destination({ row }: { row: Row }) {
  const { t } = useTranslation(NS);
  const c = row.crypto;
  if (!c) return <>{`${row.bankName} ··${row.cardLast4}`}</>;
  return (
    <Space direction="vertical" size={0}>
      <span>
        {c.coin} · {c.network}
      </span>
      <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
        {c.address}
      </Typography.Text>
      {c.txid && (
        <small>
          {t('crypto.tx', { n: c.confirmations, m: c.confirmationsNeeded })}{' '}
          <Typography.Text code copyable={{ text: c.txid }}>
            {`${c.txid.slice(0, 10)}…`}
          </Typography.Text>
        </small>
      )}
    </Space>
  );
}
type Payout = NonNullable<Row['payout']>;
const STATUSES = ['review', 'processing', 'success', 'failed', 'rejected', 'cancelled'] as const;
const COLORS: Record<string, string> = {
  review: 'gold',
  processing: 'blue',
  success: 'green',
  failed: 'red',
  rejected: 'default',
};

export function WithdrawalsPage() {
  const { t } = useTranslation(NS);
  const { tableProps, filters, setFilters } = useTable<Row>({
    resource: 'withdrawals',
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'review' }] },
    pagination: { pageSize: 20 },
    syncWithLocation: false,
  });
  const { run } = useAction('withdrawals');
  const me = readSession()?.username;
  return (
    <List title={t('nav.withdrawals')}>
      <StatusFilter
        statuses={STATUSES}
        value={filterValue(filters, 'status')}
        onChange={(f) => setFilters(f, 'replace')}
      />
      <Table {...tableProps} rowKey="withdrawSn" scroll={{ x: true }} size="middle">
        <Table.Column<Row> title={t('col.sn')} dataIndex="withdrawSn" />
        <Table.Column<Row>
          title={t('col.account')}
          render={(_, r) => <PlayerLink userId={r.userId} account={r.account} />}
        />
        <Table.Column<Row> title={t('col.holder')} render={(_, r) => r.holderName ?? '—'} />
        <Table.Column<Row>
          title={t('col.amount')}
          dataIndex="coinAmount"
          align="right"
          render={(v: string) => coins(v)}
        />
        <Table.Column<Row> title={t('col.fee')} dataIndex="fee" align="right" render={(v: string) => coins(v)} />
        <Table.Column<Row>
          title={t('col.payout')}
          align="right"
          render={(_, r) => (r.crypto ? cryptoSent(r.crypto) : money(r.payoutAmount, r.currency))}
        />
        <Table.Column<Row> title={t('col.destination')} render={(_, r) => <Destination row={r} />} />
        <Table.Column<Row>
          title={t('col.status')}
          dataIndex="status"
          render={(s: string, r) => (
            <Space direction="vertical" size={0}>
              <Tag color={COLORS[s]}>{t(`status.${s}`)}</Tag>
              {r.amlReview && (
                <Tooltip title={t('aml.withdrawal_hint')}>
                  <Link to="/aml">
                    <Tag color="red">{t('aml.withdrawal_mark')}</Tag>
                  </Link>
                </Tooltip>
              )}
              {r.status === 'review' && r.approvalsNeeded > 1 && (
                <small>
                  {r.firstApprovedBy
                    ? t('four_eyes.second', { name: r.firstApprovedBy })
                    : t('four_eyes.needed', { count: r.approvalsNeeded })}
                </small>
              )}
              {r.reason && <small>{r.reason}</small>}
              {r.status === 'processing' && r.payout && <PayoutState payout={r.payout} />}
            </Space>
          )}
        />
        <Table.Column<Row> title={t('col.created')} dataIndex="createdAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Row>
          title={t('col.actions')}
          render={(_, r) => (
            <Space wrap>
              {r.status === 'review' && (
                <>
                  <ApproveWithdrawalButton
                    row={r}
                    me={me}
                    onApprove={(flagsSeen) => run('/v2/admin/draw/approve', { withdrawSn: r.withdrawSn, flagsSeen })}
                  />
                  <ReasonButton
                    label={t('action.reject')}
                    title={t('action.reject_withdrawal', { sn: r.withdrawSn })}
                    onSubmit={(reason) => run('/v2/admin/draw/reject', { withdrawSn: r.withdrawSn, reason })}
                  />
                </>
              )}
              {r.status === 'processing' && r.payout && r.payout.state !== 'running' && r.payout.state !== 'done' && (
                <Popconfirm
                  title={t('confirm.retry_payout')}
                  onConfirm={() => run('/v2/admin/draw/payout/retry', { withdrawSn: r.withdrawSn })}
                >
                  <Button size="small" danger={r.payout.state === 'failed'}>
                    {t('action.retry_payout')}
                  </Button>
                </Popconfirm>
              )}
              {r.status === 'processing' && !r.payout && (
                <>
                  <Popconfirm
                    title={t('confirm.mark_paid')}
                    onConfirm={() => run('/v2/admin/draw/complete', { withdrawSn: r.withdrawSn, success: true })}
                  >
                    <Button size="small">{t('action.mark_paid')}</Button>
                  </Popconfirm>
                  <ReasonButton
                    label={t('action.mark_failed')}
                    title={t('action.mark_failed')}
                    onSubmit={(reason) =>
                      run('/v2/admin/draw/complete', { withdrawSn: r.withdrawSn, success: false, reason })
                    }
                  />
                </>
              )}
            </Space>
          )}
        />
      </Table>
    </List>
  );
}

/** Where an approved payout's job stands: tries used, the last error, when it runs next. */
function PayoutState({ payout }: { payout: Payout }) {
  const { t } = useTranslation(NS);
  return (
    <small data-testid="payout-state">
      {t(`payout.${payout.state}`, { attempts: payout.attempts, max: payout.maxAttempts })}
      {payout.nextRunAt && ` · ${t('payout.next', { at: dateTime(payout.nextRunAt) })}`}
      {payout.lastError && (
        <>
          <br />
          {payout.lastError}
        </>
      )}
    </small>
  );
}
