// Becoming an agent (SPEC.md section 4 "Agent application"): what it means, a confirmation before the
// application is sent, and where it stands (pending, rejected with the operator's reason, approved,
// suspended).
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentApplyStatus } from '@hall/contracts/agent';
import { Callout } from '../../../components/callout';
import { PopupDialog } from '../../../components/popup-dialog';
import { SupportText } from '../../../components/support-text';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useApplyStatus } from '../api/agent-reads';
import { useApplyAgent } from '../api/agent-writes';
import { QueryView } from './query-view';
import '../agent.css';

export function ApplyPage() {
  const { t } = useTranslation('agent');
  const status = useApplyStatus();
  return (
    <div className="agent-stack">
      <section className="agent-card" aria-labelledby="apply-why">
        <h2 id="apply-why" className="agent-card-title">
          {t('apply.whyTitle')}
        </h2>
        <ul className="agent-benefits">
          {(['team', 'report', 'rebate', 'transfer'] as const).map((key) => (
            <li key={key}>{t(`apply.benefits.${key}`)}</li>
          ))}
        </ul>
      </section>
      <QueryView query={status}>{(data) => <ApplicationStatus status={data} />}</QueryView>
    </div>
  );
}

function ApplicationStatus({ status }: { status: AgentApplyStatus }) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormat();
  const [confirming, setConfirming] = useState(false);
  const apply = useApplyAgent();
  const send = () =>
    apply.mutate(
      {},
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(t('apply.sent'));
        },
      },
    );

  const canApply = status.status === 'none' || status.status === 'rejected';
  return (
    <section
      className="agent-card"
      aria-labelledby="apply-status"
      data-testid="apply-status"
      data-status={status.status}
    >
      <h2 id="apply-status" className="agent-card-title">
        {t('apply.statusTitle')}
      </h2>
      {status.status === 'none' && <p>{t('apply.none')}</p>}
      {status.status === 'pending' && (
        <Callout tone="info" title={t('apply.pending')}>
          {status.appliedAt && <p>{t('apply.appliedAt', { when: format.dateTime(status.appliedAt) })}</p>}
        </Callout>
      )}
      {status.status === 'rejected' && (
        <Callout tone="warning" title={t('apply.rejected')} testId="apply-rejected">
          <p>{t('apply.reason', { reason: status.reason || t('apply.noReason') })}</p>
          <p>{t('apply.again')}</p>
        </Callout>
      )}
      {status.status === 'approved' && (
        <Callout tone="success" title={t('apply.approved')}>
          <Link className="text-link" to={paths.agentCenter.getHref()}>
            {t('apply.openCenter')}
          </Link>
        </Callout>
      )}
      {status.status === 'suspended' && (
        <Callout tone="danger" title={t('apply.suspended')}>
          <p>
            <SupportText text={t('apply.suspendedText')} />
          </p>
        </Callout>
      )}
      {canApply && (
        <Button color="primary" size="large" block onClick={() => setConfirming(true)} data-testid="apply-button">
          {status.status === 'rejected' ? t('apply.applyAgain') : t('apply.apply')}
        </Button>
      )}
      <PopupDialog
        visible={confirming}
        title={t('apply.confirmTitle')}
        onClose={() => setConfirming(false)}
        onConfirm={send}
        confirmLoading={apply.isPending}
        confirmText={t('apply.confirm')}
        showCancelButton
        testId="apply-confirm"
      >
        <p>{t('apply.confirmText')}</p>
        {apply.isError && (
          <p className="form-error" role="alert">
            {apply.error.message}
          </p>
        )}
      </PopupDialog>
    </section>
  );
}
