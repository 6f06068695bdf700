// POST /v2/app/user/update/idNumber: the ID number, set once (later changes go through support).
import type { IdNumberUpdateRequest, UserInfo } from '@hall/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export function updateIdNumber(body: IdNumberUpdateRequest): Promise<UserInfo> {
  return apiPost<UserInfo>('/v2/app/user/update/idNumber', body);
}

export function useUpdateIdNumber() {
  return useMutation({
    mutationFn: updateIdNumber,
    onSuccess: (user) => useSessionStore.getState().setUser(user),
  });
}
