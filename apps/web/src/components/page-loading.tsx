// Shown in the page area while a page's code or data is still on its way.
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <DotLoading color="primary" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
