// Bonuses (issue #15): the offers with their terms, grants and coins paid, created and changed by
// finance in a drawer (support reads them); and the grants paid from them, by offer, state and player.
import { PlusOutlined } from '@ant-design/icons';
import { List, useTable } from '@refinedev/antd';
import { useCustom, type CrudFilter } from '@refinedev/core';
import { Button, Form, Input, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { nowrapHeaders } from '../components/nowrap-headers';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BonusGrantStatus, type AdminBonusGrant } from '@hall/contracts/bonus';
import type { AdminMachine } from '@hall/contracts/game';
import { can } from '../access';
import { BonusOfferDrawer, type Option } from '../components/bonus-offer-drawer';
import { usePromotionOptions } from '../components/use-promotion-options';
import { offerEligibility, offerTerms, type Offer } from '../components/bonus-offer-values';
import { coins, dateTime } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';

type Grant = z.infer<typeof AdminBonusGrant>;
interface GrantSearch {
  offerId?: number;
  status?: string;
  account?: string;
}

const GRANT_COLORS: Record<string, string> = {
  active: 'blue',
  completed: 'green',
  forfeited: 'default',
  expired: 'gold',
  lost: 'default',
};

/** Game ids to suggest for a rebate: the machines' games, for the admin who may list them. */
function useGames(): Option<string>[] {
  const mayList = can(readSession()?.role, 'games');
  const { query } = useCustom<z.infer<typeof AdminMachine>[]>({
    url: '/v2/admin/game/machine/list',
    method: 'post',
    queryOptions: { enabled: mayList },
  });
  const machines = query.data?.data;
  return useMemo(() => {
    const games = new Map((machines ?? []).map((m) => [m.gameId, `${m.gameName} (${m.gameId})`]));
    return [...games].map(([value, label]) => ({ value, label }));
  }, [machines]);
}

function OffersTable({
  offers,
  promotions,
  editor,
  onOpen,
  onGrants,
}: {
  offers: Offer[] | undefined;
  promotions: Option<number>[];
  editor: boolean;
  onOpen: (offer: Offer) => void;
  onGrants: (offer: Offer) => void;
}) {
  const { t } = useTranslation(NS);
  const promotionLabel = (id: number | null) =>
    id === null ? '—' : (promotions.find((p) => p.value === id)?.label ?? `#${id}`);
  return (
    <Table<Offer>
      rowKey="id"
      loading={!offers}
      dataSource={offers}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={nowrapHeaders<Offer>([
        {
          // Code, kind and whether it is on: what the offer is, in one narrow cell.
          title: t('bonus.offer'),
          render: (_, o) => (
            <Space direction="vertical" size={4}>
              <strong style={{ whiteSpace: 'nowrap' }}>{o.code}</strong>
              <Space size={4} style={{ whiteSpace: 'nowrap' }}>
                <Tag>{t(`bonus.kinds.${o.kind}`)}</Tag>
                <Tag color={o.enabled ? 'green' : 'default'}>{t(o.enabled ? 'bonus.on' : 'bonus.off')}</Tag>
              </Space>
            </Space>
          ),
        },
        {
          title: t('bonus.terms'),
          render: (_, o) => (
            <Space direction="vertical" size={0} style={{ width: 240 }}>
              <span>{offerTerms(o, t)}</span>
              <small>{[t(`bonus.claims.${o.claim}`), offerEligibility(o, t)].filter(Boolean).join(' · ')}</small>
            </Space>
          ),
        },
        {
          title: t('bonus.promotion'),
          dataIndex: 'promotionId',
          // The whole title stays in the page for screen readers; the eye gets one line of it.
          render: (id: number | null) => (
            <Typography.Text ellipsis={{ tooltip: promotionLabel(id) }} style={{ width: 120 }}>
              {promotionLabel(id)}
            </Typography.Text>
          ),
        },
        {
          title: t('bonus.runs'),
          render: (_, o) => (
            <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
              <span>{dateTime(o.startsAt)}</span>
              <small>→ {o.endsAt ? dateTime(o.endsAt) : t('bonus.open_ended')}</small>
            </Space>
          ),
        },
        {
          title: t('bonus.grants'),
          dataIndex: 'grants',
          align: 'right' as const,
          render: (n: number, o) => (
            <Button
              type="link"
              size="small"
              aria-label={t('bonus.grants_of', { code: o.code, n: coins(n) })}
              onClick={() => onGrants(o)}
            >
              {coins(n)}
            </Button>
          ),
        },
        { title: t('bonus.paid'), dataIndex: 'paid', align: 'right' as const, render: (v: string) => coins(v) },
        {
          title: t('col.actions'),
          fixed: 'right' as const,
          render: (_, o) => (
            <Button
              size="small"
              aria-label={`${t(editor ? 'notice.edit' : 'notice.view')} ${o.code}`}
              onClick={() => onOpen(o)}
            >
              {t(editor ? 'notice.edit' : 'notice.view')}
            </Button>
          ),
        },
      ])}
    />
  );
}

function GrantsTable({ offers, offerId }: { offers: Offer[]; offerId: number | undefined }) {
  const { t } = useTranslation(NS);
  const { tableProps, searchFormProps } = useTable<Grant, never, GrantSearch>({
    resource: 'bonus-grants',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    filters: { initial: offerId ? [{ field: 'offerId', operator: 'eq', value: offerId }] : [] },
    onSearch: ({ offerId: offer, status, account }) =>
      Object.entries({ offerId: offer, status, account: account?.trim() }).map(([field, value]): CrudFilter => ({
        field,
        operator: 'eq',
        value,
      })),
  });
  return (
    <>
      <Form {...searchFormProps} initialValues={{ offerId }} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="offerId" label={t('bonus.offer')}>
          <Select allowClear style={{ width: 200 }} options={offers.map((o) => ({ value: o.id, label: o.code }))} />
        </Form.Item>
        <Form.Item name="status" label={t('col.status')}>
          <Select
            allowClear
            style={{ width: 160 }}
            options={BonusGrantStatus.options.map((s) => ({ value: s, label: t(`bonus.status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="account" label={t('col.account')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('buttons.filter')}
        </Button>
      </Form>
      <Table {...tableProps} rowKey="id" scroll={{ x: true }}>
        <Table.Column<Grant> title="#" dataIndex="id" />
        <Table.Column<Grant> title={t('col.account')} render={(_, g) => `${g.account} (#${g.userId})`} />
        <Table.Column<Grant>
          title={t('bonus.offer')}
          dataIndex="offerCode"
          render={(code: string) => <span style={{ whiteSpace: 'nowrap' }}>{code}</span>}
        />
        <Table.Column<Grant>
          title={t('bonus.amount')}
          dataIndex="amount"
          align="right"
          render={(v: string) => coins(v)}
        />
        <Table.Column<Grant>
          title={t('bonus.wagered')}
          align="right"
          render={(_, g) => `${coins(g.wagered)} / ${coins(g.wageringRequired)}`}
        />
        <Table.Column<Grant>
          title={t('col.status')}
          dataIndex="status"
          render={(s: string) => <Tag color={GRANT_COLORS[s]}>{t(`bonus.status.${s}`)}</Tag>}
        />
        <Table.Column<Grant> title={t('col.created')} dataIndex="createdAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Grant> title={t('bonus.expires')} dataIndex="expiresAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Grant> title={t('bonus.ended')} dataIndex="endedAt" render={(v: string | null) => dateTime(v)} />
        <Table.Column<Grant>
          title={t('bonus.settled')}
          dataIndex="settledAmount"
          align="right"
          render={(v: string | null) => (v === null ? '—' : coins(v))}
        />
      </Table>
    </>
  );
}

export function BonusesPage() {
  const { t } = useTranslation(NS);
  const editor = can(readSession()?.role, 'bonuses', 'edit');
  const { query } = useCustom<{ list: Offer[] }>({ url: '/v2/admin/bonus/offer/list', method: 'post' });
  const offers = query.data?.data.list;
  const promotions = usePromotionOptions();
  const games = useGames();
  const [tab, setTab] = useState('offers');
  /** The offer the grants tab opens on, and a count that reopens it when chosen again. */
  const [grantsOf, setGrantsOf] = useState<{ offerId?: number; round: number }>({ round: 0 });
  /** The drawer: an offer, 'new', or closed. */
  const [open, setOpen] = useState<Offer | 'new' | null>(null);
  return (
    <List
      title={t('nav.bonuses')}
      headerButtons={
        editor ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')}>
            {t('bonus.new')}
          </Button>
        ) : null
      }
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'offers',
            label: t('bonus.offers'),
            children: (
              <OffersTable
                offers={offers}
                promotions={promotions}
                editor={editor}
                onOpen={setOpen}
                onGrants={(o) => {
                  setGrantsOf((g) => ({ offerId: o.id, round: g.round + 1 }));
                  setTab('grants');
                }}
              />
            ),
          },
          {
            key: 'grants',
            label: t('bonus.grants'),
            children: <GrantsTable key={grantsOf.round} offers={offers ?? []} offerId={grantsOf.offerId} />,
          },
        ]}
      />
      {open && (
        <BonusOfferDrawer
          offer={open === 'new' ? null : open}
          editable={editor}
          promotions={promotions}
          games={games}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            void query.refetch();
          }}
        />
      )}
    </List>
  );
}
