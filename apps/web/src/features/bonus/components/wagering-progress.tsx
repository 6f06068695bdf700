// How far a bonus's wagering has gone: a bar and the coins wagered of those required. The bar is a
// progressbar to assistive technology, named and with its value in words.
import { ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { wageringPercent } from '../utils/bonus-rules';

export function WageringProgress({
  wagered,
  required,
  testId = 'bonus-wagering',
}: {
  wagered: string;
  required: string;
  testId?: string;
}) {
  const { t } = useTranslation('bonus');
  const format = useMoneyFormat();
  const percent = wageringPercent(wagered, required);
  const figures = t('progress.figures', {
    wagered: format.coins(wagered),
    required: format.coins(required),
    count: Number(required),
  });
  return (
    <div className="bonus-progress">
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(percent)}
        aria-valuetext={figures}
      >
        <ProgressBar percent={percent} />
      </div>
      <p className="bonus-progress-figures">
        <span data-testid={testId}>{figures}</span>
        <span className="bonus-progress-percent">{t('progress.percent', { percent: Math.floor(percent) })}</span>
      </p>
    </div>
  );
}
