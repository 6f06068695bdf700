// The agent's code and invite link: a QR code of the link for a phone beside it, and buttons that copy
// either or hand the link to the device's share sheet where there is one.
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { toast } from '../../../components/toast';
import { copyText } from '../../../lib/copy-text';

export function InviteCard({ code, inviteUrl }: { code: string; inviteUrl: string }) {
  const { t } = useTranslation('agent');
  const copy = (value: string, done: string) => copyText(value, { done, failed: t('invite.copyFailed') });
  const canShare = typeof navigator.share === 'function';
  const share = () =>
    navigator
      .share({ title: t('invite.shareTitle'), text: t('invite.shareText', { code }), url: inviteUrl })
      .catch((error: unknown) => {
        // Closing the share sheet rejects with AbortError: nothing went wrong.
        if (!(error instanceof DOMException && error.name === 'AbortError')) toast.fail(t('invite.shareFailed'));
      });

  return (
    <section className="agent-card invite-card" aria-labelledby="invite-title" data-testid="invite-card">
      <h2 id="invite-title" className="agent-card-title">
        {t('invite.title')}
      </h2>
      <div className="invite-body">
        <div className="invite-qr">
          <QRCodeSVG value={inviteUrl} size={148} marginSize={2} title={t('invite.qrLabel')} role="img" />
        </div>
        <dl className="invite-values">
          <div>
            <dt>{t('invite.code')}</dt>
            <dd className="invite-code mono" data-testid="agent-code">
              {code}
            </dd>
          </div>
          <div>
            <dt>{t('invite.link')}</dt>
            <dd className="invite-link mono" data-testid="invite-url">
              {inviteUrl}
            </dd>
          </div>
        </dl>
      </div>
      <div className="agent-actions">
        <button type="button" className="agent-action" onClick={() => void copy(code, t('invite.codeCopied'))}>
          <Icon name="file" />
          <span>{t('invite.copyCode')}</span>
        </button>
        <button type="button" className="agent-action" onClick={() => void copy(inviteUrl, t('invite.linkCopied'))}>
          <Icon name="file" />
          <span>{t('invite.copyLink')}</span>
        </button>
        {canShare && (
          <button type="button" className="agent-action" onClick={() => void share()}>
            <Icon name="share" />
            <span>{t('invite.share')}</span>
          </button>
        )}
      </div>
    </section>
  );
}
