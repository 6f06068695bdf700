// /user/support/:id: one help request and its conversation.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { TicketDetail } from './ticket-detail';
import '../support.css';

export function TicketPage() {
  const { t } = useTranslation();
  // Load errors are worded by the finance texts, the page by its own.
  const { ready } = useTranslation(['support', 'finance']);
  const { id } = useParams();
  return (
    <PageShell title={t('routes.supportTicket')} intro={t('intros.supportTicket')}>
      {ready ? <TicketDetail id={Number(id)} /> : <PageLoading />}
    </PageShell>
  );
}
