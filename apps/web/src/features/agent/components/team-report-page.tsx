// The team report (SPEC.md section 3 "Team"): for a period, the figures of the agent's whole team or of
// one member's subtree (/agent/team-report/:userId), a chart of the days, and a row per direct member
// of that team that opens the member's own report. The period lives in the address, so a report can
// be reloaded and shared as it is.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { MemberReportRow, TeamReport } from '@hall/contracts/agent';
import { EmptyState } from '../../../components/content-states';
import { Icon } from '../../../components/icon';
import { PageLoading } from '../../../components/page-loading';
import { Pager } from '../../../components/pager';
import { paths } from '../../../config/paths';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useMemberReports, useTeamReport } from '../api/agent-reads';
import { periodFromSearch, periodRequest, periodSearch, type PeriodValue } from '../utils/period';
import { FiguresGrid } from './figures-grid';
import { PeriodFilter } from './period-filter';
import { QueryView } from './query-view';
import '../agent.css';

const TeamChart = lazy(() => import('./team-chart'));
const PAGE_SIZE = 20;

/** A user id from the address, or undefined for the whole team (a malformed one asks the server, which says 404). */
function userIdOf(param: string | undefined): number | undefined {
  if (param === undefined) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : -1;
}

export function TeamReportPage() {
  const { t } = useTranslation('agent');
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const userId = userIdOf(params.userId);
  const [draft, setDraft] = useState<PeriodValue>(() => periodFromSearch(search));
  const [page, setPage] = useState(1);
  const request = periodRequest(draft);
  const body = { ...(request ?? { period: 'today' as const }), ...(userId !== undefined ? { userId } : {}) };
  const report = useTeamReport(body, request !== null);
  const rows = useMemberReports({ ...body, page, pageSize: PAGE_SIZE }, request !== null);

  const choose = (value: PeriodValue) => {
    setDraft(value);
    setPage(1);
    if (periodRequest(value)) setSearch(periodSearch(value), { replace: true });
  };

  return (
    <div className="agent-stack">
      {userId !== undefined && (
        <Link className="text-link back-link" to={paths.teamReport.getHref() + location.search}>
          <Icon name="arrowLeft" />
          <span>{t('report.wholeTeam')}</span>
        </Link>
      )}
      <PeriodFilter value={draft} onChange={choose} />
      <QueryView query={report}>
        {(data) => (
          <>
            <ReportHeader report={data} />
            <section className="agent-card" aria-labelledby="report-figures">
              <h2 id="report-figures" className="agent-card-title">
                {t('report.figures')}
              </h2>
              <p className="field-hint">{t('report.figuresScope', { name: data.teamName })}</p>
              <FiguresGrid figures={data} testId="report-figures" />
            </section>
            {data.days.length > 1 && (
              <section className="agent-card">
                <Suspense fallback={<PageLoading />}>
                  <TeamChart days={data.days} />
                </Suspense>
              </section>
            )}
          </>
        )}
      </QueryView>
      <section aria-labelledby="report-members">
        <h2 id="report-members" className="section-title">
          {t('report.members')}
        </h2>
        <QueryView query={rows}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState icon="team" title={t('report.noMembers')} />
            ) : (
              <>
                <ul className="record-list" data-testid="member-report-rows">
                  {data.list.map((row) => (
                    <MemberRow key={row.userId} row={row} search={location.search} />
                  ))}
                </ul>
                <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} busy={rows.isFetching} />
              </>
            )
          }
        </QueryView>
      </section>
    </div>
  );
}

function ReportHeader({ report }: { report: TeamReport }) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormat();
  return (
    <section className="agent-card" aria-labelledby="report-team" data-testid="report-header">
      <h2 id="report-team" className="agent-card-title">
        {t('report.team', { name: report.teamName })}
      </h2>
      <p className="field-hint">{t('report.range', { from: report.from, to: report.to, zone: report.timeZone })}</p>
      <dl className="agent-stats">
        <div>
          <dt>{t('report.agentAccount')}</dt>
          <dd>{report.agentAccount}</dd>
        </div>
        <div>
          <dt>{t('report.userBalance')}</dt>
          <dd>{format.coinsText(report.userBalance)}</dd>
        </div>
        <div>
          <dt>{t('report.teamBalance')}</dt>
          <dd data-testid="team-balance">{format.coinsText(report.teamBalance)}</dd>
        </div>
        <div>
          <dt>{t('report.teamSize')}</dt>
          <dd>{format.coins(String(report.teamSize))}</dd>
        </div>
        <div>
          <dt>{t('report.registeredAt')}</dt>
          <dd>{format.dateTime(report.registeredAt)}</dd>
        </div>
        <div>
          <dt>{t('report.lastLoginAt')}</dt>
          <dd>{report.lastLoginAt ? format.dateTime(report.lastLoginAt) : t('members.never')}</dd>
        </div>
      </dl>
    </section>
  );
}

function MemberRow({ row, search }: { row: MemberReportRow; search: string }) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormat();
  return (
    <li className="record-card" data-account={row.account}>
      <div className="record-card-head">
        <Link className="text-link member-account" to={paths.teamReport.getHref(String(row.userId)) + search}>
          {row.account}
        </Link>
        {row.teamSize > 0 && <span className="field-hint">{t('report.teamOf', { count: row.teamSize })}</span>}
      </div>
      <dl className="record-details">
        <div>
          <dt>{t('figures.betAmount')}</dt>
          <dd>{format.coins(row.betAmount)}</dd>
        </div>
        <div>
          <dt>{t('figures.profitLoss')}</dt>
          <dd>{format.signedCoins(row.profitLoss)}</dd>
        </div>
        <div>
          <dt>{t('figures.rechargeAmount')}</dt>
          <dd>{format.coins(row.rechargeAmount)}</dd>
        </div>
        <div>
          <dt>{t('figures.withdrawalAmount')}</dt>
          <dd>{format.coins(row.withdrawalAmount)}</dd>
        </div>
        <div>
          <dt>{t('figures.activeUsers')}</dt>
          <dd>{format.coins(String(row.activeUsers))}</dd>
        </div>
        <div>
          <dt>{t('figures.registrations')}</dt>
          <dd>{format.coins(String(row.registrations))}</dd>
        </div>
      </dl>
    </li>
  );
}
