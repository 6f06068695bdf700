// The rules behind every bonus and promotion. The text lives in the `legal` locale namespace.
import { useTranslation } from 'react-i18next';
import { ArticlePage } from '../../../components/article/article-page';

export default function DiscountStatuteRoute() {
  const { t } = useTranslation();
  return (
    <ArticlePage
      namespace="legal"
      articleKey="discountStatute"
      title={t('routes.discountStatute')}
      intro={t('intros.discountStatute')}
      updatedOn="2026-11-21"
    />
  );
}
