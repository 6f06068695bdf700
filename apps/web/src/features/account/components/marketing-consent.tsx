// The marketing consent in the user centre: one switch, off until the player turns it on. Letters about
// the account itself (withdrawals, identity checks, security) arrive whatever it says. While the player
// objects to marketing (on the page of their data) the switch stays off and says why.
import { Switch } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../components/form/form.css';
import { PageLoading } from '../../../components/page-loading';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
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
            disabled={consent.data.objected}
            onChange={toggle}
            aria-labelledby="marketing-label"
            aria-describedby={consent.data.objected ? 'marketing-hint marketing-objected' : 'marketing-hint'}
            data-testid="marketing-switch"
          />
        </div>
      )}
      {consent.data?.objected && (
        <p id="marketing-objected" className="form-section-text" data-testid="marketing-objected">
          {t('marketing.objected')}{' '}
          <Link to={paths.yourData.getHref()} className="text-link">
            {t('routes.yourData', { ns: 'translation' })}
          </Link>
        </p>
      )}
    </section>
  );
}
