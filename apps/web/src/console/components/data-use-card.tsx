// A player's objections to the use of their data (marketing, profiling) on the player page, and, for
// customer service, recording a change the player asked for (by a data request, an e-mail or a call):
// both objections as they should stand and what the player asked, which the player reads in the
// letter the server sends and the audit log keeps. A refusal of the server stays in the dialog.
import type { DataUseObjections } from '@hall/contracts/marketing';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../format';
import { NS } from '../i18n';
import { usePost } from './use-post';

const REASON_MAX = 200;
type Values = { marketing: boolean; profiling: boolean; reason: string };

export function DataUseCard({ userId, canRecord }: { userId: number; canRecord: boolean }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const { query } = useCustom<DataUseObjections>({
    url: '/v2/admin/player/data-use',
    method: 'post',
    config: { payload: { userId } },
    // Objections that cannot be read are not shown; the rest of the player page still is.
    errorNotification: false,
  });
  const { post, busy } = usePost<DataUseObjections>();
  // What the server answered to a change replaces what it said before, for this player.
  const [recorded, setRecorded] = useState<{ userId: number; state: DataUseObjections } | null>(null);
  const state = recorded?.userId === userId ? recorded.state : query.isError ? null : (query.data?.data ?? null);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setRefusal(null);
    try {
      const body = { userId, marketing: values.marketing, profiling: values.profiling, reason: values.reason.trim() };
      setRecorded({ userId, state: await post('/v2/admin/player/data-use/set', body) });
      setOpen(false);
      form.resetFields();
    } catch (error) {
      setRefusal((error as { message?: string }).message ?? t('failed'));
    }
  };

  if (!state) return null;
  const objection = (on: boolean) => (on ? t('data_use.objects') : t('data_use.no_objection'));
  return (
    <Card
      size="small"
      title={t('data_use.title')}
      data-testid="data-use-card"
      extra={
        canRecord ? (
          <Button size="small" onClick={() => setOpen(true)} data-testid="data-use-record">
            {t('data_use.record')}
          </Button>
        ) : null
      }
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('data_use.marketing')}>{objection(state.marketing)}</Descriptions.Item>
        <Descriptions.Item label={t('data_use.profiling')}>{objection(state.profiling)}</Descriptions.Item>
        <Descriptions.Item label={t('data_use.changed')}>
          {state.updatedAt
            ? t(state.recordedBy === 'support' ? 'data_use.by_support' : 'data_use.by_player', {
                date: dateTime(state.updatedAt),
              })
            : '—'}
        </Descriptions.Item>
      </Descriptions>
      <Modal
        open={open}
        title={t('data_use.record_title')}
        onOk={submit}
        okText={t('data_use.record_submit')}
        confirmLoading={busy}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('data_use.record_help')}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ marketing: state.marketing, profiling: state.profiling, reason: '' }}
        >
          <Form.Item name="marketing" label={t('data_use.object_marketing')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="profiling" label={t('data_use.object_profiling')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('data_use.reason')}
            extra={t('data_use.reason_help')}
            rules={[
              { required: true, whitespace: true, message: t('required') },
              { max: REASON_MAX, message: t('too_long', { max: REASON_MAX }) },
            ]}
          >
            <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
          </Form.Item>
        </Form>
        {refusal && <Alert type="error" showIcon message={refusal} data-testid="data-use-refusal" />}
      </Modal>
    </Card>
  );
}
