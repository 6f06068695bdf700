// The player's safer play tools: a break or exclusion in force stands at the top (and its forms are
// gone, since neither can be ended early); then the deposit and loss limits, which may always be
// lowered; the break and the self-exclusion; and the pages of advice.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Callout } from '../../../components/callout';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { PopupDialog } from '../../../components/popup-dialog';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/session-store';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useProtectionStatus } from '../api/protection';
import { closureOf, type Closure } from '../utils/protection';
import { PeriodLimits } from './period-limits';
import { RealityCheck } from './reality-check';
import { SelfExclusion } from './self-exclusion';
import { TakeABreak } from './take-a-break';
import '../../../styles/money.css';
import '../protection.css';

export function ProtectionPanel() {
  const { t } = useTranslation('protection');
  const status = useProtectionStatus();
  // Set when a self-exclusion has just started: the server has ended every session of the player.
  const [signedOut, setSignedOut] = useState(false);
  if (status.isPending) return <PageLoading />;
  if (status.isError) return <LoadError onRetry={() => void status.refetch()} />;
  const closure = closureOf(status.data);
  return (
    <div className="protection-layout">
      {closure && <ClosureNotice closure={closure} />}
      <PeriodLimits status={status.data} kind="deposit" />
      <PeriodLimits status={status.data} kind="loss" />
      <RealityCheck status={status.data} />
      {!closure && (
        <>
          <TakeABreak />
          <SelfExclusion onExcluded={() => setSignedOut(true)} />
        </>
      )}
      <PopupDialog
        visible={signedOut}
        title={t('exclusion.signedOutTitle')}
        onClose={() => logout()}
        onConfirm={() => logout()}
        confirmText={t('exclusion.signedOutOk')}
        showCloseButton={false}
        testId="excluded-signed-out"
      >
        <p>{t('exclusion.signedOut')}</p>
      </PopupDialog>
      <nav className="protection-section" aria-labelledby="protection-help-title">
        <h2 id="protection-help-title" className="protection-section-title">
          {t('help.title')}
        </h2>
        <p className="protection-section-intro">{t('help.intro')}</p>
        <ul className="protection-help">
          <li>
            <Link className="text-link" to={paths.responsibleGame.getHref()}>
              {t('help.responsibleGame')}
            </Link>
          </li>
          <li>
            <Link className="text-link" to={paths.responsibleGaming.getHref()} lang="en">
              Responsible Gaming
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function ClosureNotice({ closure }: { closure: Closure }) {
  const { t } = useTranslation('protection');
  const format = useMoneyFormat();
  const date = closure.until ? format.dateTime(closure.until) : '';
  const title =
    closure.kind === 'timeout'
      ? t('status.timeout', { date })
      : closure.kind === 'cooling_off'
        ? t('status.coolingOff', { date })
        : closure.until
          ? t('status.selfExclusion', { date })
          : t('status.selfExclusionPermanent');
  const text =
    closure.kind === 'cooling_off'
      ? t('status.coolingOffText')
      : closure.until
        ? t('status.closedText')
        : t('status.closedPermanentText');
  return (
    <div className="protection-closure">
      <Callout tone="warning" role="status" title={title} testId="protection-closure">
        <p>{text}</p>
        {closure.kind !== 'cooling_off' && <p>{t('status.closedMoneyIn')}</p>}
        <p>{t('status.stillOpen')}</p>
      </Callout>
    </div>
  );
}
