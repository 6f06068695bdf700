// Company, legal and licence links, and the responsible-play line every licensed site carries.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { aboutMenu, licenceLinks } from '../menus';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t('menu.groups.about')}>
        <ul className="footer-links">
          {aboutMenu.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{t(item.labelKey)}</Link>
            </li>
          ))}
          {licenceLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} lang="en">
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer-note">{t('footer.responsible')}</p>
      <p className="footer-note">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
