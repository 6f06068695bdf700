// How personal data, cookies and local storage are used. The text lives in the `legal` namespace.
import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../../components/article/article-page';

export default function PrivacyPolicyRoute() {
  const { t } = useTranslation();
  return (
    <ArticlePage
      namespace="legal"
      articleKey="privacy"
      title={t('routes.aboutPrivacyPolicy')}
      intro={t('intros.aboutPrivacyPolicy')}
      updatedOn="2026-11-28"
    />
  );
}
