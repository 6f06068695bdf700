// Rejecting an identity check: a reason from the fixed list (the player reads it in their own
// language, whatever language the reviewer works in) and a note to the player, shown as written:
// optional, except with "other", which says nothing by itself.
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_REJECT_NOTE_MAX, KYC_REJECT_REASONS, type KycRejectReason } from '@hall/contracts/kyc';
import { NS } from '../i18n';

export interface KycRejectValues {
  reasonCode: KycRejectReason;
  note?: string | undefined;
}

/** The review call's body for a rejection: the reason's code, and the note when one was written. */
export function kycRejectBody(id: number, { reasonCode, note }: KycRejectValues) {
  const written = note?.trim();
  return { id, approve: false as const, reasonCode, ...(written ? { reason: written } : {}) };
}

export function KycRejectButton({
  label,
  title,
  onSubmit,
}: {
  label: string;
  title: string;
  /** Sends the rejection; a falsy answer (refused) keeps the dialog open with what was chosen. */
  onSubmit: (values: KycRejectValues) => Promise<unknown>;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<KycRejectValues>();
  const submit = async () => {
    // A refused field shows its message under it; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    let done: unknown;
    try {
      done = await onSubmit(values);
    } finally {
      setBusy(false);
    }
    if (!done) return;
    setOpen(false);
    form.resetFields();
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="kyc-reject">
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        onOk={submit}
        onCancel={() => setOpen(false)}
        okText={label}
        okButtonProps={{ danger: true }}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="reasonCode" label={t('reason')} rules={[{ required: true, message: t('required') }]}>
            <Select<KycRejectReason>
              placeholder={t('kyc.choose_reason')}
              options={KYC_REJECT_REASONS.map((code) => ({ value: code, label: t(`kyc.reject_reason.${code}`) }))}
              data-testid="kyc-reject-reason"
            />
          </Form.Item>
          <Form.Item
            name="note"
            label={t('kyc.reject_note')}
            extra={t('kyc.reject_note_help')}
            dependencies={['reasonCode']}
            rules={[
              ({ getFieldValue }) => ({
                required: getFieldValue('reasonCode') === 'other',
                whitespace: true,
                message: t('required'),
              }),
              { max: KYC_REJECT_NOTE_MAX, message: t('too_long', { max: KYC_REJECT_NOTE_MAX }) },
            ]}
          >
            <Input.TextArea rows={3} maxLength={KYC_REJECT_NOTE_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
