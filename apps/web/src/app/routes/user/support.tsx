// /user/support: customer service (the player's help requests, or the contact address for visitors).
import { SupportPage } from '../../../features/support/components/support-page';

export default SupportPage;
