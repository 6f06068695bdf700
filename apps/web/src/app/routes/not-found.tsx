// Any address that matches no page (SPEC.md section 2), in the home layout with a way back.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { PageShell } from '../../components/page-shell';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('routes.notFound')} intro={t('notFound.text')}>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <Link to={paths.home.getHref()} className="button-link" data-testid="not-found-home-link">
        <Icon name="home" />
        <span>{t('common.backHome')}</span>
      </Link>
    </PageShell>
  );
}
