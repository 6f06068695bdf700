// POST /v2/app/user/update: nickname, names, phone and country; answers with the updated user, which
// replaces the one in the session.
import type { UserInfo, UserUpdateRequest } from '@hall/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export function updateProfile(body: UserUpdateRequest): Promise<UserInfo> {
  return apiPost<UserInfo>('/v2/app/user/update', body);
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => useSessionStore.getState().setUser(user),
  });
}
