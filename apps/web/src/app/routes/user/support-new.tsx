// /user/support/new: a new help request.
import { NewRequestPage } from '../../../features/support/components/new-request-page';

export default NewRequestPage;
