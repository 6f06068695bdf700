// Subordinate management: the agent's members, direct or on every level, searchable by account; each
// with its balance and what the agent may take back, and the actions the rules allow on it (SPEC.md
// section 3 "Team"): its report, a transfer, taking coins back and, for direct members, the rate.
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubMember } from '@hall/contracts/agent';
import { EmptyState } from '../../../components/content-states';
import { Icon } from '../../../components/icon';
import { Pager } from '../../../components/pager';
import { paths } from '../../../config/paths';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useAgentCode, useMembers } from '../api/agent-reads';
import type { TransferDirection } from '../api/agent-writes';
import { formatRate } from '../utils/rate';
import { CreateMemberDialog, RateDialog, TransferDialog } from './member-dialogs';
import { AccountSearch } from './account-search';
import { QueryView } from './query-view';
import '../agent.css';

const PAGE_SIZE = 20;

type Open =
  | { kind: 'create' }
  | { kind: 'rate'; member: SubMember }
  | { kind: 'transfer'; member: SubMember; direction: TransferDirection }
  | null;

export function MembersPage() {
  const { t } = useTranslation('agent');
  const searchId = useId();
  const [scope, setScope] = useState<'direct' | 'all'>('direct');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const members = useMembers({ page, pageSize: PAGE_SIZE, scope, ...(account ? { account } : {}) });
  const code = useAgentCode();

  return (
    <div className="agent-stack">
      <div className="agent-toolbar">
        <AccountSearch
          onSearch={(value) => {
            setAccount(value);
            setPage(1);
          }}
          testId="member-search"
        />
        <Button color="primary" onClick={() => setOpen({ kind: 'create' })} data-testid="create-member">
          {t('members.create')}
        </Button>
      </div>
      <fieldset className="range-filter">
        <legend className="filter-legend">{t('members.scope')}</legend>
        <div className="chip-group">
          {(['direct', 'all'] as const).map((value) => (
            <label key={value} className="chip">
              <input
                type="radio"
                name={`${searchId}-scope`}
                checked={scope === value}
                onChange={() => {
                  setScope(value);
                  setPage(1);
                }}
              />
              <span>{t(`members.scopes.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <QueryView query={members}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState icon="team" title={account ? t('members.noMatch', { account }) : t('members.empty')}>
              {!account && <p>{t('members.emptyHint')}</p>}
            </EmptyState>
          ) : (
            <>
              <p className="agent-count" aria-live="polite">
                {t('members.count', { count: data.total })}
              </p>
              <ul className="record-list" data-testid="member-list">
                {data.list.map((member) => (
                  <MemberCard key={member.userId} member={member} onOpen={setOpen} />
                ))}
              </ul>
              <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} busy={members.isFetching} />
            </>
          )
        }
      </QueryView>
      <CreateMemberDialog visible={open?.kind === 'create'} onClose={() => setOpen(null)} />
      <RateDialog
        visible={open?.kind === 'rate'}
        member={open?.kind === 'rate' ? open.member : null}
        maxRateBp={code.data?.rebateRateBp ?? 0}
        onClose={() => setOpen(null)}
      />
      <TransferDialog
        visible={open?.kind === 'transfer'}
        member={open?.kind === 'transfer' ? open.member : null}
        direction={open?.kind === 'transfer' ? open.direction : 'give'}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}

function MemberCard({ member, onOpen }: { member: SubMember; onOpen: (open: Open) => void }) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormat();
  const direct = member.depth === 1;
  return (
    <li className="record-card member-card" data-account={member.account}>
      <div className="record-card-head">
        <span className="member-account">{member.account}</span>
        <span className={`status-tag status-tag-${member.isAgent ? 'info' : 'neutral'}`}>
          {member.isAgent
            ? t('members.agentWithRate', { rate: formatRate(member.rebateRateBp ?? 0, format.locale) })
            : t('members.player')}
        </span>
      </div>
      <dl className="record-details">
        <div>
          <dt>{t('members.balance')}</dt>
          <dd data-testid="member-balance">{format.coinsText(member.balance)}</dd>
        </div>
        {direct ? (
          <div>
            <dt>{t('members.takeBackLimit')}</dt>
            <dd>{format.coinsText(member.takeBackLimit)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('members.level')}</dt>
            <dd>{t('members.levelOf', { level: member.depth, parent: member.parentAccount ?? '—' })}</dd>
          </div>
        )}
        <div>
          <dt>{t('members.registeredAt')}</dt>
          <dd>{format.dateTime(member.registeredAt)}</dd>
        </div>
        <div>
          <dt>{t('members.lastLoginAt')}</dt>
          <dd>{member.lastLoginAt ? format.dateTime(member.lastLoginAt) : t('members.never')}</dd>
        </div>
      </dl>
      <div className="agent-actions">
        <Link className="agent-action" to={paths.teamReport.getHref(String(member.userId))}>
          <Icon name="chart" />
          <span>{t('members.report')}</span>
        </Link>
        <button
          type="button"
          className="agent-action"
          onClick={() => onOpen({ kind: 'transfer', member, direction: 'give' })}
          data-testid="give-coins"
        >
          <Icon name="arrowRight" />
          <span>{t('members.give')}</span>
        </button>
        {direct && member.takeBackLimit !== '0' && (
          <button
            type="button"
            className="agent-action"
            onClick={() => onOpen({ kind: 'transfer', member, direction: 'take' })}
            data-testid="take-coins"
          >
            <Icon name="arrowLeft" />
            <span>{t('members.take')}</span>
          </button>
        )}
        {direct && (
          <button
            type="button"
            className="agent-action"
            onClick={() => onOpen({ kind: 'rate', member })}
            data-testid="member-rate"
          >
            <Icon name="settings" />
            <span>{member.isAgent ? t('members.setRate') : t('members.promote')}</span>
          </button>
        )}
      </div>
    </li>
  );
}
