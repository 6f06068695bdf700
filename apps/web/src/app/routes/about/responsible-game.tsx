// Advice and tools for keeping play safe. The text lives in the `legal` locale namespace; a signed-in
// player also gets the way to the safer play tools they can set themselves.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../../components/article/article-page';
import { Callout } from '../../../components/callout';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../lib/session-store';

export default function ResponsibleGameRoute() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.user !== null);
  return (
    <ArticlePage
      namespace="legal"
      articleKey="responsibleGame"
      title={t('routes.responsibleGame')}
      intro={t('intros.responsibleGame')}
      aside={
        signedIn && (
          <Callout tone="info" testId="to-responsible-play">
            <p>{t('playerProtection.aboutTools')}</p>
            <Link className="text-link" to={paths.responsiblePlay.getHref()}>
              {t('routes.responsiblePlay')}
            </Link>
          </Callout>
        )
      }
    />
  );
}
