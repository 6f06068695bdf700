// Advice and tools for keeping play safe. The text lives in the `legal` locale namespace.
import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../../components/article/article-page';

export default function ResponsibleGameRoute() {
  const { t } = useTranslation();
  return (
    <ArticlePage
      namespace="legal"
      articleKey="responsibleGame"
      title={t('routes.responsibleGame')}
      intro={t('intros.responsibleGame')}
    />
  );
}
