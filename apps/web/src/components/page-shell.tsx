// The frame of every page: its heading and, while a feature is still to come, an honest notice saying
// so instead of invented content.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';

export interface PageShellProps {
  title: string;
  /** Language of the title when it differs from the page's (the licence pages keep English titles). */
  titleLang?: string;
  /** One line under the heading saying what the page is for. */
  intro?: string;
  children?: ReactNode;
}

export function PageShell({ title, titleLang, intro, children }: PageShellProps) {
  return (
    <article className="page">
      <header className="page-header">
        <h1 className="page-title" lang={titleLang}>
          {title}
        </h1>
        {intro && <p className="page-intro">{intro}</p>}
      </header>
      {children}
    </article>
  );
}

export interface ComingSoonProps {
  /** What will appear here; a general line when left out. */
  description?: string;
  icon?: IconName;
}

export function ComingSoon({ description, icon = 'info' }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <section className="coming-soon" aria-label={t('common.comingSoonTitle')}>
      <span className="coming-soon-icon">
        <Icon name={icon} size={32} />
      </span>
      <p className="coming-soon-title">{t('common.comingSoonTitle')}</p>
      <p className="coming-soon-text">{description ?? t('common.comingSoonText')}</p>
    </section>
  );
}
