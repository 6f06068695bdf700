// /user/support/:id: one help request and its conversation.
import { TicketPage } from '../../../features/support/components/ticket-page';

export default TicketPage;
