// A call the operator starts (a look-up, a count, an upload) whose answer the page keeps itself: it
// goes through the data provider like every other call (so an ended session signs out), with no toast,
// because the page says how it went next to where it was asked.
import { useCustomMutation, type BaseRecord } from '@refinedev/core';
import { useCallback } from 'react';

export function usePost<T extends BaseRecord>() {
  const { mutateAsync, mutation } = useCustomMutation<T>();
  const post = useCallback(
    async (url: string, values: object) =>
      (await mutateAsync({ url, method: 'post', values, successNotification: false, errorNotification: false })).data,
    [mutateAsync],
  );
  return { post, busy: mutation.isPending };
}
