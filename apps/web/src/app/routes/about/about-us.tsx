// Who runs the game hall and how. The text lives in the `legal` locale namespace.
import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../../components/article/article-page';
import { OperatorDetails } from '../../../features/support/components/operator-details';

export default function AboutUsRoute() {
  const { t } = useTranslation();
  return (
    <ArticlePage
      namespace="legal"
      articleKey="aboutUs"
      title={t('routes.aboutUs')}
      intro={t('intros.aboutUs')}
      aside={<OperatorDetails />}
    />
  );
}
