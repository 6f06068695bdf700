// Finance reports: GGR by day or month and money in and out by channel and currency, over a chosen
// range of local days; the same as CSV.
import { List } from '@refinedev/antd';
import { App, Button, Card, DatePicker, Form, Segmented, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportResponse } from '@hall/contracts/admin';
import { consolePost } from '../api';
import { downloadText } from '../components/download';
import { coins } from '../format';
import { NS } from '../i18n';

type Granularity = 'day' | 'month';

export function ReportsPage() {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [granularity, setGranularity] = useState<Granularity>('day');
  // Null until the operator picks days: the server then reports the last seven days of the site's
  // time zone, which may be a day ahead of (or behind) this browser's, and says which they were.
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [shownRange, setShownRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [report, setReport] = useState<ReportResponse | null>(null);
  const body = useCallback(
    () => ({
      granularity,
      ...(range ? { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') } : {}),
    }),
    [granularity, range],
  );
  useEffect(() => {
    let live = true;
    setReport(null);
    consolePost<ReportResponse>('/v2/admin/report', body()).then(
      (r) => {
        if (!live) return;
        setReport(r);
        if (r.from) setShownRange([dayjs(r.from), dayjs(r.to)]);
      },
      (e: Error) => {
        if (!live) return;
        setReport({ timeZone: '', from: '', to: '', games: [], payments: [] });
        void message.error(e.message);
      },
    );
    return () => {
      live = false;
    };
  }, [body, message]);
  const download = async () => {
    try {
      const { filename, csv } = await consolePost<{ filename: string; csv: string }>('/v2/admin/report/export', body());
      downloadText(filename, csv);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
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
        <Button onClick={download}>{t('audit.export')}</Button>
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
