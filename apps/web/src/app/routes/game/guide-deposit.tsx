// /game/guide/deposit: the deposit and withdrawal methods.
import { GuideDepositPage } from '../../../features/content/components/guide-deposit-page';

export default GuideDepositPage;
