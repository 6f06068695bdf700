// Station letters: send one to a player, to a segment of players (counted before sending) or to
// every player, in the seven languages, now or at a time; see who read them; withdraw one from every
// inbox. Content writes, support reads.
import { List, useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import {
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@hall/contracts/locale';
import type { AdminStationLetter, StationSegment } from '@hall/contracts/content';
import { LOCALE_NATIVE_NAMES } from '../../lib/locale';
import { consolePost } from '../api';
import { localizedField } from '../../lib/localized-field';
import { can } from '../access';
import { LocalizedFields, localizedValues, TITLE_AND_BODY } from '../components/localized-fields';
import { useAction } from '../components/use-action';
import { dateTime } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';

interface SegmentValues {
  locale?: Locale;
  kyc?: 'approved' | 'not_approved';
  deposited?: 'yes' | 'never';
  registered?: [Dayjs | null, Dayjs | null] | null;
  inactiveDays?: number | null;
  agentAccount?: string;
}

interface SendValues extends Record<string, unknown> {
  target: 'all' | 'player' | 'segment';
  account?: string;
  segment?: SegmentValues;
  publishAt?: Dayjs | null;
  unpublishAt?: Dayjs | null;
}

/** The filters the operator filled in, as the API takes them (empty ones left out). */
function segmentOf(values: SegmentValues | undefined): StationSegment {
  const v = values ?? {};
  const [from, to] = v.registered ?? [];
  return {
    ...(v.locale ? { locale: v.locale } : {}),
    ...(v.kyc ? { kyc: v.kyc } : {}),
    ...(v.deposited ? { deposited: v.deposited } : {}),
    ...(from ? { registeredFrom: from.toISOString() } : {}),
    ...(to ? { registeredTo: to.toISOString() } : {}),
    ...(v.inactiveDays ? { inactiveDays: v.inactiveDays } : {}),
    ...(v.agentAccount?.trim() ? { agentAccount: v.agentAccount.trim() } : {}),
  };
}

/** Who a segment letter goes to: each filter narrows it; the count is asked of the server. */
function SegmentFields() {
  const { t } = useTranslation(NS);
  const form = Form.useFormInstance<SendValues>();
  const [matches, setMatches] = useState<string | null>(null);
  const any = t('segment.any');
  const countNow = async () => {
    const segment = segmentOf(form.getFieldValue('segment') as SegmentValues | undefined);
    if (Object.keys(segment).length === 0) return setMatches(t('segment.need_filter'));
    try {
      const { count } = await consolePost<{ count: number }>('/v2/admin/station/segment/count', segment);
      setMatches(t('segment.matches', { count }));
    } catch (error) {
      setMatches((error as Error).message);
    }
  };
  return (
    <fieldset data-testid="letter-segment" style={{ border: 0, padding: 0, margin: 0 }}>
      <Space wrap align="end">
        <Form.Item name={['segment', 'locale']} label={t('segment.language')}>
          <Select
            allowClear
            placeholder={any}
            style={{ width: 160 }}
            options={LOCALES.map((l) => ({ value: l, label: LOCALE_NATIVE_NAMES[l] }))}
          />
        </Form.Item>
        <Form.Item name={['segment', 'kyc']} label={t('segment.kyc')}>
          <Select
            allowClear
            placeholder={any}
            style={{ width: 180 }}
            options={['approved', 'not_approved'].map((v) => ({ value: v, label: t(`segment.kyc_${v}`) }))}
          />
        </Form.Item>
        <Form.Item name={['segment', 'deposited']} label={t('segment.deposited')}>
          <Select
            allowClear
            placeholder={any}
            style={{ width: 180 }}
            options={['yes', 'never'].map((v) => ({ value: v, label: t(`segment.deposited_${v}`) }))}
          />
        </Form.Item>
        <Form.Item name={['segment', 'registered']} label={t('segment.registered')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name={['segment', 'inactiveDays']} label={t('segment.inactive_days')}>
          <InputNumber min={1} max={3650} placeholder={any} />
        </Form.Item>
        <Form.Item name={['segment', 'agentAccount']} label={t('segment.agent')}>
          <Input style={{ width: 180 }} placeholder={any} />
        </Form.Item>
        <Form.Item>
          <Button onClick={countNow}>{t('segment.count')}</Button>
        </Form.Item>
      </Space>
      {matches && (
        <Typography.Paragraph role="status" data-testid="segment-matches">
          {matches}
        </Typography.Paragraph>
      )}
    </fieldset>
  );
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
      ...(values.target === 'segment' ? { segment: segmentOf(values.segment) } : {}),
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
                { value: 'segment', label: t('letter.to_segment') },
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
        {target === 'segment' && <SegmentFields />}
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
          render={(_, l) =>
            l.broadcast ? (
              <Tag color="blue">{t('letter.to_all')}</Tag>
            ) : l.segment ? (
              <Tag color="purple">{t('letter.segment_of', { count: l.recipientCount ?? 0 })}</Tag>
            ) : (
              l.account
            )
          }
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
