// Crypto deposits of every player, as the chain watcher reported them: by state, account or
// transaction, each with its coin and network, amount, depth, the coins credited and the rate. A
// deposit held because the ledger cannot take it is settled here by finance: one proposes a credit,
// another approves it, or one rejects it with a note.
import { List, useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CryptoDepositState, type AdminCryptoDeposit } from '@hall/contracts/crypto';
import { unitsToText } from '../../lib/crypto-units';
import { can } from '../access';
import { ReasonButton } from '../components/reason-button';
import { useAction } from '../components/use-action';
import { coins, dateTime } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';
import { PlayerLink } from '../components/player-link';

type Row = z.infer<typeof AdminCryptoDeposit>;
interface Search {
  status?: string;
  account?: string;
  txid?: string;
}
const COLORS: Record<string, string> = {
  pending: 'gold',
  credited: 'green',
  below_minimum: 'orange',
  dropped: 'red',
  held: 'volcano',
  rejected: 'default',
};

function ProposeButton({ row }: { row: Row }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ coins: string; note: string }>();
  const { run, busy } = useAction('crypto-deposits');
  const submit = async () => {
    const values = await form.validateFields();
    if (await run('/v2/admin/crypto/deposit/propose', { id: row.id, ...values }, t('crypto.proposed'))) {
      form.resetFields();
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('crypto.propose')}
      </Button>
      <Modal
        open={open}
        title={t('crypto.propose')}
        onOk={submit}
        onCancel={() => setOpen(false)}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="coins"
            label={t('crypto.coins')}
            extra={t('crypto.coins_help')}
            rules={[
              { required: true, message: t('required') },
              { pattern: /^[1-9]\d{0,17}$/, message: t('crypto.coins_invalid') },
            ]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name="note"
            label={t('crypto.note')}
            rules={[
              { required: true, whitespace: true, message: t('required') },
              { max: 500, message: t('too_long', { max: 500 }) },
            ]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** A held deposit's settling: propose, approve another's proposal, or reject with a note. */
function HeldActions({ row }: { row: Row }) {
  const { t } = useTranslation(NS);
  const { run } = useAction('crypto-deposits');
  const session = readSession();
  if (!can(session?.role, 'crypto-deposits', 'settle')) return null;
  return (
    <Space wrap>
      <ProposeButton row={row} />
      {row.proposal && row.proposal.by !== session?.username && (
        <Popconfirm
          title={t('crypto.confirm_approve', { coins: coins(row.proposal.coins), account: row.account })}
          onConfirm={() => run('/v2/admin/crypto/deposit/approve', { id: row.id })}
        >
          <Button size="small" type="primary">
            {t('action.approve')}
          </Button>
        </Popconfirm>
      )}
      <ReasonButton
        label={t('action.reject')}
        title={t('crypto.reject_title')}
        onSubmit={(note) => run('/v2/admin/crypto/deposit/reject', { id: row.id, note })}
      />
    </Space>
  );
}

export function CryptoDepositsPage() {
  const { t } = useTranslation(NS);
  const { tableProps, searchFormProps } = useTable<Row, never, Search>({
    resource: 'crypto-deposits',
    syncWithLocation: false,
    onSearch: ({ status, account, txid }) => {
      const fields: Record<string, string | undefined> = { status, account: account?.trim(), txid: txid?.trim() };
      return Object.entries(fields).map(([field, value]): CrudFilter => ({ field, operator: 'eq', value }));
    },
  });
  return (
    <List title={t('nav.crypto-deposits')}>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="status" label={t('col.status')}>
          <Select
            allowClear
            style={{ width: 160 }}
            options={CryptoDepositState.options.map((s) => ({ value: s, label: t(`crypto.status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="account" label={t('col.account')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="txid" label={t('crypto.txid')}>
          <Input allowClear style={{ width: 240 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('buttons.filter')}
        </Button>
      </Form>
      <Table {...tableProps} rowKey="id" scroll={{ x: true }}>
        <Table.Column<Row> title={t('col.created')} dataIndex="createdAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Row>
          title={t('col.account')}
          render={(_, r) => <PlayerLink userId={r.userId} account={r.account} />}
        />
        <Table.Column<Row> title={t('crypto.coin')} render={(_, r) => `${r.coin} · ${r.network}`} />
        <Table.Column<Row>
          title={t('deposit.amount')}
          align="right"
          render={(_, r) => `${unitsToText(r.amount, r.decimals)} ${r.coin}`}
        />
        <Table.Column<Row>
          title={t('col.status')}
          render={(_, r) => (
            <Space direction="vertical" size={0}>
              <Tag color={COLORS[r.status]}>{t(`crypto.status.${r.status}`)}</Tag>
              {r.status === 'pending' && (
                <small>{t('crypto.tx', { n: r.confirmations, m: r.confirmationsNeeded })}</small>
              )}
              {r.holdReason && <small>{t(`crypto.hold.${r.holdReason}`)}</small>}
              {r.proposal && (
                <small>
                  {t('crypto.proposal', { coins: coins(r.proposal.coins), by: r.proposal.by, note: r.proposal.note })}
                </small>
              )}
              {r.resolution && (
                <small>
                  {t('crypto.resolution', {
                    by: r.resolution.by,
                    at: dateTime(r.resolution.at),
                    note: r.resolution.note,
                  })}
                </small>
              )}
            </Space>
          )}
        />
        <Table.Column<Row>
          title={t('deposit.coins')}
          align="right"
          render={(_, r) => (r.coinAmount === null ? '—' : coins(r.coinAmount))}
        />
        <Table.Column<Row>
          title={t('crypto.rate')}
          align="right"
          render={(_, r) => (r.jpyRate === null ? '—' : `¥${r.jpyRate}`)}
        />
        <Table.Column<Row>
          title={t('crypto.txid')}
          render={(_, r) => (
            <Typography.Text code copyable={{ text: r.txid }}>
              {`${r.txid.slice(0, 12)}…`}
            </Typography.Text>
          )}
        />
        <Table.Column<Row>
          title={t('crypto.address')}
          render={(_, r) => (
            <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
              {r.address}
            </Typography.Text>
          )}
        />
        <Table.Column<Row> title={t('col.actions')} render={(_, r) => r.status === 'held' && <HeldActions row={r} />} />
      </Table>
    </List>
  );
}
