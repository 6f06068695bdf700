// POST /v2/app/auth/email/confirm: the mailed code makes the address the player's own, confirmed; the
// session's user takes the address at once.
import type { EmailConfirmRequest, EmailConfirmResponse } from '@hall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export function confirmEmail(body: EmailConfirmRequest): Promise<EmailConfirmResponse> {
  return apiPost<EmailConfirmResponse>('/v2/app/auth/email/confirm', body);
}

/** Refusals the form shows under its fields rather than as a toast. */
export const CONFIRM_EMAIL_FIELD_REASONS = ['code_invalid', 'code_burned', 'email_taken', 'identity_excluded'] as const;

export function useConfirmEmail() {
  return useMutation({
    mutationFn: confirmEmail,
    meta: { quietReasons: CONFIRM_EMAIL_FIELD_REASONS },
    onSuccess: ({ email, emailVerified }) => {
      const { user, setUser } = useSessionStore.getState();
      if (user) setUser({ ...user, email, emailVerified });
    },
  });
}
