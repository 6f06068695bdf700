// Erasing a closed account's personal data once the retention period has passed: the operator reads
// what it does (personal fields become a pseudonym, the ledger keeps its entries, no way back), gives
// a reason for the audit log and confirms. The server decides whether it may happen yet; its refusal
// (not closed, records still kept until a date, coins left, already erased) stays in the dialog.
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export function ErasePlayerButton({
  account,
  onErase,
}: {
  account: string;
  /** Sends the erasure; throws the server's refusal. */
  onErase: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onErase(values.reason.trim());
      setOpen(false);
      form.resetFields();
    } catch (error) {
      setRefusal((error as { message?: string }).message ?? t('failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        danger
        onClick={() => {
          setRefusal(null);
          setOpen(true);
        }}
        data-testid="player-erase"
      >
        {t('player.erase')}
      </Button>
      <Modal
        open={open}
        title={t('player.erase_title', { account })}
        onOk={submit}
        onCancel={() => setOpen(false)}
        okText={t('player.erase_confirm')}
        okButtonProps={{ danger: true }}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('player.erase_help')}</Typography.Paragraph>
        <Typography.Paragraph strong>{t('player.erase_final')}</Typography.Paragraph>
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
        {refusal && <Alert type="error" showIcon message={refusal} role="alert" data-testid="player-erase-refusal" />}
      </Modal>
    </>
  );
}
