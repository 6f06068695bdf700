// Station letters: send one to a player or to every player, in the seven languages, now or at a
// time; see who read them; withdraw one from every inbox. Content writes, support reads.
import { List, useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Button, DatePicker, Form, Input, Modal, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@hall/contracts/locale';
import type { AdminStationLetter } from '@hall/contracts/content';
import { localizedField } from '../../lib/localized-field';
import { can } from '../access';
import { LocalizedFields, localizedValues, TITLE_AND_BODY } from '../components/localized-fields';
import { useAction } from '../components/use-action';
import { dateTime } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';

interface SendValues extends Record<string, unknown> {
  target: 'all' | 'player';
  account?: string;
  publishAt?: Dayjs | null;
  unpublishAt?: Dayjs | null;
}

function SendModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<SendValues>();
  const target = Form.useWatch('target', form);
  const { run, busy } = useAction('letters');
  const send = async () => {
    const values = await form.validateFields();
    const body = {
      target: values.target,
      ...(values.target === 'player' ? { account: values.account } : {}),
      ...localizedValues(values, TITLE_AND_BODY),
      publishAt: values.publishAt ? values.publishAt.toISOString() : null,
      unpublishAt: values.unpublishAt ? values.unpublishAt.toISOString() : null,
    };
    if (await run('/v2/admin/station/send', body, t('letter.sent'))) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal
      open={open}
      title={t('letter.send')}
      width="min(1100px, 96vw)"
      onOk={send}
      okText={t('letter.send')}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ target: 'player' }}>
        <Space wrap>
          <Form.Item name="target" label={t('letter.to')}>
            <Radio.Group
              options={[
                { value: 'player', label: t('letter.to_player') },
                { value: 'all', label: t('letter.to_all') },
              ]}
            />
          </Form.Item>
          {target === 'player' && (
            <Form.Item
              name="account"
              label={t('col.account')}
              rules={[{ required: true, whitespace: true, message: t('required') }]}
            >
              <Input style={{ width: 220 }} />
            </Form.Item>
          )}
          <Form.Item name="publishAt" label={t('notice.publish_at')}>
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="unpublishAt" label={t('notice.unpublish_at')}>
            <DatePicker showTime />
          </Form.Item>
        </Space>
        <LocalizedFields fields={TITLE_AND_BODY} testIdPrefix="letter" />
      </Form>
    </Modal>
  );
}

export function LettersPage() {
  const { t, i18n } = useTranslation(NS);
  const [sending, setSending] = useState(false);
  const { tableProps, searchFormProps } = useTable<AdminStationLetter, never, { account?: string }>({
    resource: 'letters',
    syncWithLocation: false,
    onSearch: ({ account }): CrudFilter[] => [
      { field: 'account', operator: 'eq', value: account?.trim() || undefined },
    ],
  });
  const { run } = useAction('letters');
  const writer = can(readSession()?.role, 'letters', 'send');
  return (
    <List
      title={t('nav.letters')}
      headerButtons={
        writer ? (
          <Button type="primary" onClick={() => setSending(true)}>
            {t('letter.send')}
          </Button>
        ) : null
      }
    >
      <SendModal open={sending} onClose={() => setSending(false)} />
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item name="account" label={t('col.account')}>
          <Input allowClear />
        </Form.Item>
        <Button htmlType="submit">{t('buttons.filter')}</Button>
      </Form>
      <Table {...tableProps} rowKey="id" scroll={{ x: true }}>
        <Table.Column<AdminStationLetter> title="#" dataIndex="id" />
        <Table.Column<AdminStationLetter>
          title={t('letter.to')}
          render={(_, l) => (l.broadcast ? <Tag color="blue">{t('letter.to_all')}</Tag> : l.account)}
        />
        <Table.Column<AdminStationLetter>
          title={t('notice.title')}
          render={(_, l) => localizedField(l, 'title', i18n.language as Locale) ?? '—'}
        />
        <Table.Column<AdminStationLetter>
          title={t('notice.window')}
          render={(_, l) => `${dateTime(l.publishAt)} → ${dateTime(l.unpublishAt)}`}
        />
        <Table.Column<AdminStationLetter> title={t('letter.read')} dataIndex="readCount" align="right" />
        <Table.Column<AdminStationLetter>
          title={t('col.actions')}
          render={(_, l) =>
            writer && (
              <Popconfirm
                title={t('letter.withdraw_confirm')}
                onConfirm={() => run('/v2/admin/station/delete', { id: l.id })}
              >
                <Button size="small" danger>
                  {t('letter.withdraw')}
                </Button>
              </Popconfirm>
            )
          }
        />
      </Table>
    </List>
  );
}
