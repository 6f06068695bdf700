// /user/update-payment-password: changing the fund password.
import { UpdatePaymentPasswordPage } from '../../../features/account/components/update-payment-password-page';

export default UpdatePaymentPasswordPage;
