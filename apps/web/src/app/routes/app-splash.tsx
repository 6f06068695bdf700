// First paint before the router has resolved the first page.
import { Logo } from '../../components/logo';
import { PageLoading } from '../../components/page-loading';

export function AppSplash() {
  return (
    <div className="app-splash">
      <Logo size={56} />
      <PageLoading />
    </div>
  );
}
