// The player's next message on a request, with an optional screenshot. Writing on an answered or
// closed request opens it again, which the form says before it is sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SupportReplyRequest, type SupportTicketDetail } from '@hall/contracts/support';
import { Callout } from '../../../components/callout';
import { toast } from '../../../components/toast';
import { fieldErrorText } from '../../../lib/form-errors';
import { useReplyToTicket } from '../api/reply-ticket';
import { MessageField } from './message-field';
import { formRefusal } from './new-request-form';
import { ScreenshotField } from './screenshot-field';

const replyFormSchema = SupportReplyRequest.pick({ message: true });
type Input = z.input<typeof replyFormSchema>;
type Values = z.output<typeof replyFormSchema>;

export function ReplyForm({ ticket }: { ticket: SupportTicketDetail }) {
  const { t } = useTranslation('support');
  const reply = useReplyToTicket();
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<Input, unknown, Values>({ resolver: zodResolver(replyFormSchema), defaultValues: { message: '' } });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    reply.mutate(
      { id: ticket.id, message: values.message, ...(screenshot ? { attachment: screenshot } : {}) },
      {
        onSuccess: () => {
          reset({ message: '' });
          setScreenshot(null);
          toast.success(t('reply.sent'));
        },
        onError: (error) => setRefusal(formRefusal(error)),
      },
    );
  });

  return (
    <section className="form-section" aria-labelledby="support-reply-title">
      <h2 id="support-reply-title" className="form-section-title">
        {ticket.status === 'closed' ? t('reply.titleClosed') : t('reply.title')}
      </h2>
      {ticket.status !== 'open' && <p className="form-section-text">{t(`reply.reopens.${ticket.status}`)}</p>}
      <form className="form support-form" onSubmit={onSubmit} noValidate data-testid="support-reply-form">
        <MessageField
          id="support-reply"
          label={t('reply.message')}
          length={message.length}
          error={errors.message && fieldErrorText(t, errors.message.message, t('form.messageName'))}
          {...register('message')}
        />
        <ScreenshotField
          id="support-reply-screenshot"
          value={screenshot}
          onChange={setScreenshot}
          disabled={reply.isPending}
        />
        {refusal && (
          <Callout tone="danger" role="alert" testId="support-refusal">
            <p>{refusal}</p>
          </Callout>
        )}
        <div className="form-actions">
          <Button
            type="submit"
            color="primary"
            size="large"
            loading={reply.isPending}
            data-testid="support-reply-submit"
          >
            {t('reply.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
