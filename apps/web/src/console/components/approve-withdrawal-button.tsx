// A withdrawal's approval: a confirmation naming the amount and the player and, when the player has
// AML flags waiting for review, each flag with its figures and an "Approve anyway". The approval
// names the flags shown (`flagsSeen`): the server refuses one that passes over a flag it did not show.
import type { AdminWithdrawal } from '@hall/contracts/withdrawal';
import { Button, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { coins, dateTime } from '../format';
import { NS } from '../i18n';

type Row = z.infer<typeof AdminWithdrawal>;

export function ApproveWithdrawalButton({
  row,
  me,
  onApprove,
}: {
  row: Row;
  /** The signed-in operator: the one who gave the first approval cannot give the second. */
  me: string | undefined;
  onApprove: (flagsSeen: number[]) => unknown;
}) {
  const { t } = useTranslation(NS);
  const flagged = row.openFlags.length > 0;
  const approvedBefore = row.firstApprovedBy !== null && row.firstApprovedBy === me;
  return (
    <Tooltip title={approvedBefore ? t('four_eyes.not_again') : undefined}>
      <Popconfirm
        title={<ApproveQuestion row={row} />}
        okText={flagged ? t('aml.approve_anyway') : undefined}
        okButtonProps={{ danger: flagged }}
        onConfirm={() => onApprove(row.openFlags.map((f) => f.id))}
        disabled={approvedBefore}
      >
        <Button size="small" type="primary" disabled={approvedBefore}>
          {row.firstApprovedBy ? t('action.second_approve') : t('action.approve')}
        </Button>
      </Popconfirm>
    </Tooltip>
  );
}

/** The question, and under it the player's flags waiting for review, each with its figures. */
function ApproveQuestion({ row }: { row: Row }) {
  const { t } = useTranslation(NS);
  const question = t('confirm.approve_withdrawal', { amount: coins(row.coinAmount), account: row.account });
  if (row.openFlags.length === 0) return <>{question}</>;
  return (
    <Space direction="vertical" size={4} data-testid="approve-open-flags">
      <span>{question}</span>
      <Typography.Text type="danger" strong>
        {t('aml.approve_open_flags', { count: row.openFlags.length })}
      </Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {row.openFlags.map((f) => (
          <li key={f.id}>
            {t(`aml.rule.${f.rule}`)}:{' '}
            {t('aml.of_threshold', { amount: coins(f.amount), threshold: coins(f.threshold) })}{' '}
            <small>({dateTime(f.createdAt)})</small>
          </li>
        ))}
      </ul>
      <Link to="/aml">{t('aml.withdrawal_mark')}</Link>
    </Space>
  );
}
