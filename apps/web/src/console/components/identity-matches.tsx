// A warning where an account's identity is a self-excluded player's: the ID number or card that was
// refused, or the name and date of birth that were taken and flagged. Shown on the KYC review and the
// player page, so the reviewer decides knowing it.
import type { IdentityMatch } from '@hall/contracts/protection-operator';
import { useCustom } from '@refinedev/core';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../format';
import { NS } from '../i18n';

export function IdentityMatches({ userId }: { userId: number }) {
  const { t } = useTranslation(NS);
  const { query } = useCustom<{ list: IdentityMatch[] }>({
    url: '/v2/admin/protection/identity-matches',
    method: 'post',
    config: { payload: { userId } },
    // A warning that cannot be fetched is not shown: the review itself still works.
    errorNotification: false,
  });
  const list = query.data?.data.list ?? [];
  if (list.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="identity-matches"
      message={t('identity_match.title')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {list.map((m) => (
            <li key={`${m.excludedUserId}:${m.field}`}>
              {t(`identity_match.${m.outcome}`, {
                field: t(`identity_match.field.${m.field}`),
                account: `${m.excludedAccount} (#${m.excludedUserId})`,
                when: dateTime(m.createdAt),
              })}
            </li>
          ))}
        </ul>
      }
    />
  );
}
