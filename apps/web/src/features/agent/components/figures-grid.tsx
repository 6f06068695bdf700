// The team figures of SPEC.md section 3 "Team" for one period, as a list of labelled values.
import type { TeamFigures } from '@hall/contracts/agent';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/use-money-format';

type CountKey = 'activeUsers' | 'registrations' | 'rechargeCount' | 'withdrawalCount' | 'betCount';
type AmountKey = Exclude<keyof TeamFigures, CountKey>;

const COUNTS: CountKey[] = ['activeUsers', 'registrations', 'rechargeCount', 'withdrawalCount', 'betCount'];
const AMOUNTS: AmountKey[] = [
  'rechargeAmount',
  'withdrawalAmount',
  'betAmount',
  'winAmount',
  'profitLoss',
  'rebateAmount',
  'giftAmount',
  'transferAmount',
];

export function FiguresGrid({ figures, testId }: { figures: TeamFigures; testId?: string }) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormat();
  return (
    <dl className="figures-grid" data-testid={testId}>
      {COUNTS.map((key) => (
        <div key={key} data-figure={key}>
          <dt>{t(`figures.${key}`)}</dt>
          <dd>{format.coins(String(figures[key]))}</dd>
        </div>
      ))}
      {AMOUNTS.map((key) => (
        <div key={key} data-figure={key}>
          <dt>{t(`figures.${key}`)}</dt>
          <dd className={key === 'profitLoss' ? signClass(figures[key]) : undefined}>
            {key === 'profitLoss' ? format.signedCoins(figures[key]) : format.coins(figures[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function signClass(amount: string): string | undefined {
  if (amount.startsWith('-')) return 'figure-negative';
  return amount === '0' ? undefined : 'figure-positive';
}
