// The player's bound cards, masked to their last four digits, each removable after a confirmation.
import type { BankCard } from '@hall/contracts/bank';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { PopupDialog } from '../../../components/popup-dialog';
import { toast } from '../../../components/toast';
import { useRemoveBankCard } from '../api/remove-bank-card';

export function BankCardList({ cards }: { cards: BankCard[] }) {
  const { t } = useTranslation('finance');
  const format = useMoneyFormat();
  const remove = useRemoveBankCard();
  const [confirming, setConfirming] = useState<BankCard | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const cardName = (card: BankCard) => `${card.bankName} ${card.cardNumberMasked}`;

  const close = () => {
    setConfirming(null);
    trigger.current?.focus();
  };

  return (
    <>
      <ul className="bank-cards" data-testid="bank-cards">
        {cards.map((card) => (
          <li key={card.id} className="bank-card" data-card={card.last4}>
            <div className="bank-card-top">
              <span className="bank-card-icon">
                <Icon name="card" size={22} />
              </span>
              <span className="bank-card-bank">{card.bankName}</span>
            </div>
            <p className="bank-card-number">
              <span aria-hidden="true">{card.cardNumberMasked}</span>
              <span className="visually-hidden">{t('bankCard.endingIn', { last4: card.last4 })}</span>
            </p>
            <dl className="bank-card-details">
              <div>
                <dt>{t('bankCard.holder')}</dt>
                <dd>{card.holderName}</dd>
              </div>
              {(card.branchCode || card.branchName) && (
                <div>
                  <dt>{t('bankCard.branch')}</dt>
                  <dd>{[card.branchCode, card.branchName].filter(Boolean).join(' ')}</dd>
                </div>
              )}
              <div>
                <dt>{t('bankCard.boundAt')}</dt>
                <dd>{format.dateTime(card.createdAt)}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="button-link bank-card-remove"
              aria-label={t('bankCard.removeCard', { card: cardName(card) })}
              onClick={(event) => {
                trigger.current = event.currentTarget;
                setConfirming(card);
              }}
            >
              {t('bankCard.remove')}
            </button>
          </li>
        ))}
      </ul>
      <PopupDialog
        visible={confirming !== null}
        title={t('bankCard.removeTitle')}
        onClose={close}
        showCancelButton
        confirmText={t('bankCard.remove')}
        confirmLoading={remove.isPending}
        onConfirm={() => {
          if (!confirming) return;
          remove.mutate(confirming.id, {
            onSuccess: () => {
              toast.success(t('bankCard.removed'));
              setConfirming(null);
            },
          });
        }}
        testId="remove-card-dialog"
      >
        {confirming && <p>{t('bankCard.removeText', { card: cardName(confirming) })}</p>}
      </PopupDialog>
    </>
  );
}
