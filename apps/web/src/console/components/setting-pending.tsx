// Beside a machine's setting: the change is still pending for the players whose seed pairs were
// committed before it. They play the earlier setting until they change seeds, as the terms promise
// (a game's return is not changed while its seed is secret); nothing shows once none is left.
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminMachine } from '@hall/contracts/game';
import type { z } from 'zod';
import { dateTime } from '../format';
import { NS } from '../i18n';

export function SettingPending({ pending }: { pending: z.infer<typeof AdminMachine>['pending'] }) {
  const { t } = useTranslation(NS);
  if (!pending) return null;
  return (
    <Tooltip
      trigger={['hover', 'focus']}
      title={t('game.setting_pending_help', { count: pending.seedPairs, at: dateTime(pending.since) })}
    >
      <Tag color="gold" tabIndex={0} data-testid="setting-pending">
        {t('game.setting_pending', { count: pending.seedPairs })}
      </Tag>
    </Tooltip>
  );
}
