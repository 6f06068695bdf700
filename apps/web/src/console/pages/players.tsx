// Players: find one by what the desk was told, then its page: profile, wallet and ledger, identity
// check, cards (last four), agent chain, sessions (end them), the desk's notes, the player's
// objections to marketing and profiling (recorded on the player's request); freeze or unfreeze, mail a
// password reset link, send a letter; erase a closed account's personal data once the retention
// period has passed; and its deposits, withdrawals, rounds and letters, each a tab.
import { List } from '@refinedev/antd';
import { useCustom, useList } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { PlayerDetail, PlayerLedgerRow, PlayerRoundRow, PlayerSearchResponse } from '@hall/contracts/admin';
import type { AdminStationLetter } from '@hall/contracts/content';
import type { Locale } from '@hall/contracts/locale';
import type { AdminWithdrawal } from '@hall/contracts/withdrawal';
import type { AdminDeposit } from '@hall/contracts/pay';
import { localizedField } from '../../lib/localized-field';
import { can } from '../access';
import type { AdminProtection } from '@hall/contracts/protection';
import { LocalizedFields, localizedValues, TITLE_AND_BODY } from '../components/localized-fields';
import { DataUseCard } from '../components/data-use-card';
import { ErasePlayerButton } from '../components/erase-player-button';
import { IdentityMatches } from '../components/identity-matches';
import { ProtectionActionButton } from '../components/protection-action';
import { ReasonButton } from '../components/reason-button';
import { useAction } from '../components/use-action';
import { usePost } from '../components/use-post';
import { coins, dateTime, money } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';

type Found = z.infer<typeof PlayerSearchResponse>;
type LedgerRow = z.infer<typeof PlayerLedgerRow>;
type RoundRow = z.infer<typeof PlayerRoundRow>;
type DepositRow = z.infer<typeof AdminDeposit>;
type WithdrawalRow = z.infer<typeof AdminWithdrawal>;
type LetterRow = AdminStationLetter;

/**
 * The player's protections and their history. Customer service may tighten them (a lower limit, a
 * longer break or exclusion), never lift them.
 */
function ProtectionTab({ userId }: { userId: number }) {
  const { t } = useTranslation(NS);
  const { query } = useCustom<z.infer<typeof AdminProtection>>({
    url: '/v2/admin/protection/get',
    method: 'post',
    config: { payload: { userId } },
    errorNotification: false,
  });
  const data = query.data?.data;
  const reload = () => void query.refetch();
  if (!data || query.isError) return null;
  const until = (v: string | null) => (v ? dateTime(v) : t('protection.permanent'));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {can(readSession()?.role, 'players', 'protection') && <ProtectionActionButton userId={userId} onDone={reload} />}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('protection.exclusion')}>
          {data.exclusion
            ? `${t(`protection.kind.${data.exclusion.kind}`)} · ${until(data.exclusion.until)}`
            : t('protection.none')}
        </Descriptions.Item>
        {data.coolingOffUntil && (
          <Descriptions.Item label={t('protection.cooling_off')}>{dateTime(data.coolingOffUntil)}</Descriptions.Item>
        )}
        {[
          ...data.limits.map((l) => ({ ...l, label: t(`protection.limit.${l.period}`) })),
          ...data.lossLimits.map((l) => ({ ...l, label: t(`protection.lossLimit.${l.period}`) })),
        ].map((l) => (
          <Descriptions.Item key={l.label} label={l.label}>
            {l.amount === null ? t('protection.none') : coins(l.amount)} ·{' '}
            {t('protection.used', { used: coins(l.used) })}
            {l.pending &&
              ` · ${t('protection.pending', { amount: l.pending.amount === null ? t('protection.none') : coins(l.pending.amount), from: dateTime(l.pending.from) })}`}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Table
        size="small"
        rowKey={(e) => `${e.createdAt}:${e.detail}`}
        dataSource={data.history}
        pagination={false}
        columns={[
          { title: t('audit.time'), dataIndex: 'createdAt', render: dateTime },
          { title: t('protection.kind_col'), dataIndex: 'kind', render: (k: string) => t(`protection.kind.${k}`) },
          { title: t('protection.detail'), dataIndex: 'detail' },
        ]}
      />
    </Space>
  );
}

interface Paged<T> {
  list: T[];
  total: number;
}

/** One of the player page's lists: a paged back-office call narrowed to the player. */
function PagedTab<T extends object>({
  path,
  filter,
  rowKey,
  columns,
}: {
  path: string;
  /** What narrows the call to the player ({ userId } or { account }). */
  filter: Record<string, string | number>;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
}) {
  const [page, setPage] = useState(1);
  const { query } = useCustom<Paged<T>>({
    url: path,
    method: 'post',
    config: { payload: { ...filter, page, pageSize: 20 } },
    errorNotification: false,
  });
  // A list that cannot be read stays loading, as the tab has nothing else to say.
  const data = query.isError ? null : query.data?.data;
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      loading={!data}
      dataSource={data?.list}
      scroll={{ x: true }}
      pagination={{ current: page, pageSize: 20, total: data?.total, onChange: setPage }}
      columns={columns}
    />
  );
}

const signed = (v: string) => <span style={{ color: v.startsWith('-') ? '#c62828' : '#2e7d32' }}>{coins(v)}</span>;

/** The player page's tabs besides the overview; each only for the roles its call admits. */
function useHistoryTabs(userId: number, account: string, lettersKey = 0) {
  const { t, i18n } = useTranslation(NS);
  const role = readSession()?.role;
  const status = (s: string) => <Tag>{t(`status.${s}`, { defaultValue: s })}</Tag>;
  const right = 'right' as const;
  const tabs = [
    {
      key: 'ledger',
      label: t('player.ledger'),
      children: (
        <PagedTab<LedgerRow>
          path="/v2/admin/player/ledger"
          filter={{ userId }}
          rowKey="id"
          columns={[
            { title: t('audit.time'), dataIndex: 'createdAt', render: dateTime },
            { title: t('player.kind'), dataIndex: 'kind', render: (k: string) => <code>{k}</code> },
            { title: t('col.amount'), dataIndex: 'amount', align: right, render: signed },
            { title: t('col.balance'), dataIndex: 'balanceAfter', align: right, render: (v: string) => coins(v) },
            { title: t('player.reference'), dataIndex: 'reference' },
          ]}
        />
      ),
    },
    {
      key: 'deposits',
      label: t('nav.deposits'),
      children: (
        <PagedTab<DepositRow>
          path="/v2/admin/deposit/list"
          filter={{ account }}
          rowKey="orderSn"
          columns={[
            { title: t('col.created'), dataIndex: 'createdAt', render: dateTime },
            { title: t('col.sn'), dataIndex: 'orderSn' },
            { title: t('deposit.channel'), dataIndex: 'channelName' },
            {
              title: t('deposit.amount'),
              align: right,
              render: (_: unknown, d: DepositRow) => money(d.amount, d.currency),
            },
            { title: t('deposit.coins'), dataIndex: 'coinAmount', align: right, render: (v: string) => coins(v) },
            { title: t('col.status'), dataIndex: 'status', render: status },
          ]}
        />
      ),
    },
    ...(can(role, 'withdrawals')
      ? [
          {
            key: 'withdrawals',
            label: t('nav.withdrawals'),
            children: (
              <PagedTab<WithdrawalRow>
                path="/v2/admin/draw/list"
                filter={{ userId }}
                rowKey="withdrawSn"
                columns={[
                  { title: t('col.created'), dataIndex: 'createdAt', render: dateTime },
                  { title: t('col.sn'), dataIndex: 'withdrawSn' },
                  { title: t('col.amount'), dataIndex: 'coinAmount', align: right, render: (v: string) => coins(v) },
                  {
                    title: t('col.destination'),
                    render: (_: unknown, w: WithdrawalRow) =>
                      w.crypto
                        ? `${w.crypto.coin} · ${w.crypto.network} · ${w.crypto.address}`
                        : `${w.bankName} ··${w.cardLast4}`,
                  },
                  { title: t('col.status'), dataIndex: 'status', render: status },
                ]}
              />
            ),
          },
        ]
      : []),
    {
      key: 'rounds',
      label: t('player.rounds'),
      children: (
        <PagedTab<RoundRow>
          path="/v2/admin/player/rounds"
          filter={{ userId }}
          rowKey="roundSn"
          columns={[
            { title: t('audit.time'), dataIndex: 'createdAt', render: dateTime },
            { title: t('game.machine'), dataIndex: 'machineId' },
            { title: t('player.bet'), dataIndex: 'bet', align: right, render: (v: string) => coins(v) },
            { title: t('player.win'), dataIndex: 'win', align: right, render: (v: string) => coins(v) },
            { title: t('player.bonus'), dataIndex: 'bonus', render: (v: string | null) => v?.toUpperCase() ?? '—' },
            {
              title: t('player.round'),
              dataIndex: 'roundSn',
              render: (v: string, r: RoundRow) => (
                <Space size="small">
                  <code>{v}</code>
                  {r.voided && <Tag color="red">{t('round.voided')}</Tag>}
                </Space>
              ),
            },
          ]}
        />
      ),
    },
    {
      key: 'protection',
      label: t('protection.tab'),
      children: <ProtectionTab userId={userId} />,
    },
    ...(can(role, 'letters')
      ? [
          {
            key: 'letters',
            label: t('nav.letters'),
            children: (
              <PagedTab<LetterRow>
                // A letter sent from the overview shows here at once.
                key={lettersKey}
                path="/v2/admin/station/list"
                filter={{ account }}
                rowKey="id"
                columns={[
                  { title: t('notice.publish_at'), dataIndex: 'publishAt', render: dateTime },
                  {
                    title: t('notice.title'),
                    render: (_: unknown, l: LetterRow) => localizedField(l, 'title', i18n.language as Locale) ?? '—',
                  },
                  {
                    title: t('player.opened'),
                    dataIndex: 'readCount',
                    render: (n: number) => (n > 0 ? t('yes') : t('no')),
                  },
                ]}
              />
            ),
          },
        ]
      : []),
  ];
  return tabs;
}

/** A station letter to this one player, in the languages the operator writes (one is enough). */
function LetterButton({ userId, account, onSent }: { userId: number; account: string; onSent: () => void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Record<string, string>>();
  const { run, busy } = useAction('letters');
  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = { userId, ...localizedValues(values, TITLE_AND_BODY) };
    if (await run('/v2/admin/player/letter', body, t('letter.sent'))) {
      setOpen(false);
      form.resetFields();
      onSent();
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="player-letter">
        {t('letter.send')}
      </Button>
      <Modal
        open={open}
        title={t('player.letter_title', { account })}
        width="min(1100px, 96vw)"
        onOk={send}
        okText={t('letter.send')}
        confirmLoading={busy}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('player.letter_help')}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <LocalizedFields fields={TITLE_AND_BODY} testIdPrefix="player-letter" />
        </Form>
      </Modal>
    </>
  );
}

function PlayerPage({ userId }: { userId: number }) {
  const { t } = useTranslation(NS);
  const role = readSession()?.role;
  const { query } = useCustom<PlayerDetail>({
    url: '/v2/admin/player/get',
    method: 'post',
    config: { payload: { userId } },
    errorNotification: false,
  });
  const player = query.isError ? null : query.data?.data;
  const reload = () => void query.refetch();
  const { run } = useAction('players');
  const { post } = usePost();
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const [lettersKey, setLettersKey] = useState(0);
  const act = async (path: string, body: object) => {
    if (await run(path, body)) reload();
  };
  const history = useHistoryTabs(userId, player?.profile.account ?? '', lettersKey);
  if (!player) return <Skeleton active />;
  const { profile } = player;
  const overview = (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <IdentityMatches userId={userId} />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('col.account')}>{profile.account}</Descriptions.Item>
        <Descriptions.Item label="ID">#{profile.id}</Descriptions.Item>
        <Descriptions.Item label={t('player.email')}>{profile.email}</Descriptions.Item>
        <Descriptions.Item label={t('player.phone')}>{profile.phone ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('player.name')}>
          {[profile.lastName, profile.firstName].filter(Boolean).join(' ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('col.balance')}>{coins(player.balance)}</Descriptions.Item>
        <Descriptions.Item label={t('col.status')}>
          <Tag color={profile.status === 'active' ? 'green' : 'red'}>{t(`player_status.${profile.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('nav.kyc')}>
          {player.kycStatus ? t(`status.${player.kycStatus}`) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('player.agent_chain')}>
          {player.agentChain.length ? player.agentChain.join(' › ') : '—'}
          {player.isAgent && <Tag style={{ marginInlineStart: 8 }}>{t('agent.sub_agent')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('col.created')}>{dateTime(profile.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('col.last_login')}>{dateTime(profile.lastLoginAt)}</Descriptions.Item>
      </Descriptions>
      <Space wrap>
        {can(role, 'players', 'freeze') && profile.status === 'active' && (
          <Popconfirm
            title={t('player.reset_confirm', { email: profile.email })}
            onConfirm={() => run('/v2/admin/player/password-reset', { userId }, t('player.reset_sent'))}
          >
            <Button>{t('player.reset_code')}</Button>
          </Popconfirm>
        )}
        {can(role, 'players', 'letter') && (
          <LetterButton userId={userId} account={profile.account} onSent={() => setLettersKey((n) => n + 1)} />
        )}
        {/* A closed account is neither frozen nor unfrozen: it stays closed until it is erased. */}
        {can(role, 'players', 'freeze') && profile.status === 'active' && (
          <ReasonButton
            label={t('player.freeze')}
            title={t('player.freeze_title', { account: profile.account })}
            onSubmit={(reason) => act('/v2/admin/player/freeze', { userId, reason })}
          />
        )}
        {can(role, 'players', 'freeze') && profile.status === 'frozen' && (
          <ReasonButton
            danger={false}
            label={t('player.unfreeze')}
            title={t('player.unfreeze')}
            onSubmit={(reason) => act('/v2/admin/player/unfreeze', { userId, reason })}
          />
        )}
        {can(role, 'players', 'erase') && profile.status === 'closed' && (
          <ErasePlayerButton
            account={profile.account}
            onErase={async (reason) => {
              await post('/v2/admin/player/erase', { userId, reason });
              void message.success(t('player.erase_done'));
              reload();
            }}
          />
        )}
      </Space>
      <DataUseCard userId={userId} canRecord={can(role, 'players', 'dataUse')} />
      <Card size="small" title={t('player.cards')}>
        {player.cards.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ul style={{ margin: 0 }}>
            {player.cards.map((c) => (
              <li key={c.id}>
                {c.bankName} ··{c.last4} · {dateTime(c.createdAt)} {c.removed && <Tag>{t('player.removed')}</Tag>}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        size="small"
        title={t('player.sessions')}
        extra={
          can(role, 'players', 'sessions') && player.sessions.length > 0 ? (
            <Popconfirm
              title={t('player.end_all_confirm')}
              onConfirm={() => act('/v2/admin/player/session/revoke', { userId })}
            >
              <Button size="small" danger>
                {t('player.end_all')}
              </Button>
            </Popconfirm>
          ) : null
        }
      >
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={player.sessions}
          scroll={{ x: true }}
          columns={[
            { title: t('col.created'), dataIndex: 'createdAt', render: dateTime },
            { title: t('player.last_seen'), dataIndex: 'lastSeenAt', render: dateTime },
            { title: 'IP', dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
            {
              title: t('player.device'),
              dataIndex: 'userAgent',
              ellipsis: true,
              render: (v: string | null) => v ?? '—',
            },
            ...(can(role, 'players', 'sessions')
              ? [
                  {
                    title: t('col.actions'),
                    render: (_: unknown, s: PlayerDetail['sessions'][number]) => (
                      <Button
                        size="small"
                        onClick={() => act('/v2/admin/player/session/revoke', { userId, sessionId: s.id })}
                      >
                        {t('player.end')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card size="small" title={t('player.notes')}>
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Input.TextArea
            aria-label={t('player.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={1000}
            autoSize
          />
          <Button
            type="primary"
            disabled={!note.trim()}
            onClick={async () => {
              if (await run('/v2/admin/player/note', { userId, text: note })) {
                setNote('');
                reload();
              }
            }}
          >
            {t('player.add_note')}
          </Button>
        </Space.Compact>
        {player.notes.map((n) => (
          <Typography.Paragraph key={n.id} style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary">
              {n.operator} · {dateTime(n.createdAt)}
            </Typography.Text>
            <br />
            {n.text}
          </Typography.Paragraph>
        ))}
      </Card>
    </Space>
  );
  return <Tabs items={[{ key: 'overview', label: t('player.overview'), children: overview }, ...history]} />;
}

export function PlayersPage() {
  const { t } = useTranslation(NS);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  // The player whose page is open, in the address (`?player=`): queue rows link here (PlayerLink),
  // and the page survives a reload or a shared link.
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('player'));
  const open = Number.isSafeInteger(requested) && requested > 0 ? requested : null;
  const setOpen = (userId: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (userId === null) next.delete('player');
        else next.set('player', String(userId));
        return next;
      },
      { replace: userId === null },
    );
  const { query } = useList<Found['list'][number]>({
    resource: 'players',
    filters: [{ field: 'q', operator: 'eq', value: q }],
    pagination: { currentPage: page, pageSize: 20 },
    // The last results stay while the next search is asked; a refused search finds no one.
    queryOptions: { enabled: q !== '', placeholderData: keepPreviousData },
    errorNotification: false,
  });
  const found = query.isError
    ? { list: [], total: 0 }
    : query.data && { list: query.data.data, total: query.data.total };
  return (
    <List title={t('nav.players')}>
      <Input.Search
        aria-label={t('player.search_placeholder')}
        placeholder={t('player.search_placeholder')}
        enterButton={t('buttons.filter')}
        allowClear
        style={{ maxWidth: 520, marginBottom: 16 }}
        onSearch={(value) => {
          setPage(1);
          setQ(value.trim());
        }}
      />
      {q && (
        <Table
          rowKey="id"
          dataSource={found?.list}
          loading={!found}
          scroll={{ x: true }}
          pagination={{ current: page, pageSize: 20, total: found?.total, onChange: setPage }}
          columns={[
            { title: 'ID', dataIndex: 'id' },
            { title: t('col.account'), dataIndex: 'account' },
            { title: t('player.email'), dataIndex: 'email' },
            { title: t('player.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
            { title: t('col.balance'), dataIndex: 'balance', align: 'right' as const, render: (v: string) => coins(v) },
            {
              title: t('col.status'),
              dataIndex: 'status',
              render: (s: string) => <Tag color={s === 'active' ? 'green' : 'red'}>{t(`player_status.${s}`)}</Tag>,
            },
            { title: t('col.last_login'), dataIndex: 'lastLoginAt', render: dateTime },
            {
              title: t('col.actions'),
              render: (_: unknown, p: Found['list'][number]) => (
                <Button size="small" onClick={() => setOpen(p.id)}>
                  {t('open')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        width="min(980px, 100vw)"
        title={t('player.title')}
        destroyOnHidden
      >
        {open !== null && <PlayerPage userId={open} />}
      </Drawer>
    </List>
  );
}
