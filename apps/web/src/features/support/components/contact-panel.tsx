// The customer service address: for visitors, with the way to sign in and write from the site; for
// signed-in players, a line under their requests.
import { Button } from 'antd-mobile';
import { Trans, useTranslation } from 'react-i18next';
import '../../../components/form/form.css';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { requestSignIn } from '../../../lib/sign-in-request';
import { useSupportContact } from '../api/get-contact';

function EmailLink({ email }: { email: string }) {
  return (
    <a className="text-link support-email" href={`mailto:${email}`} data-testid="support-email">
      {email}
    </a>
  );
}

export function ContactPanel() {
  const { t } = useTranslation('support');
  const contact = useSupportContact();
  return (
    <section
      className="form-section support-contact"
      aria-labelledby="support-contact-title"
      data-testid="support-contact"
    >
      <h2 id="support-contact-title" className="form-section-title">
        {t('contact.title')}
      </h2>
      <p className="form-section-text">{t('contact.text')}</p>
      {contact.isPending ? (
        <PageLoading />
      ) : contact.isError ? (
        <LoadError onRetry={() => void contact.refetch()} />
      ) : (
        <p className="support-contact-address">
          <EmailLink email={contact.data.email} />
        </p>
      )}
      <p className="form-section-text">{t('contact.signInText')}</p>
      <div className="form-actions">
        <Button color="primary" onClick={() => void requestSignIn()} data-testid="support-sign-in">
          {t('contact.signIn')}
        </Button>
      </div>
    </section>
  );
}

export function ContactNote() {
  const { t } = useTranslation('support');
  const contact = useSupportContact();
  if (!contact.data) return null;
  return (
    <p className="support-note">
      <Trans
        t={t}
        i18nKey="contact.also"
        values={{ email: contact.data.email }}
        components={{ email: <EmailLink email={contact.data.email} /> }}
      />
    </p>
  );
}
