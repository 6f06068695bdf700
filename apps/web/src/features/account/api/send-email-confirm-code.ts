// POST /v2/app/auth/email/code: mails a code to an address the signed-in player wants as its own (an
// account its agent opened holds the address the agent typed, unconfirmed, until then).
import type { CodeSentResponse, EmailConfirmCodeRequest } from '@hall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function sendEmailConfirmCode(body: EmailConfirmCodeRequest): Promise<CodeSentResponse> {
  return apiPost<CodeSentResponse>('/v2/app/auth/email/code', body);
}

/** Refusals the form shows under its address field rather than as a toast. */
export const SEND_EMAIL_CONFIRM_CODE_FIELD_REASONS = ['email_taken', 'email_confirmed'] as const;

export function useSendEmailConfirmCode() {
  return useMutation({
    mutationFn: sendEmailConfirmCode,
    meta: { quietReasons: SEND_EMAIL_CONFIRM_CODE_FIELD_REASONS },
  });
}
