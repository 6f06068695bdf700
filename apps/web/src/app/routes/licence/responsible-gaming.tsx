// Licence page on safe-play commitments, titled in English in every language; text in the `legal` namespace.
import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../../components/article/article-page';

const TITLE = 'Responsible Gaming';

export default function ResponsibleGamingRoute() {
  const { t } = useTranslation();
  return (
    <ArticlePage
      namespace="legal"
      articleKey="licenceResponsible"
      title={TITLE}
      titleLang="en"
      intro={t('intros.responsibleGaming')}
      updatedOn="2026-11-21"
    />
  );
}
