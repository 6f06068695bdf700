// A call the operator starts (a look-up, a count, an upload) whose answer the page keeps itself: it
// goes through the data provider like every other call (so an ended session signs out), with no toast,
// because the page says how it went next to where it was asked. `token` sends another token than the
// session's (the sign-in steps, before the session is kept; null for none).
import { useCustomMutation, type BaseRecord } from '@refinedev/core';
import { useCallback } from 'react';

export function usePost<T extends BaseRecord>() {
  const { mutateAsync, mutation } = useCustomMutation<T>();
  const post = useCallback(
    async (url: string, values: object, options: { token?: string | null } = {}) =>
      (
        await mutateAsync({
          url,
          method: 'post',
          values,
          ...('token' in options ? { config: { headers: { TOKEN: options.token ?? '' } } } : {}),
          successNotification: false,
          errorNotification: false,
        })
      ).data,
    [mutateAsync],
  );
  return { post, busy: mutation.isPending };
}
