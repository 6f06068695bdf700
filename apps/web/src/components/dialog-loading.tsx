// Shown inside a dialog while its content's code or texts are still loading.
import { LoadingDots } from './loading-dots';

export function DialogLoading() {
  return <LoadingDots className="dialog-loading" />;
}
