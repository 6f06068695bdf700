// POST /v2/app/auth/password/update: a signed-in password change; the player's other sessions end.
import type { PasswordUpdateRequest } from '@hall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function changePassword(body: PasswordUpdateRequest): Promise<{ done: true }> {
  return apiPost<{ done: true }>('/v2/app/auth/password/update', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
