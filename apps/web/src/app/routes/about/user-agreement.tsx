// The agreement accepted at registration; the register form opens it in a reading window (?view=window).
// Its text lives in the `legal` locale namespace.
import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../../components/article/article-page';

export default function UserAgreementRoute() {
  const { t } = useTranslation();
  return (
    <ArticlePage
      namespace="legal"
      articleKey="userAgreement"
      title={t('routes.userAgreement')}
      intro={t('intros.userAgreement')}
      updatedOn="2026-11-21"
    />
  );
}
