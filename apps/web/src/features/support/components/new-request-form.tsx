// A new help request: a topic (chosen already when the address names one), a subject, the message and
// an optional screenshot. The contract's rules check the form before anything is sent; a refusal the
// server gives (too many requests this hour, a picture it cannot read) is said above the button; the
// new request opens at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { SUPPORT_SUBJECT_MAX, SUPPORT_TOPICS, SupportCreateRequest, SupportTopic } from '@hall/contracts/support';
import { Callout } from '../../../components/callout';
import { TextField } from '../../../components/form/text-field';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/form-errors';
import { FORM_REFUSALS, useCreateTicket } from '../api/create-ticket';
import { MessageField } from './message-field';
import { ScreenshotField } from './screenshot-field';
import '../../../components/form/form.css';

/** The contract's rules, with "no topic chosen yet" as the empty choice of the list. */
export const requestFormSchema = SupportCreateRequest.omit({ attachment: true }).extend({
  topic: z.union([z.literal(''), SupportTopic]).refine((topic) => topic !== '', { error: 'topic' }),
});
type Input = z.input<typeof requestFormSchema>;
type Values = z.output<typeof requestFormSchema>;

/** The server's message when it is one the form shows itself (the shell toasts the others). */
export function formRefusal(error: unknown): string | null {
  return error instanceof ApiError && (FORM_REFUSALS as readonly (string | undefined)[]).includes(error.reason)
    ? error.message
    : null;
}

export function NewRequestForm() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const create = useCreateTicket();
  // A page may send the player here with the topic chosen (?topic=data_request from their data's page).
  const [search] = useSearchParams();
  const topicAsked = SupportTopic.safeParse(search.get('topic'));
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: { topic: topicAsked.success ? topicAsked.data : '', subject: '', message: '' },
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    const topic = values.topic as SupportTopic;
    create.mutate(
      { ...values, topic, ...(screenshot ? { attachment: screenshot } : {}) },
      {
        onSuccess: (ticket) => {
          toast.success(t('form.sent'));
          void navigate(paths.supportTicket.getHref(ticket.id));
        },
        onError: (error) => setRefusal(formRefusal(error)),
      },
    );
  });

  return (
    <form className="form-section form support-form" onSubmit={onSubmit} noValidate data-testid="support-form">
      <div className="form-field">
        <label htmlFor="support-topic">{t('form.topic')}</label>
        <select
          id="support-topic"
          className="select-input"
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? 'support-topic-error' : undefined}
          {...register('topic')}
        >
          <option value="">{t('form.chooseTopic')}</option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </select>
        {errors.topic && (
          <p id="support-topic-error" className="form-error" role="alert">
            {t('form.topicRequired')}
          </p>
        )}
      </div>
      <TextField
        id="support-subject"
        label={t('form.subject')}
        maxLength={SUPPORT_SUBJECT_MAX}
        autoComplete="off"
        hint={t('form.subjectHint')}
        error={errors.subject && fieldErrorText(t, errors.subject.message, t('form.subjectName'))}
        {...register('subject')}
      />
      <MessageField
        id="support-message"
        label={t('form.message')}
        placeholder={t('form.messagePlaceholder')}
        length={message.length}
        error={errors.message && fieldErrorText(t, errors.message.message, t('form.messageName'))}
        {...register('message')}
      />
      <ScreenshotField
        id="support-screenshot"
        value={screenshot}
        onChange={setScreenshot}
        disabled={create.isPending}
      />
      {refusal && (
        <Callout tone="danger" role="alert" testId="support-refusal">
          <p>{refusal}</p>
        </Callout>
      )}
      <div className="form-actions">
        <Button type="submit" color="primary" size="large" loading={create.isPending} data-testid="support-submit">
          {t('form.submit')}
        </Button>
        <Link to={paths.support.getHref()} className="button-link">
          {t('form.cancel')}
        </Link>
      </div>
      <p className="form-hint">{t('form.privacy')}</p>
    </form>
  );
}
