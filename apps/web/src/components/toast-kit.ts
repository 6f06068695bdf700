// The UI kit's toast, in a chunk of its own: components/toast.tsx loads it on the first toast.
// The toast is the kit's only piece drawn imperatively, so the React 19 renderer it needs is handed
// over here, with it, and that renderer's helpers stay out of the first page too.
import { setupUiRender } from '../lib/ui-render';

setupUiRender();

export { Toast } from 'antd-mobile';
