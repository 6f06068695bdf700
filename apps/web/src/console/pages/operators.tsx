// Operators (admin): create one, change a role, disable or enable, clear a lost authenticator.
import { CreateButton, List, useTable } from '@refinedev/antd';
import { Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OPERATOR_PASSWORD_MIN, OperatorRole, type OperatorRow } from '@hall/contracts/admin';
import { RoleSelect } from '../components/role-select';
import { useAction } from '../components/use-action';
import { dateTime } from '../format';
import { NS } from '../i18n';
import { readSession } from '../session';

type Row = z.infer<typeof OperatorRow>;
const ROLES = OperatorRole.options;

function CreateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ username: string; password: string; role: string }>();
  const { run, busy } = useAction('operators');
  return (
    <Modal
      open={open}
      title={t('operator.create')}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        if (await run('/v2/admin/operator/create', await form.validateFields(), t('operator.created'))) onClose();
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ role: 'support' }}>
        <Form.Item
          name="username"
          label={t('login.username')}
          rules={[{ required: true, pattern: /^[A-Za-z0-9._-]{3,32}$/, message: t('operator.username_rule') }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={[{ required: true, min: OPERATOR_PASSWORD_MIN, max: 128, message: t('operator.password_rule') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role" label={t('operator.role')}>
          <Select options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function OperatorsPage() {
  const { t } = useTranslation(NS);
  const [creating, setCreating] = useState(false);
  const { tableProps } = useTable<Row>({ resource: 'operators', syncWithLocation: false });
  const { run } = useAction('operators');
  const me = readSession()?.username;
  return (
    <List
      title={t('nav.operators')}
      headerButtons={<CreateButton onClick={() => setCreating(true)}>{t('operator.create')}</CreateButton>}
    >
      <CreateModal open={creating} onClose={() => setCreating(false)} />
      <Table {...tableProps} rowKey="id" scroll={{ x: true }}>
        <Table.Column<Row> title={t('login.username')} dataIndex="username" />
        <Table.Column<Row>
          title={t('operator.role')}
          render={(_, r) =>
            r.username === me ? (
              t(`role.${r.role}`)
            ) : (
              <RoleSelect
                operator={r}
                onChange={(role) => run('/v2/admin/operator/update', { operatorId: r.id, role })}
              />
            )
          }
        />
        <Table.Column<Row>
          title={t('col.status')}
          dataIndex="status"
          render={(s: string) => <Tag color={s === 'active' ? 'green' : 'red'}>{t(`status.${s}`)}</Tag>}
        />
        <Table.Column<Row>
          title={t('operator.two_factor')}
          dataIndex="twoFactor"
          render={(s: string) => t(`two_factor.${s}`)}
        />
        <Table.Column<Row> title={t('col.created')} dataIndex="createdAt" render={(v: string) => dateTime(v)} />
        <Table.Column<Row>
          title={t('col.last_login')}
          dataIndex="lastLoginAt"
          render={(v: string | null) => dateTime(v)}
        />
        <Table.Column<Row>
          title={t('col.actions')}
          render={(_, r) =>
            r.username !== me && (
              <Space wrap>
                <Popconfirm
                  title={
                    r.status === 'active'
                      ? t('confirm.disable', { name: r.username })
                      : t('confirm.enable', { name: r.username })
                  }
                  onConfirm={() =>
                    run('/v2/admin/operator/update', {
                      operatorId: r.id,
                      status: r.status === 'active' ? 'disabled' : 'active',
                    })
                  }
                >
                  <Button size="small" danger={r.status === 'active'}>
                    {r.status === 'active' ? t('operator.disable') : t('operator.enable')}
                  </Button>
                </Popconfirm>
                {r.twoFactor === 'enabled' && (
                  <Popconfirm
                    title={t('confirm.reset_2fa', { name: r.username })}
                    onConfirm={() => run('/v2/admin/operator/totp/reset', { operatorId: r.id })}
                  >
                    <Button size="small">{t('operator.reset_2fa')}</Button>
                  </Popconfirm>
                )}
              </Space>
            )
          }
        />
      </Table>
    </List>
  );
}
