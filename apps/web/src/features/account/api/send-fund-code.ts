// POST /v2/app/auth/send/email/payment: mails a code to the player's address for changing the fund
// password without the old one.
import type { CodeSentResponse } from '@hall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function sendFundCode(): Promise<CodeSentResponse> {
  return apiPost<CodeSentResponse>('/v2/app/auth/send/email/payment', {});
}

export function useSendFundCode() {
  return useMutation({ mutationFn: sendFundCode });
}
