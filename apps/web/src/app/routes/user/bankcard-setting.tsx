// /user/bankcard-setting: the player's bank cards.
import { BankCardsPage } from '../../../features/wallet/components/bank-cards-page';

export default BankCardsPage;
