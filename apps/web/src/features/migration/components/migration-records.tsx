// The player's account transfers, newest first: each with its state, the amount in the provider's
// currency, the coins it became, the provider account and when. Shown under the flow and on the
// records page; a transfer still waiting for the provider is looked at again until it settles.
import type { Migration, MigrationStatus } from '@hall/contracts/migration';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { Pager } from '../../../components/pager';
import { invalidateBalance } from '../../../lib/balance';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useMigrations } from '../api/migration';
import '../../../styles/money.css';
import '../migration.css';

const PAGE_SIZE = 10;

/** The tone of a status tag (styles/money.css); the text always says the status too. */
const TONE_OF: Record<MigrationStatus, 'pending' | 'success' | 'danger'> = {
  pending: 'pending',
  completed: 'success',
  failed: 'danger',
};

export function MigrationRecords({ title }: { title: string }) {
  const { t } = useTranslation('migration');
  const format = useMoneyFormat();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const migrations = useMigrations(page, PAGE_SIZE);
  const list = migrations.data?.list;

  // A transfer that settles while the list is open has moved coins: the balance is read again.
  const pending = list?.filter((m) => m.status === 'pending').length ?? 0;
  const wasPending = useRef(pending);
  useEffect(() => {
    if (pending < wasPending.current) void invalidateBalance(queryClient);
    wasPending.current = pending;
  }, [pending, queryClient]);

  return (
    <section className="money-form migration-records" aria-labelledby="migration-records-title">
      <h2 id="migration-records-title" className="migration-records-title">
        {title}
      </h2>
      {migrations.isPending ? (
        <PageLoading />
      ) : migrations.isError ? (
        <LoadError onRetry={() => void migrations.refetch()} />
      ) : migrations.data.list.length === 0 ? (
        <p className="migration-text">{t('records.none')}</p>
      ) : (
        <div aria-busy={migrations.isFetching}>
          <ul className="record-list" data-testid="migration-records">
            {migrations.data.list.map((m: Migration) => (
              <li key={m.migrationSn} className="record-card" data-status={m.status}>
                <div className="record-card-head">
                  <span className="record-amount">{format.money(m.amount, m.currency)}</span>
                  <span className={`status-tag status-tag-${TONE_OF[m.status]}`} data-testid="migration-status">
                    {t(`records.status.${m.status}`)}
                  </span>
                </div>
                <dl className="record-details">
                  <div>
                    <dt>{t('records.coins')}</dt>
                    <dd>{format.coinsText(m.coinAmount)}</dd>
                  </div>
                  <div>
                    <dt>{t('records.account')}</dt>
                    <dd className="mono record-break">{m.account}</dd>
                  </div>
                  <div className="migration-number-row">
                    <dt>{t('records.number')}</dt>
                    <dd className="mono record-break">{m.migrationSn}</dd>
                  </div>
                  <div>
                    <dt>{t('records.createdAt')}</dt>
                    <dd>
                      <time dateTime={m.createdAt}>{format.dateTime(m.createdAt)}</time>
                    </dd>
                  </div>
                  {m.completedAt && (
                    <div>
                      <dt>{t('records.completedAt')}</dt>
                      <dd>
                        <time dateTime={m.completedAt}>{format.dateTime(m.completedAt)}</time>
                      </dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={migrations.data.total}
            busy={migrations.isFetching}
            onPage={setPage}
          />
        </div>
      )}
    </section>
  );
}
