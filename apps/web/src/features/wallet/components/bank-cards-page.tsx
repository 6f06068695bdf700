// Bank cards for deposits and withdrawals: the cards bound so far and the form that binds another.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { bankCardsQuery } from '../api/get-bank-cards';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { useSessionStore } from '../../../lib/session-store';
import { useBanks } from '../api/get-banks';
import { BankCardList } from './bank-card-list';
import { BindCardForm } from './bind-card-form';
import '../../../styles/money.css';

/** The server binds at most this many cards per player. */
const MAX_CARDS = 5;

export function BankCardsPage() {
  const { t, ready } = useTranslation('finance');
  const user = useSessionStore((state) => state.user);
  const cards = useQuery(bankCardsQuery);
  const banks = useBanks();
  const title = t('routes.bankcardSetting', { ns: 'translation' });
  const intro = t('intros.bankcardSetting', { ns: 'translation' });

  if (!ready || cards.isPending || banks.isPending || !user) {
    return (
      <PageShell title={title} intro={intro}>
        <PageLoading />
      </PageShell>
    );
  }
  const list = cards.data ?? [];
  return (
    <PageShell title={title} intro={intro}>
      <div className="bank-card-page">
        <section aria-labelledby="my-cards-title">
          <h2 id="my-cards-title" className="section-heading">
            {t('bankCard.myCards', { n: list.length, max: MAX_CARDS })}
          </h2>
          {cards.isError ? (
            <LoadError onRetry={() => void cards.refetch()} />
          ) : list.length ? (
            <BankCardList cards={list} />
          ) : (
            <p className="record-empty">{t('bankCard.none')}</p>
          )}
        </section>
        <section aria-labelledby="bind-card-title">
          <h2 id="bind-card-title" className="section-heading">
            {t('bankCard.bindTitle')}
          </h2>
          <BindCardForm banks={banks.data ?? []} user={user} full={list.length >= MAX_CARDS} maxCards={MAX_CARDS} />
        </section>
      </div>
    </PageShell>
  );
}
