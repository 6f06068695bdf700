// /user/finance/withdraw: withdrawals to a bound card.
import { WithdrawPage } from '../../../../features/wallet/components/withdraw-page';

export default WithdrawPage;
