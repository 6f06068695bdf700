// Shown in the page area while a page's code or data is still on its way.
import { LoadingDots } from './loading-dots';

export function PageLoading() {
  return <LoadingDots className="page-loading" />;
}
