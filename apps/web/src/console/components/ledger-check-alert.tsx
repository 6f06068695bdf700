// The ledger's latest scheduled check at the top of the dashboard: a red alert with what disagreed
// when it failed (and since when the ledger last verified), a quiet line when it passed, and a note
// when no check has run yet.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LedgerCheck } from '@hall/contracts/admin';
import { coins, dateTime } from '../format';
import { NS } from '../i18n';

export function LedgerCheckAlert({ check }: { check: LedgerCheck | null }) {
  const { t } = useTranslation(NS);
  if (!check)
    return <Alert type="info" showIcon role="status" message={t('ledger_check.none')} data-testid="ledger-check" />;
  if (check.ok)
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        data-testid="ledger-check"
        message={t('ledger_check.ok', {
          at: dateTime(check.checkedAt),
          accounts: coins(check.accounts),
          transfers: coins(check.transfers),
        })}
      />
    );
  const more = check.problemCount - check.problems.length;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="ledger-check"
      message={t('ledger_check.failed', { at: dateTime(check.checkedAt) })}
      description={
        <>
          <p>
            {check.lastOkAt ? t('ledger_check.last_ok', { at: dateTime(check.lastOkAt) }) : t('ledger_check.never_ok')}
          </p>
          <ul>
            {check.problems.map((problem) => (
              <li key={problem}>
                <code>{problem}</code>
              </li>
            ))}
          </ul>
          {more > 0 && <p>{t('ledger_check.more', { count: more })}</p>}
        </>
      }
    />
  );
}
