// The app page: the site installs from the browser (web app manifest and service worker), so the
// page offers the browser's install prompt where there is one and shows the steps for iPhone,
// Android and computers, the visitor's own device first.
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { InstallCard } from './install-card';
import { detectPlatform, platformOrder, type InstallPlatform } from '../utils/platform';
import '../download.css';

const platformIcons: Record<InstallPlatform, IconName> = { ios: 'phone', android: 'phone', desktop: 'monitor' };

export function DownloadPage() {
  const { t } = useTranslation();
  const { t: content, ready } = useTranslation('content');
  const first = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
  return (
    <PageShell title={t('routes.download')} intro={t('intros.download')}>
      {!ready ? (
        <PageLoading />
      ) : (
        <>
          <InstallCard />
          <div className="install-steps">
            {platformOrder(first).map((platform) => {
              const steps = content(`download.steps.${platform}.list`, { returnObjects: true });
              return (
                <section key={platform} className="install-platform" aria-labelledby={`install-${platform}`}>
                  <h2 id={`install-${platform}`} className="install-platform-title">
                    <Icon name={platformIcons[platform]} size={20} />
                    <span>{content(`download.steps.${platform}.title`)}</span>
                  </h2>
                  <ol className="install-step-list">
                    {(Array.isArray(steps) ? (steps as string[]) : []).map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </section>
              );
            })}
          </div>
          <section className="install-why" aria-labelledby="install-why">
            <h2 id="install-why" className="install-platform-title">
              <Icon name="star" size={20} />
              <span>{content('download.whyTitle')}</span>
            </h2>
            <ul className="install-why-list">
              {(content('download.why', { returnObjects: true }) as string[]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </>
      )}
    </PageShell>
  );
}
