// Payment channels (finance): availability, bounds, fees and display order, edited in place; the
// server validates and audits each change.
import { List } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import { Button, Form, Input, InputNumber, Modal, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminChannel } from '@hall/contracts/pay';
import { useAction } from '../components/use-action';
import { coins } from '../format';
import { NS } from '../i18n';

type Row = z.infer<typeof AdminChannel>;
interface Values {
  minAmount: string;
  maxAmount: string;
  feeBasisPoints: number;
  feeFixed: string;
  sortOrder: number;
}

function EditButton({ channel, onSaved }: { channel: Row; onSaved: () => void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const { run, busy } = useAction('channels');
  const digits = [{ required: true, pattern: /^\d{1,15}$/, message: t('channel.digits') }];
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('notice.edit')}
      </Button>
      <Modal
        open={open}
        title={t('channel.edit', { name: channel.name })}
        confirmLoading={busy}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={async () => {
          if (await run('/v2/admin/channel/update', { id: channel.id, ...(await form.validateFields()) })) {
            setOpen(false);
            onSaved();
          }
        }}
      >
        <Form form={form} layout="vertical" initialValues={channel}>
          <Form.Item
            name="minAmount"
            label={t('channel.min')}
            extra={t('channel.units', { currency: channel.currency })}
            rules={digits}
          >
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item name="maxAmount" label={t('channel.max')} rules={digits}>
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item name="feeBasisPoints" label={t('channel.fee_bp')} extra={t('channel.fee_bp_help')}>
            <InputNumber min={0} max={10000} />
          </Form.Item>
          <Form.Item name="feeFixed" label={t('channel.fee_fixed')} rules={digits}>
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('notice.sort')}>
            <InputNumber min={-100000} max={100000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

export function ChannelsPage() {
  const { t } = useTranslation(NS);
  const { query } = useCustom<Row[]>({ url: '/v2/admin/channel/list', method: 'post' });
  const { run } = useAction('channels');
  const rows = query.data?.data;
  const reload = () => void query.refetch();
  return (
    <List title={t('nav.channels')}>
      <Table<Row>
        rowKey="id"
        loading={!rows}
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: t('channel.name'), render: (_, c) => `${c.name} (${c.code})` },
          {
            title: t('channel.direction'),
            dataIndex: 'direction',
            render: (d: string) => <Tag>{t(`channel.${d}`)}</Tag>,
          },
          { title: t('channel.currency'), dataIndex: 'currency' },
          { title: t('channel.bounds'), render: (_, c) => `${coins(c.minAmount)} – ${coins(c.maxAmount)}` },
          { title: t('col.fee'), render: (_, c) => `${(c.feeBasisPoints / 100).toFixed(2)}% + ${coins(c.feeFixed)}` },
          { title: t('notice.sort'), dataIndex: 'sortOrder', align: 'right' as const },
          {
            title: t('channel.enabled'),
            render: (_, c) => (
              <Switch
                aria-label={t('channel.enabled_of', { name: c.name })}
                checked={c.enabled}
                onChange={async (enabled) => {
                  if (await run('/v2/admin/channel/update', { id: c.id, enabled })) reload();
                }}
              />
            ),
          },
          {
            title: t('col.actions'),
            render: (_, c) => (
              <Space>
                <EditButton channel={c} onSaved={reload} />
              </Space>
            ),
          },
        ]}
      />
    </List>
  );
}
