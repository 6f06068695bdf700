// The coin and network a player deposits or withdraws on, shared by both pages: loading and errors,
// "not available", the test-network notice, the coin cards, then the page's own part for the coin
// chosen (the first offered until the player picks another).
import type { CoinInfo, CoinsResponse } from '@hall/contracts/crypto';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout } from '../../../components/callout';
import { LoadError } from '../../../components/load-error';
import { OptionCards } from '../../../components/option-cards';
import { PageLoading } from '../../../components/page-loading';
import { useCoins } from '../api/crypto';

export const pairOf = (c: Pick<CoinInfo, 'coin' | 'network'>) => `${c.coin}|${c.network}`;

export interface CoinChoiceProps {
  /** Titles the "not available" notice. */
  unavailableTitle: string;
  /** What the test-network notice says this page does. */
  testNetworkText: string;
  children: (coin: CoinInfo, coins: CoinsResponse) => ReactNode;
}

export function CoinChoice({ unavailableTitle, testNetworkText, children }: CoinChoiceProps) {
  const { t } = useTranslation('crypto');
  const coins = useCoins();
  const [pair, setPair] = useState<string>();
  if (coins.isPending) return <PageLoading />;
  if (coins.isError) return <LoadError onRetry={() => void coins.refetch()} />;
  const offered = coins.data.coins.filter((c) => c.enabled);
  if (!offered.length)
    return (
      <Callout tone="warning" role="status" title={unavailableTitle}>
        <p>{t('unavailableText')}</p>
      </Callout>
    );
  const chosen = offered.find((c) => pairOf(c) === pair) ?? offered[0]!;
  return (
    <>
      {coins.data.testNetwork && (
        <Callout tone="info" role="status" title={t('testNetwork')}>
          <p>{testNetworkText}</p>
        </Callout>
      )}
      <OptionCards
        legend={t('choose')}
        testId="crypto-coin"
        value={pairOf(chosen)}
        onChange={setPair}
        options={offered.map((c) => ({
          value: pairOf(c),
          title: `${c.coin} · ${t(`network.${c.network}`)}`,
          detail: c.standard,
        }))}
      />
      {children(chosen, coins.data)}
    </>
  );
}
