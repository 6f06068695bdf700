// The marketing consent in the user centre: one switch, off until the player turns it on. Letters about
// the account itself (withdrawals, identity checks, security) arrive whatever it says.
import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import '../../../components/form/form.css';
import { PageLoading } from '../../../components/page-loading';
import { toast } from '../../../components/toast';
import { useMarketingConsent, useSetMarketingConsent } from '../api/marketing-consent';

export function MarketingConsentSection() {
  const { t } = useTranslation('account');
  const consent = useMarketingConsent();
  const change = useSetMarketingConsent();

  const toggle = (consented: boolean) =>
    change.mutate(
      { consented },
      { onSuccess: () => toast.success(t(consented ? 'marketing.turnedOn' : 'marketing.turnedOff')) },
    );

  return (
    <section className="form-section marketing-consent" aria-labelledby="marketing-title" data-testid="marketing">
      <h2 id="marketing-title" className="form-section-title">
        {t('marketing.title')}
      </h2>
      {consent.isPending ? (
        <PageLoading />
      ) : consent.isError ? (
        <p className="form-section-text">{t('marketing.loadFailed')}</p>
      ) : (
        <div className="marketing-consent-row">
          <div>
            <p id="marketing-label" className="marketing-consent-label">
              {t('marketing.label')}
            </p>
            <p id="marketing-hint" className="form-section-text">
              {t('marketing.hint')}
            </p>
          </div>
          <Switch
            checked={consent.data.consented}
            loading={change.isPending}
            onChange={toggle}
            aria-labelledby="marketing-label"
            aria-describedby="marketing-hint"
            data-testid="marketing-switch"
          />
        </div>
      )}
    </section>
  );
}
