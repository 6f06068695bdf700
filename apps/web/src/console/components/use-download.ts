// An export the operator downloads: the server answers the file's name and text, saved as it is; a
// refusal shows the server's message.
import { App } from 'antd';
import { downloadText } from './download';
import { usePost } from './use-post';

interface Exported {
  filename: string;
  csv: string;
}

export function useDownload<T extends Exported>() {
  const { message } = App.useApp();
  const { post } = usePost<T>();
  return async (url: string, values: object): Promise<T | undefined> => {
    try {
      const data = await post(url, values);
      downloadText(data.filename, data.csv);
      return data;
    } catch (error) {
      void message.error((error as { message?: string }).message);
      return undefined;
    }
  };
}
