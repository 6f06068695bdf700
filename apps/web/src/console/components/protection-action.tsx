// Customer service setting a player's deposit or loss limit, a break or a self-exclusion, with the
// reason the player is told by letter. The server refuses anything looser than what is in force.
import { Button, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { useAction } from './use-action';

type Action = 'limit' | 'timeout' | 'exclude';
interface Values {
  action: Action;
  kind?: 'deposit' | 'loss';
  period?: string;
  amount?: number;
  days?: number;
  exclusion?: string;
  reason: string;
}

export function ProtectionActionButton({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const action = Form.useWatch('action', form) ?? 'limit';
  const { run, busy } = useAction('players');

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body =
      v.action === 'limit'
        ? { action: v.action, userId, kind: v.kind, period: v.period, amount: String(v.amount), reason: v.reason }
        : v.action === 'timeout'
          ? { action: v.action, userId, days: v.days, reason: v.reason }
          : { action: v.action, userId, period: v.exclusion, reason: v.reason };
    if (await run('/v2/admin/protection/set', body, t('protection.set.done'))) {
      setOpen(false);
      form.resetFields();
      onDone();
    }
  };

  const required = [{ required: true, message: t('protection.set.required') }];
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="protection-set">
        {t('protection.set.open')}
      </Button>
      <Modal
        open={open}
        title={t('protection.set.title')}
        onOk={submit}
        okText={t('protection.set.submit')}
        confirmLoading={busy}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('protection.set.help')}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ action: 'limit', kind: 'deposit', period: 'day', exclusion: '6m', days: 7 }}
        >
          <Form.Item name="action" label={t('protection.set.action')}>
            <Radio.Group>
              {(['limit', 'timeout', 'exclude'] as const).map((a) => (
                <Radio.Button key={a} value={a}>
                  {t(`protection.set.actions.${a}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          {action === 'limit' && (
            <>
              <Form.Item name="kind" label={t('protection.kind_col')}>
                <Radio.Group>
                  <Radio value="deposit">{t('protection.kind.deposit_limit')}</Radio>
                  <Radio value="loss">{t('protection.kind.loss_limit')}</Radio>
                </Radio.Group>
              </Form.Item>
              <Form.Item name="period" label={t('protection.set.period')}>
                <Select
                  options={['day', 'week', 'month'].map((p) => ({ value: p, label: t(`protection.set.periods.${p}`) }))}
                />
              </Form.Item>
              <Form.Item name="amount" label={t('protection.set.amount')} rules={required}>
                <InputNumber min={1} max={999_999_999_999} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </>
          )}
          {action === 'timeout' && (
            <Form.Item name="days" label={t('protection.set.days')} rules={required}>
              <InputNumber min={1} max={42} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
          {action === 'exclude' && (
            <Form.Item name="exclusion" label={t('protection.set.exclusion')}>
              <Select
                options={['6m', '1y', '5y', 'permanent'].map((p) => ({
                  value: p,
                  label: t(`protection.set.exclusions.${p}`),
                }))}
              />
            </Form.Item>
          )}
          <Form.Item
            name="reason"
            label={t('protection.set.reason')}
            rules={[{ required: true, whitespace: true, message: t('protection.set.required') }]}
          >
            <Input.TextArea maxLength={120} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
