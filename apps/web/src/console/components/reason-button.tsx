// A button that asks for a reason before a refusal (reject, withdraw a proposal): the reason reaches
// the player, or the audit log, as typed.
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export function ReasonButton({
  label,
  title,
  onSubmit,
  danger = true,
}: {
  label: string;
  title: string;
  onSubmit: (reason: string) => Promise<unknown>;
  danger?: boolean;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const { reason } = await form.validateFields();
    await onSubmit(reason);
    setOpen(false);
    form.resetFields();
  };
  return (
    <>
      <Button size="small" danger={danger} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} title={title} onOk={submit} onCancel={() => setOpen(false)} okText={label} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('reason')}
            rules={[
              { required: true, whitespace: true, message: t('required') },
              { max: 500, message: t('too_long', { max: 500 }) },
            ]}
          >
            <Input.TextArea rows={3} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
