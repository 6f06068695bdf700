// An export the operator downloads: the server answers the file's name and text, saved as it is; a
// refusal shows the server's message.
import { useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { downloadText } from './download';

interface Exported {
  filename: string;
  csv: string;
}

export function useDownload<T extends Exported>() {
  const { message } = App.useApp();
  const { mutateAsync } = useCustomMutation<T>();
  return async (url: string, values: object): Promise<T | undefined> => {
    try {
      const { data } = await mutateAsync({
        url,
        method: 'post',
        values,
        successNotification: false,
        errorNotification: false,
      });
      downloadText(data.filename, data.csv);
      return data;
    } catch (error) {
      void message.error((error as { message?: string }).message);
      return undefined;
    }
  };
}
