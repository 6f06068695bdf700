// The account transfer page of one currency. A signed-in player gets the flow and their transfers
// below it; the page is open to visitors too (it is linked from the menus), who are told what the
// transfer is and asked to sign in here, in place, seeing the flow as soon as they have.
import type { MigrationCurrency } from '@hall/contracts/migration';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store';
import { requestSignIn } from '../../../lib/sign-in-request';
import { FLOW_STEPS } from '../utils/flow';
import { MigrationFlow } from './migration-flow';
import { MigrationRecords } from './migration-records';
import '../migration.css';

export function MigrationPage({ currency }: { currency: MigrationCurrency }) {
  const { t } = useTranslation('migration');
  const signedIn = useSessionStore((state) => Boolean(state.token && state.user));
  if (!signedIn) return <MigrationSignInPrompt currency={currency} />;
  return (
    <div className="finance-layout">
      {/* A new flow per currency: nothing typed on one page carries to the other. */}
      <MigrationFlow key={currency} currency={currency} />
      <MigrationRecords title={t('records.title')} />
    </div>
  );
}

function MigrationSignInPrompt({ currency }: { currency: MigrationCurrency }) {
  const { t } = useTranslation('migration');
  return (
    <section
      className="form-section migration-visitor"
      aria-labelledby="migration-visitor-title"
      data-testid="migration-visitor"
    >
      <h2 id="migration-visitor-title" className="form-section-title">
        {t('visitor.title')}
      </h2>
      <p className="form-section-text">{t(`visitor.text.${currency}`)}</p>
      <ol className="migration-visitor-steps">
        {FLOW_STEPS.map((step) => (
          <li key={step}>{t(`visitor.steps.${step}`)}</li>
        ))}
      </ol>
      <p className="form-section-text">{t('visitor.signInText')}</p>
      <div className="form-actions">
        <Button color="primary" size="large" onClick={() => void requestSignIn()} data-testid="migration-sign-in">
          {t('visitor.signIn')}
        </Button>
      </div>
    </section>
  );
}
