// Machines (admin): setting (takes effect from each player's next seed pair, shown as pending while
// earlier pairs play on), on or off, today's and the last thirty days' figures; and the exact return
// of every game and setting.
import { List } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import { Card, Select, Space, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AdminMachine, RtpRow } from '@hall/contracts/game';
import { nowrapHeaders } from '../components/nowrap-headers';
import { SettingPending } from '../components/setting-pending';
import { useAction } from '../components/use-action';
import { coins } from '../format';
import { NS } from '../i18n';

type Machine = z.infer<typeof AdminMachine>;
type Rtp = z.infer<typeof RtpRow>;
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

export function GamesPage() {
  const { t } = useTranslation(NS);
  const { query } = useCustom<Machine[]>({ url: '/v2/admin/game/machine/list', method: 'post' });
  const { query: rtpQuery } = useCustom<Rtp[]>({ url: '/v2/admin/game/rtp', method: 'post' });
  const { run } = useAction('games');
  const machines = query.data?.data;
  const change = async (path: string, body: object) => {
    if (await run(path, body)) void query.refetch();
  };
  const figures = (key: 'today' | 'last30Days') => (_: unknown, m: Machine) => (
    <Space direction="vertical" size={0}>
      <span>{t('game.rounds', { count: m[key].rounds })}</span>
      <small>
        {coins(m[key].bets)} → {coins(m[key].wins)} ({pct(m[key].rtp)})
      </small>
    </Space>
  );
  return (
    <List title={t('nav.games')}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Table<Machine>
          rowKey="id"
          loading={!machines}
          dataSource={machines}
          pagination={false}
          scroll={{ x: true }}
          columns={[
            { title: t('game.machine'), dataIndex: 'id' },
            { title: t('game.game'), render: (_, m) => `${m.gameName} (${m.gameId})` },
            {
              title: t('game.setting'),
              render: (_, m) => (
                <Space size="small" wrap>
                  <Select
                    aria-label={t('game.setting_of', { id: m.id })}
                    size="small"
                    value={m.setting}
                    onChange={(setting) => change('/v2/admin/game/machine/setting', { machineId: m.id, setting })}
                    options={[1, 2, 3, 4, 5, 6].map((s) => ({ value: s, label: String(s) }))}
                  />
                  <SettingPending pending={m.pending} />
                </Space>
              ),
            },
            {
              title: t('channel.enabled'),
              render: (_, m) => (
                <Switch
                  aria-label={t('game.enabled_of', { id: m.id })}
                  checked={m.enabled}
                  onChange={(enabled) => change('/v2/admin/game/machine/enable', { machineId: m.id, enabled })}
                />
              ),
            },
            { title: t('game.today'), render: figures('today') },
            { title: t('game.last_30'), render: figures('last30Days') },
          ]}
        />
        {/* The help under the title, not beside it: on a phone it squeezed the title to one letter. */}
        <Card size="small" title={t('game.rtp_title')}>
          <p>
            <small>{t('game.setting_help')}</small>
          </p>
          <Table<Rtp>
            rowKey={(r) => `${r.gameId}:${r.setting ?? 'all'}`}
            size="small"
            loading={!rtpQuery.data}
            dataSource={rtpQuery.data?.data}
            pagination={false}
            // Six columns: on a phone the table scrolls sideways inside its card.
            scroll={{ x: 'max-content' }}
            columns={nowrapHeaders<Rtp>([
              { title: t('game.game'), dataIndex: 'gameId' },
              {
                title: t('game.setting'),
                dataIndex: 'setting',
                render: (s: number | null) => s ?? t('game.all_settings'),
              },
              { title: t('game.exact_rtp'), dataIndex: 'rtp', align: 'right' as const, render: (v: number) => pct(v) },
              {
                title: t('game.target'),
                dataIndex: 'target',
                align: 'right' as const,
                render: (v: number) => <Tag>{pct(v)}</Tag>,
              },
              {
                title: t('game.hit_rate'),
                dataIndex: 'hitRate',
                align: 'right' as const,
                render: (v: number) => pct(v),
              },
              {
                title: t('game.volatility'),
                dataIndex: 'volatility',
                align: 'right' as const,
                render: (v: number) => v.toFixed(2),
              },
            ])}
          />
        </Card>
      </Space>
    </List>
  );
}
