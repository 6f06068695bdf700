// Licence page with the service's terms, titled in English in every language; text in the `legal` namespace.
import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../../components/article/article-page';
import { OperatorDetails } from '../../../features/support/components/operator-details';

const TITLE = 'Terms & Conditions';

export default function TermsConditionsRoute() {
  const { t } = useTranslation();
  return (
    <ArticlePage
      namespace="legal"
      articleKey="licenceTerms"
      title={TITLE}
      titleLang="en"
      intro={t('intros.termsConditions')}
      updatedOn="2026-11-21"
      aside={<OperatorDetails />}
    />
  );
}
