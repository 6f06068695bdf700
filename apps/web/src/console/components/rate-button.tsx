// A button that opens a dialog asking for an agent's rebate rate in percent (approving an
// application, or changing an approved agent's rate). The rate is read as the operator's language
// writes numbers (rate-percent.ts); an out-of-range or unreadable rate is refused with a message and
// nothing is sent.
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REBATE_RATE_MAX_BP } from '@hall/contracts/agent';
import { NS } from '../i18n';
import { decimalMark, readRatePercent, writeRatePercent } from './rate-percent';

export function RateButton({
  label,
  initial,
  onSubmit,
}: {
  label: string;
  /** The rate the dialog starts with, in basis points. */
  initial: number;
  onSubmit: (basisPoints: number) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation(NS);
  const locale = i18n.language;
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ percent: string }>();
  const max = writeRatePercent(REBATE_RATE_MAX_BP, locale);
  const example = `0${decimalMark(locale)}5`;
  return (
    <>
      <Button size="small" type="primary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={label}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        onOk={async () => {
          // A refused rate shows its message under the field and keeps the dialog open.
          const values = await form.validateFields().catch(() => null);
          if (!values) return;
          const reading = readRatePercent(values.percent, locale, REBATE_RATE_MAX_BP);
          if (!reading.ok) return;
          await onSubmit(reading.basisPoints);
          setOpen(false);
        }}
      >
        <Form form={form} layout="vertical" initialValues={{ percent: writeRatePercent(initial, locale) }}>
          <Form.Item
            name="percent"
            label={t('agent.rate')}
            extra={t('agent.rate_help', { max })}
            rules={[
              { required: true, message: t('required') },
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!value?.trim()) return;
                  const reading = readRatePercent(value, locale, REBATE_RATE_MAX_BP);
                  if (!reading.ok) throw new Error(t(`agent.rate_${reading.reason}`, { max, example }));
                },
              },
            ]}
          >
            <Input inputMode="decimal" suffix="%" data-testid="rate-percent" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
