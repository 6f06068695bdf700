// An operator's role in the operators table: choosing another asks first, naming the operator and
// both roles, since a role decides what the operator may see and do (a mis-click on a table select
// made a support operator an administrator). Cancelling keeps the role shown.
import { App, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OperatorRole } from '@hall/contracts/admin';
import { NS } from '../i18n';

const ROLES = OperatorRole.options;
type Role = (typeof ROLES)[number];

export function RoleSelect({
  operator,
  onChange,
}: {
  operator: { username: string; role: Role };
  onChange: (role: Role) => Promise<unknown>;
}) {
  const { t } = useTranslation(NS);
  const { modal } = App.useApp();
  const choose = async (role: Role) => {
    if (role === operator.role) return;
    const confirmed = await modal.confirm({
      title: t('confirm.role', {
        name: operator.username,
        from: t(`role.${operator.role}`),
        to: t(`role.${role}`),
      }),
      okText: t('confirm.role_ok'),
      cancelText: t('buttons.cancel'),
    });
    if (confirmed) await onChange(role);
  };
  return (
    <Select
      aria-label={t('operator.role_of', { name: operator.username })}
      size="small"
      value={operator.role}
      style={{ minWidth: 120 }}
      onChange={(role: Role) => void choose(role)}
      options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
    />
  );
}
