// /user/support: a signed-in player's help requests and the way to a new one, with the customer
// service address under them; a visitor is given the address and the way to sign in instead.
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { useSessionStore } from '../../../lib/session-store';
import { ContactNote, ContactPanel } from './contact-panel';
import { TicketList } from './ticket-list';
import '../support.css';

export function SupportPage() {
  const { t } = useTranslation();
  // The pager is worded by the finance texts, the page by its own.
  const { ready } = useTranslation(['support', 'finance']);
  const signedIn = useSessionStore((state) => Boolean(state.token && state.user));
  return (
    <PageShell title={t('routes.support')} intro={t('intros.support')}>
      {!ready ? (
        <PageLoading />
      ) : signedIn ? (
        <div className="support-layout">
          <TicketList />
          <ContactNote />
        </div>
      ) : (
        <ContactPanel />
      )}
    </PageShell>
  );
}
