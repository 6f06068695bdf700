// POST /v2/app/register/send/email/code: mails a 6-digit code to the address being registered.
import type { CodeSentResponse } from '@hall/contracts/auth';
import type { SendEmailCodeRequest } from '@hall/contracts/register';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function sendRegisterCode(body: SendEmailCodeRequest): Promise<CodeSentResponse> {
  return apiPost<CodeSentResponse>('/v2/app/register/send/email/code', body);
}

export function useSendRegisterCode() {
  return useMutation({ mutationFn: sendRegisterCode });
}
