// Every bonus and rebate the player has had, newest first, with what became of it: still being
// wagered, moved to cash, given up, expired, or played to nothing. `offerId` narrows it to one offer
// (a rebate's paid periods).
import type { BonusGrant, BonusGrantStatus } from '@hall/contracts/bonus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { Pager } from '../../../components/pager';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useBonusHistory } from '../api/get-bonus-history';
import { useBonusTexts } from '../hooks/use-bonus-texts';
import { WageringProgress } from './wagering-progress';
import '../../../styles/money.css';

const PAGE_SIZE = 10;

const TONES: Record<BonusGrantStatus, string> = {
  active: 'info',
  completed: 'success',
  forfeited: 'danger',
  expired: 'neutral',
  lost: 'neutral',
};

export function BonusHistory({
  offerId,
  title,
  empty,
}: {
  offerId?: number;
  /** The section's heading; the whole history's by default. */
  title?: string;
  empty?: string;
}) {
  const { t } = useTranslation('bonus');
  const [page, setPage] = useState(1);
  const history = useBonusHistory(page, PAGE_SIZE, offerId);
  const headingId = offerId === undefined ? 'bonus-history-title' : `bonus-history-${offerId}`;
  return (
    <section className="bonus-section" aria-labelledby={headingId} data-testid="bonus-history">
      <h2 id={headingId} className="bonus-section-title">
        {title ?? t('history.title')}
      </h2>
      {history.isPending ? (
        <PageLoading />
      ) : history.isError ? (
        <LoadError onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <p className="bonus-muted" role="status">
          {empty ?? t('history.empty')}
        </p>
      ) : (
        <div aria-busy={history.isFetching}>
          <ul className="record-list">
            {history.data.list.map((grant) => (
              <GrantCard key={grant.id} grant={grant} />
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={history.data.total}
            busy={history.isFetching}
            onPage={setPage}
          />
        </div>
      )}
    </section>
  );
}

function GrantCard({ grant }: { grant: BonusGrant }) {
  const { t } = useTranslation('bonus');
  const texts = useBonusTexts();
  const format = useMoneyFormat();
  const periodText = texts.period(grant.periodKey);
  const settled = grant.settledAmount ?? '0';
  return (
    <li className="record-card" data-grant={grant.id} data-testid="bonus-grant">
      <div className="record-card-head">
        <span className="record-amount">{texts.bonusCoins(grant.amount)}</span>
        <span className={`status-tag status-tag-${TONES[grant.status]}`} data-testid="bonus-grant-status">
          {t(`status.${grant.status}`)}
        </span>
      </div>
      <dl className="record-details">
        <div>
          <dt>{t('history.offer')}</dt>
          <dd>{texts.offerName(grant)}</dd>
        </div>
        {periodText && (
          <div>
            <dt>{t('history.period')}</dt>
            <dd>{periodText}</dd>
          </div>
        )}
        <div>
          <dt>{t('history.credited')}</dt>
          <dd>{format.dateTime(grant.createdAt)}</dd>
        </div>
        {grant.status === 'active' && (
          <div>
            <dt>{t('active.expires')}</dt>
            <dd>{format.dateTime(grant.expiresAt)}</dd>
          </div>
        )}
        {grant.status !== 'active' && grant.endedAt && (
          <div>
            <dt>{t('history.ended')}</dt>
            <dd>{format.dateTime(grant.endedAt)}</dd>
          </div>
        )}
        {grant.status !== 'active' && grant.status !== 'lost' && (
          <div>
            <dt>{t(`history.settled.${grant.status}`)}</dt>
            <dd>{format.coinsText(settled)}</dd>
          </div>
        )}
      </dl>
      {grant.status === 'active' && BigInt(grant.wageringRequired) > 0n && (
        <WageringProgress wagered={grant.wagered} required={grant.wageringRequired} testId="bonus-grant-wagering" />
      )}
    </li>
  );
}
