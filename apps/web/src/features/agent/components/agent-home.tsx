// The agent centre's home: the invite card, the agent's rate and team size, today's team figures, the
// last rebate, and the way to each agent page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentDashboard } from '@hall/contracts/agent';
import { Icon, type IconName } from '../../../components/icon';
import { paths } from '../../../config/paths';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useAgentDashboard } from '../api/agent-reads';
import { formatRate } from '../utils/rate';
import { FiguresGrid } from './figures-grid';
import { InviteCard } from './invite-card';
import { QueryView } from './query-view';
import { RebateStatusTag } from './rebate-status-tag';
import '../agent.css';

const SHORTCUTS: { to: string; labelKey: string; icon: IconName }[] = [
  { to: paths.subordinateManagement.getHref(), labelKey: 'shortcuts.members', icon: 'team' },
  { to: paths.teamReport.getHref(), labelKey: 'shortcuts.report', icon: 'chart' },
  { to: paths.teamRecharge.getHref(), labelKey: 'shortcuts.recharge', icon: 'arrowDown' },
  { to: paths.teamWithdraw.getHref(), labelKey: 'shortcuts.withdraw', icon: 'arrowUp' },
  { to: paths.agentRebates.getHref(), labelKey: 'shortcuts.rebates', icon: 'gift' },
];

export function AgentHome() {
  const dashboard = useAgentDashboard();
  return <QueryView query={dashboard}>{(data) => <Dashboard data={data} />}</QueryView>;
}

function Dashboard({ data }: { data: AgentDashboard }) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormat();
  return (
    <div className="agent-stack" data-testid="agent-home">
      <InviteCard code={data.code} inviteUrl={data.inviteUrl} />
      <dl className="agent-stats">
        <div>
          <dt>{t('home.rate')}</dt>
          <dd data-testid="agent-rate">{formatRate(data.rebateRateBp, format.locale)}</dd>
        </div>
        <div>
          <dt>{t('home.teamSize')}</dt>
          <dd data-testid="team-size">{format.coins(String(data.teamSize))}</dd>
        </div>
        <div>
          <dt>{t('home.directMembers')}</dt>
          <dd>{format.coins(String(data.directMembers))}</dd>
        </div>
        <div>
          <dt>{t('home.lastRebate')}</dt>
          <dd>
            {data.lastRebate ? (
              <>
                {format.coinsText(data.lastRebate.amount)} <RebateStatusTag status={data.lastRebate.status} />
              </>
            ) : (
              t('home.noRebate')
            )}
          </dd>
        </div>
      </dl>
      <nav className="agent-card" aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="agent-card-title">
          {t('shortcuts.title')}
        </h2>
        <ul className="agent-shortcuts">
          {SHORTCUTS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="agent-shortcut">
                <Icon name={item.icon} size={22} />
                <span>{t(item.labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="agent-card" aria-labelledby="today-title">
        <h2 id="today-title" className="agent-card-title">
          {t('home.today')}
        </h2>
        <FiguresGrid figures={data.today} testId="today-figures" />
      </section>
    </div>
  );
}
