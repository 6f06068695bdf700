// A withdrawal refused because a bonus is being wagered (409 `bonus_active`, the locked coins in
// data.bonus): the dialog that says what withdrawing now gives up and asks the player to choose.
// Confirming sends the same withdrawal again with `forfeitBonus` and a new request key.
// Shared by the bank withdrawal (wallet) and the crypto withdrawal (crypto) forms; its texts are the
// `bonus` namespace's, loaded when a form first shows it (it is mounted with the form, closed).
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../lib/use-money-format';
import { PopupDialog } from './popup-dialog';

export interface BonusForfeitDialogProps {
  /** The locked coins, while the dialog is open; null when closed. */
  bonus: string | null;
  busy: boolean;
  onForfeit: () => void;
  onKeep: () => void;
}

export function BonusForfeitDialog({ bonus, busy, onForfeit, onKeep }: BonusForfeitDialogProps) {
  const { t } = useTranslation('bonus');
  const format = useMoneyFormat();
  return (
    <PopupDialog
      visible={bonus !== null}
      title={t('withdraw.title')}
      onClose={onKeep}
      onConfirm={onForfeit}
      confirmLoading={busy}
      confirmText={t('withdraw.forfeit')}
      cancelText={t('withdraw.keep')}
      showCancelButton
      testId="bonus-forfeit-withdraw"
    >
      {bonus !== null && (
        <>
          <p>
            <strong>{t('withdraw.text', { amount: format.coins(bonus), count: Number(bonus) })}</strong>
          </p>
          <p>{t('withdraw.cashStays')}</p>
        </>
      )}
    </PopupDialog>
  );
}
