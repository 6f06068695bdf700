// /user/payment-password: setting the fund password.
import { PaymentPasswordPage } from '../../../features/account/components/payment-password-page';

export default PaymentPasswordPage;
