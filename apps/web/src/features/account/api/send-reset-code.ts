// POST /v2/app/auth/send/email: find-password step 1, mails a code to the account's address (the
// answer is the same whether or not the account exists).
import type { CodeSentResponse, ResetCodeRequest } from '@hall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function sendResetCode(body: ResetCodeRequest): Promise<CodeSentResponse> {
  return apiPost<CodeSentResponse>('/v2/app/auth/send/email', body);
}

/** Refusals find-password step 1 shows under the captcha field rather than as a toast. */
export const SEND_RESET_CODE_FIELD_REASONS = ['captcha_invalid'] as const;

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode, meta: { quietReasons: SEND_RESET_CODE_FIELD_REASONS } });
}
