// POST /v2/app/auth/password/update: a signed-in password change; the player's other sessions end.
// A player who had to change its password (its agent made the account) is loaded again, so the
// session no longer says so and every page opens.
import type { PasswordUpdateRequest } from '@hall/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { loadSession } from '../../../lib/session';
import { useSessionStore } from '../../../lib/session-store';

export function changePassword(body: PasswordUpdateRequest): Promise<{ done: true }> {
  return apiPost<{ done: true }>('/v2/app/auth/password/update', body);
}

/** Refusals the change form shows under the new password rather than as a toast. */
export const CHANGE_PASSWORD_FIELD_REASONS = ['fund_password_same_as_password'] as const;

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: { quietReasons: CHANGE_PASSWORD_FIELD_REASONS },
    onSuccess: async () => {
      if (useSessionStore.getState().user?.passwordChangeRequired) await loadSession(queryClient);
    },
  });
}
