// One back-office action (approve, reject, ...): post it, tell the operator how it went in their
// language (the server's message on refusal), and refresh the lists it changes.
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

export function useAction(resource: string) {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const run = async (path: string, values: object, done = t('done')) => {
    try {
      const result = await mutateAsync({
        url: path,
        method: 'post',
        values,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(done);
      // 'all': a detail is refreshed only when named by id, and an action may change both.
      await invalidate({ resource, invalidates: ['all'] });
      return result.data;
    } catch (error) {
      void message.error((error as { message?: string }).message ?? t('failed'));
      return undefined;
    }
  };
  return { run, busy: mutation.isPending };
}
