// The one-tap install, where the browser offers it (Chromium's beforeinstallprompt), or the note that
// the app is already installed. Elsewhere (Safari, Firefox) the steps below the card explain how.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { toast } from '../../../components/toast';
import { promptInstall, useInstallStore } from '../../../lib/pwa';

export function InstallCard() {
  const { t } = useTranslation('content');
  const state = useInstallStore((store) => store.state);
  return (
    <section className="install-card" aria-labelledby="install-title" data-testid="install-card" data-state={state}>
      <span className="install-card-icon">
        <img src="/icons/icon-192.png" alt="" width={64} height={64} />
      </span>
      <div className="install-card-body">
        <h2 id="install-title" className="install-card-title">
          {t('download.installTitle')}
        </h2>
        <p className="install-card-text" role="status">
          {state === 'installed'
            ? t('download.installed')
            : state === 'available'
              ? t('download.installReady')
              : t('download.installManual')}
        </p>
        {state === 'available' && (
          <Button
            color="primary"
            onClick={() =>
              void promptInstall().then((accepted) => {
                if (accepted) toast.success(t('download.installDone'));
              })
            }
            data-testid="install-button"
          >
            <span className="install-button-label">
              <Icon name="download" size={18} />
              {t('download.installButton')}
            </span>
          </Button>
        )}
      </div>
    </section>
  );
}
