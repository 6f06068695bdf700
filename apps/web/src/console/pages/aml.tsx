// The AML review queue: flags raised when a player's money crossed an anti-money-laundering rule,
// filtered by status, rule and player; an open flag is cleared or reported with a note (audit-logged).
// While a threshold flag is open the player's withdrawals wait for an approved identity check; a
// reported flag holds them until a second decision releases the hold or closes the account.
import { List, useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal, Radio, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AmlFlagStatus, AmlRule, type AdminAmlListResponse } from '@hall/contracts/aml';
import { useAction } from '../components/use-action';
import { coins, dateTime } from '../format';
import { NS } from '../i18n';
import { PlayerLink } from '../components/player-link';

type Row = z.infer<typeof AdminAmlListResponse>['list'][number];
interface Search {
  status?: string;
  rule?: string;
  account?: string;
}
const COLORS: Record<string, string> = {
  open: 'gold',
  cleared: 'green',
  reported: 'red',
  released: 'green',
  account_closed: 'red',
};

/** The first decision on an open flag, or the second on a reported one: the choices and where they go. */
const DECISIONS = {
  review: {
    url: '/v2/admin/aml/review',
    title: 'aml.review_title',
    ok: 'aml.review',
    choices: [
      ['cleared', 'aml.clear'],
      ['reported', 'aml.report'],
    ],
  },
  resolve: {
    url: '/v2/admin/aml/resolve',
    title: 'aml.resolve_title',
    ok: 'aml.resolve',
    choices: [
      ['released', 'aml.release'],
      ['account_closed', 'aml.close_account'],
    ],
  },
} as const;

function ReviewDialog({ row, kind, onClose }: { row: Row; kind: keyof typeof DECISIONS; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const decisions = DECISIONS[kind];
  const [form] = Form.useForm<{ decision: string; note: string }>();
  const { run, busy } = useAction('aml');
  const submit = async () => {
    const values = await form.validateFields();
    if (await run(decisions.url, { id: row.id, ...values })) onClose();
  };
  return (
    <Modal
      open
      title={t(decisions.title, { id: row.id, account: row.account })}
      onOk={submit}
      okButtonProps={{ loading: busy }}
      onCancel={onClose}
      okText={t(decisions.ok)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ decision: decisions.choices[0][0] }}>
        <Form.Item name="decision" label={t('aml.decision')}>
          <Radio.Group>
            <Space direction="vertical">
              {decisions.choices.map(([value, label]) => (
                <Radio key={value} value={value}>
                  {t(label)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="note"
          label={t('aml.note')}
          rules={[
            { required: true, whitespace: true, message: t('required') },
            { max: 500, message: t('too_long', { max: 500 }) },
          ]}
        >
          <Input.TextArea rows={3} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** What the flag was raised for: the withdrawal, the deposit, the coins. */
function Detail({ row }: { row: Row }) {
  const { t } = useTranslation(NS);
  const entries = Object.entries(row.detail ?? {});
  return (
    <Space direction="vertical" size={0}>
      <small>{row.flagKey}</small>
      {entries.map(([key, value]) => (
        <small key={key}>
          {t(`aml.detail.${key}`, { defaultValue: key })}: {String(value)}
        </small>
      ))}
    </Space>
  );
}

export function AmlPage() {
  const { t } = useTranslation(NS);
  const [reviewing, setReviewing] = useState<{ row: Row; kind: keyof typeof DECISIONS } | null>(null);
  const { tableProps, searchFormProps } = useTable<Row, never, Search>({
    resource: 'aml',
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'open' }] },
    syncWithLocation: false,
    onSearch: ({ status, rule, account }) =>
      Object.entries({ status, rule, account: account?.trim() }).map(([field, value]): CrudFilter => ({
        field,
        operator: 'eq',
        value,
      })),
  });
  return (
    <List title={t('nav.aml')}>
      <Alert type="info" showIcon message={t('aml.intro')} style={{ marginBottom: 16 }} />
      <Form
        {...searchFormProps}
        initialValues={{ status: 'open' }}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="status" label={t('col.status')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={AmlFlagStatus.options.map((s) => ({ value: s, label: t(`aml.status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="rule" label={t('aml.rule_col')}>
          <Select
            allowClear
            style={{ width: 220 }}
            options={AmlRule.options.map((r) => ({ value: r, label: t(`aml.rule.${r}`) }))}
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
        <Table.Column<Row> title="#" dataIndex="id" />
        <Table.Column<Row>
          title={t('col.account')}
          render={(_, r) => <PlayerLink userId={r.userId} account={r.account} />}
        />
        <Table.Column<Row> title={t('aml.rule_col')} render={(_, r) => t(`aml.rule.${r.rule}`)} />
        <Table.Column<Row>
          title={t('aml.amount')}
          align="right"
          render={(_, r) => t('aml.of_threshold', { amount: coins(r.amount), threshold: coins(r.threshold) })}
        />
        <Table.Column<Row> title={t('aml.details')} render={(_, r) => <Detail row={r} />} />
        <Table.Column<Row>
          title={t('aml.identity')}
          render={(_, r) =>
            r.kycApproved ? <Tag color="green">{t('aml.verified')}</Tag> : <Tag>{t('aml.unverified')}</Tag>
          }
        />
        <Table.Column<Row>
          title={t('col.status')}
          render={(_, r) => (
            <Space direction="vertical" size={0}>
              <Tag color={COLORS[r.status]}>{t(`aml.status.${r.status}`)}</Tag>
              {r.reviewedBy && (
                <small>{t('aml.reviewed_by', { name: r.reviewedBy, at: dateTime(r.reviewedAt) })}</small>
              )}
              {r.note && <small>{r.note}</small>}
              {r.resolvedBy && (
                <small>{t('aml.resolved_by', { name: r.resolvedBy, at: dateTime(r.resolvedAt) })}</small>
              )}
              {r.resolutionNote && <small>{r.resolutionNote}</small>}
            </Space>
          )}
        />
        <Table.Column<Row> title={t('col.created')} dataIndex="createdAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Row>
          title={t('col.actions')}
          render={(_, r) =>
            (r.status === 'open' || r.status === 'reported') && (
              <Button
                size="small"
                type="primary"
                onClick={() => setReviewing({ row: r, kind: r.status === 'open' ? 'review' : 'resolve' })}
              >
                {t(r.status === 'open' ? 'aml.review' : 'aml.resolve')}
              </Button>
            )
          }
        />
      </Table>
      {reviewing && <ReviewDialog row={reviewing.row} kind={reviewing.kind} onClose={() => setReviewing(null)} />}
    </List>
  );
}
