// The front page: whether the ledger's latest check found it right, today's figures, today by hour
// and thirty days drawn and tabled, and what waits for a decision.
import { useCustom } from '@refinedev/core';
import { Card, Col, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DashboardResponse } from '@hall/contracts/admin';
import { can } from '../access';
import type { ConsoleResource } from '../console-resources';
import { DailyChart, HourlyChart, hourLabel, type DailySeries } from '../components/daily-chart';
import { LedgerCheckAlert } from '../components/ledger-check-alert';
import { coins } from '../format';
import { hoursSoFar } from '../components/site-hours';
import { NS } from '../i18n';
import { readSession } from '../session';

const MONEY = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonuses', 'rebates'] as const;
type Figures = DashboardResponse['hours'][number] | DashboardResponse['days'][number];

/** The lines drawn for a run of days or of hours. */
function seriesOf(rows: Figures[], t: TFunction): DailySeries[] {
  return [
    { label: t('figure.deposits'), color: '#16a34a', scale: 'coins', values: rows.map((d) => Number(d.deposits)) },
    {
      label: t('figure.withdrawals'),
      color: '#dc2626',
      scale: 'coins',
      values: rows.map((d) => Number(d.withdrawals)),
    },
    { label: t('figure.ggr'), color: '#4f46e5', scale: 'coins', values: rows.map((d) => Number(d.ggr)) },
    {
      label: t('figure.registrations'),
      color: '#d97706',
      scale: 'count',
      values: rows.map((d) => d.registrations),
    },
    { label: t('figure.activePlayers'), color: '#0891b2', scale: 'count', values: rows.map((d) => d.activePlayers) },
  ];
}

/** The table beside a chart: the same figures, one row per day or hour. */
function figureColumns(t: TFunction) {
  return [
    { title: t('figure.registrations'), dataIndex: 'registrations', align: 'right' as const },
    { title: t('figure.activePlayers'), dataIndex: 'activePlayers', align: 'right' as const },
    ...MONEY.map((key) => ({
      title: t(`figure.${key}`),
      dataIndex: key,
      align: 'right' as const,
      render: (value: string) => coins(value),
    })),
  ];
}
const QUEUES: { key: keyof DashboardResponse['queues']; resource: ConsoleResource }[] = [
  { key: 'kyc', resource: 'kyc' },
  { key: 'withdrawals', resource: 'withdrawals' },
  { key: 'agentApplications', resource: 'agents' },
  { key: 'adjustments', resource: 'adjustments' },
  { key: 'supportTickets', resource: 'support' },
  { key: 'amlFlags', resource: 'aml' },
];

export function DashboardPage() {
  const { t, i18n } = useTranslation(NS);
  const { query } = useCustom<DashboardResponse>({ url: '/v2/admin/dashboard', method: 'post' });
  // query.data, not result: result.data is an empty object until the first answer.
  const data = query.data?.data;
  const role = readSession()?.role;
  const daily = useMemo(() => (data ? seriesOf(data.days, t) : []), [data, t]);
  const hourly = useMemo(() => (data ? seriesOf(data.hours, t) : []), [data, t]);
  const hourNumbers = useMemo(() => data?.hours.map((h) => h.hour) ?? [], [data]);
  if (query.isLoading || !data) return <Skeleton active />;
  const today = data.days.at(-1)!;
  return (
    <>
      <Typography.Title level={2}>{t('nav.dashboard')}</Typography.Title>
      <LedgerCheckAlert check={data.ledgerCheck} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {QUEUES.map(({ key, resource }) => (
          <Col key={key} xs={12} lg={6}>
            <Card>
              <Statistic title={t(`queue.${key}`)} value={data.queues[key]} />
              {can(role, resource) && <Link to={`/${resource}`}>{t('open')}</Link>}
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Title level={3} style={{ marginTop: 24 }}>
        {t('today', { day: today.day, zone: data.timeZone })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title={t('figure.registrations')} value={today.registrations} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title={t('figure.activePlayers')} value={today.activePlayers} />
          </Card>
        </Col>
        {MONEY.map((key) => (
          <Col key={key} xs={12} lg={6}>
            <Card>
              <Statistic title={t(`figure.${key}`)} value={coins(today[key])} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('today_by_hour', { zone: data.timeZone })} style={{ marginTop: 24 }}>
        <HourlyChart hours={hourNumbers} series={hourly} locale={i18n.language} hourTitle={t('figure.hour')} />
        <Table
          size="small"
          rowKey="hour"
          style={{ marginTop: 16 }}
          scroll={{ x: true }}
          pagination={false}
          data-testid="hourly-table"
          dataSource={hoursSoFar(data)}
          columns={[
            { title: t('figure.hour'), dataIndex: 'hour', render: (hour: number) => hourLabel(hour) },
            ...figureColumns(t),
          ]}
        />
      </Card>
      <Card title={t('last_days', { count: data.days.length })} style={{ marginTop: 24 }}>
        <DailyChart
          days={data.days.map((d) => d.day)}
          series={daily}
          locale={i18n.language}
          dayLabel={t('figure.day')}
        />
        <Table
          size="small"
          rowKey="day"
          style={{ marginTop: 16 }}
          scroll={{ x: true }}
          pagination={false}
          dataSource={[...data.days].reverse()}
          columns={[{ title: t('figure.day'), dataIndex: 'day' }, ...figureColumns(t)]}
        />
      </Card>
    </>
  );
}
