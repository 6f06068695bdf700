// The audit log (admin): every operator action, searchable by operator, action, target and dates;
// the same filter downloads as CSV.
import { List, useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { App, Button, DatePicker, Form, Input, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AuditExportResponse, AuditRow } from '@hall/contracts/admin';
import { useDownload } from '../components/use-download';
import { dateTime } from '../format';
import { NS } from '../i18n';

type Row = z.infer<typeof AuditRow>;
interface Search {
  operator?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The form's values as the server's filter fields; the end day is included whole. */
function toFilter(values: Search): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['operator', 'action', 'targetType', 'targetId'] as const) {
    const value = values[key]?.trim();
    if (value) out[key] = value;
  }
  const [from, to] = values.range ?? [];
  if (from) out.from = from.startOf('day').toISOString();
  if (to) out.to = to.add(1, 'day').startOf('day').toISOString();
  return out;
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function AuditPage() {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Search>();
  const { tableProps, searchFormProps } = useTable<Row, never, Search>({
    resource: 'audit',
    syncWithLocation: false,
    onSearch: (values) =>
      Object.entries(toFilter(values)).map(([field, value]): CrudFilter => ({ field, operator: 'eq', value })),
  });
  const exportCsv = useDownload<z.infer<typeof AuditExportResponse>>();
  const download = async () => {
    const result = await exportCsv('/v2/admin/audit/export', toFilter(form.getFieldsValue()));
    if (result?.truncated) void message.warning(t('audit.truncated', { rows: result.rows }));
  };
  return (
    <List title={t('nav.audit')}>
      <Form {...searchFormProps} form={form} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="operator" label={t('audit.operator')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="action" label={t('audit.action')}>
          <Input allowClear placeholder="withdrawal." />
        </Form.Item>
        <Form.Item name="targetType" label={t('audit.target_type')}>
          <Input allowClear placeholder="user" style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="targetId" label={t('audit.target_id')}>
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="range" label={t('audit.dates')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('buttons.filter')}
          </Button>
          <Button onClick={download}>{t('audit.export')}</Button>
        </Space>
      </Form>
      <Table
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        expandable={{
          expandedRowRender: (r) => (
            <Typography.Paragraph style={{ margin: 0 }}>
              <b>{t('audit.before')}</b> <code>{json(r.before) || '—'}</code>
              <br />
              <b>{t('audit.after')}</b> <code>{json(r.after) || '—'}</code>
            </Typography.Paragraph>
          ),
        }}
      >
        <Table.Column<Row> title={t('audit.time')} dataIndex="createdAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Row> title={t('audit.operator')} dataIndex="operator" render={(v: string | null) => v ?? '—'} />
        <Table.Column<Row> title={t('audit.action')} dataIndex="action" render={(v: string) => <code>{v}</code>} />
        <Table.Column<Row>
          title={t('audit.target')}
          render={(_, r) => `${r.targetType}${r.targetId ? ` #${r.targetId}` : ''}`}
        />
        <Table.Column<Row> title="IP" dataIndex="ip" render={(v: string | null) => v ?? '—'} />
      </Table>
    </List>
  );
}
