// The agent's rebates: one row per settled day with the rate that applied, the team's bets it was
// counted on, the amount and whether the payout job has paid it; a day opens its lines per member.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentRebate } from '@hall/contracts/agent';
import { EmptyState } from '../../../components/content-states';
import { Pager } from '../../../components/pager';
import { PopupDialog } from '../../../components/popup-dialog';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useRebateLines, useRebates } from '../api/agent-reads';
import { formatRate } from '../utils/rate';
import { QueryView } from './query-view';
import { RebateStatusTag } from './rebate-status-tag';
import '../agent.css';

const PAGE_SIZE = 20;

export function RebatesPage() {
  const { t } = useTranslation('agent');
  const [page, setPage] = useState(1);
  const [day, setDay] = useState<string | null>(null);
  const rebates = useRebates({ page, pageSize: PAGE_SIZE });
  return (
    <div className="agent-stack">
      <p className="field-hint">{t('rebates.explain')}</p>
      <QueryView query={rebates}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState icon="gift" title={t('rebates.empty')}>
              <p>{t('rebates.emptyHint')}</p>
            </EmptyState>
          ) : (
            <>
              <ul className="record-list" data-testid="rebate-list">
                {data.list.map((rebate) => (
                  <RebateCard key={rebate.day} rebate={rebate} onOpen={() => setDay(rebate.day)} />
                ))}
              </ul>
              <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} busy={rebates.isFetching} />
            </>
          )
        }
      </QueryView>
      <RebateLinesDialog day={day} onClose={() => setDay(null)} />
    </div>
  );
}

function RebateCard({ rebate, onOpen }: { rebate: AgentRebate; onOpen: () => void }) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormat();
  return (
    <li className="record-card" data-day={rebate.day}>
      <div className="record-card-head">
        <span className="record-amount">{format.coinsText(rebate.amount)}</span>
        <RebateStatusTag status={rebate.status} />
      </div>
      <dl className="record-details">
        <div>
          <dt>{t('rebates.day')}</dt>
          <dd>{rebate.day}</dd>
        </div>
        <div>
          <dt>{t('rebates.rate')}</dt>
          <dd>{formatRate(rebate.rateBp, format.locale)}</dd>
        </div>
        <div>
          <dt>{t('rebates.bets')}</dt>
          <dd>{format.coinsText(rebate.betAmount)}</dd>
        </div>
        {rebate.paidAt && (
          <div>
            <dt>{t('rebates.paidAt')}</dt>
            <dd>{format.dateTime(rebate.paidAt)}</dd>
          </div>
        )}
      </dl>
      <div className="agent-actions">
        <button type="button" className="agent-action" onClick={onOpen}>
          <span>{t('rebates.details')}</span>
        </button>
      </div>
    </li>
  );
}

function RebateLinesDialog({ day, onClose }: { day: string | null; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormat();
  const [page, setPage] = useState(1);
  const lines = useRebateLines({ day: day ?? '2000-01-01', page, pageSize: PAGE_SIZE }, day !== null);
  const close = () => {
    setPage(1);
    onClose();
  };
  return (
    <PopupDialog visible={day !== null} title={t('rebates.linesTitle', { day })} onClose={close} testId="rebate-lines">
      <QueryView query={lines}>
        {(data) => (
          <>
            <div className="agent-table-wrap" tabIndex={0}>
              <table className="agent-table">
                <thead>
                  <tr>
                    <th scope="col">{t('rebates.member')}</th>
                    <th scope="col">{t('rebates.bets')}</th>
                    <th scope="col">{t('rebates.rate')}</th>
                    <th scope="col">{t('rebates.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((line) => (
                    <tr key={line.userId}>
                      <th scope="row">{line.account}</th>
                      <td>{format.coins(line.betAmount)}</td>
                      <td>{formatRate(line.rateBp, format.locale)}</td>
                      <td>{format.coins(line.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} busy={lines.isFetching} />
          </>
        )}
      </QueryView>
    </PopupDialog>
  );
}
