// Shown inside a dialog while its content's code or texts are still loading.
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function DialogLoading() {
  const { t } = useTranslation();
  return (
    <div className="dialog-loading" role="status">
      <DotLoading color="primary" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
