// Shown when a page fails to load or render. The error is only logged (SPEC.md section 2); the visitor
// gets a plain message, a retry and a way home.
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/page-shell';
import { paths } from '../../config/paths';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return (
    <PageShell title={t('errors.routeTitle')} intro={t('errors.routeText')}>
      <div className="actions-row">
        <button type="button" className="button-link button-link-primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <Link to={paths.home.getHref()} className="text-link">
          {t('common.backHome')}
        </Link>
      </div>
    </PageShell>
  );
}
