// Finance reports: GGR by day or month and money in and out by channel and currency, over a chosen
// range of local days; the same as CSV.
import { List } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import { App, Button, Card, DatePicker, Form, Segmented, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportResponse } from '@hall/contracts/admin';
import { useDownload } from '../components/use-download';
import { coins } from '../format';
import { NS } from '../i18n';

type Granularity = 'day' | 'month';

const NO_REPORT: ReportResponse = { timeZone: '', from: '', to: '', games: [], payments: [] };

export function ReportsPage() {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [granularity, setGranularity] = useState<Granularity>('day');
  // Null until the operator picks days: the server then reports the last seven days of the site's
  // time zone, which may be a day ahead of (or behind) this browser's, and says which they were.
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [shownRange, setShownRange] = useState<[Dayjs, Dayjs] | null>(null);
  const body = useMemo(
    () => ({
      granularity,
      ...(range ? { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') } : {}),
    }),
    [granularity, range],
  );
  const { query } = useCustom<ReportResponse>({
    url: '/v2/admin/report',
    method: 'post',
    config: { payload: body },
    errorNotification: false,
  });
  // A refused report shows empty tables (not a spinner that never ends) and the server's message.
  const report = query.isError ? NO_REPORT : (query.data?.data ?? null);
  useEffect(() => {
    if (query.error) void message.error(query.error.message);
  }, [query.error, message]);
  useEffect(() => {
    const answered = query.data?.data;
    if (answered?.from) setShownRange([dayjs(answered.from), dayjs(answered.to)]);
  }, [query.data]);
  const download = useDownload();
  return (
    <List title={t('nav.reports')}>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('report.by')}>
          <Segmented<Granularity>
            value={granularity}
            onChange={setGranularity}
            options={[
              { value: 'day', label: t('report.day') },
              { value: 'month', label: t('report.month') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('audit.dates')}>
          <DatePicker.RangePicker
            value={range ?? shownRange}
            allowClear={false}
            onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
          />
        </Form.Item>
        <Button onClick={() => download('/v2/admin/report/export', body)}>{t('audit.export')}</Button>
      </Form>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card size="small" title={t('report.games', { zone: report?.timeZone ?? '' })}>
          <Table
            rowKey="period"
            size="small"
            loading={!report}
            dataSource={report?.games}
            pagination={false}
            scroll={{ x: true }}
            columns={[
              { title: t('report.period'), dataIndex: 'period' },
              ...(['bets', 'wins', 'ggr', 'bonuses', 'rebates'] as const).map((key) => ({
                title: t(`figure.${key}`),
                dataIndex: key,
                align: 'right' as const,
                render: (v: string) => coins(v),
              })),
            ]}
          />
        </Card>
        <Card size="small" title={t('report.payments')}>
          <Table
            rowKey={(r) => `${r.period}:${r.direction}:${r.channel}:${r.currency}`}
            size="small"
            loading={!report}
            dataSource={report?.payments}
            pagination={false}
            scroll={{ x: true }}
            columns={[
              { title: t('report.period'), dataIndex: 'period' },
              { title: t('channel.direction'), dataIndex: 'direction', render: (d: string) => t(`channel.${d}`) },
              { title: t('deposit.channel'), dataIndex: 'channel' },
              { title: t('channel.currency'), dataIndex: 'currency' },
              { title: t('report.count'), dataIndex: 'count', align: 'right' as const },
              { title: t('col.amount'), dataIndex: 'amount', align: 'right' as const },
              {
                title: t('deposit.coins'),
                dataIndex: 'coins',
                align: 'right' as const,
                render: (v: string) => coins(v),
              },
            ]}
          />
        </Card>
      </Space>
    </List>
  );
}
