// Licence page on personal data, titled in English in every language; text in the `legal` namespace.
import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../../components/article/article-page';

const TITLE = 'Privacy Policy';

export default function LicencePrivacyPolicyRoute() {
  const { t } = useTranslation();
  return (
    <ArticlePage
      namespace="legal"
      articleKey="licencePrivacy"
      title={TITLE}
      titleLang="en"
      intro={t('intros.privacyPolicy')}
      updatedOn="2026-11-21"
    />
  );
}
