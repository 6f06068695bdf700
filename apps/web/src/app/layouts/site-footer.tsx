// Company, legal and licence links (each page once: the licence pages that repeat an about page are
// left out), who runs the site, and the responsible-play line with the site's minimum age.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteOperator } from '../../features/support/api/get-site-operator';
import { aboutMenu, footerLicenceLinks } from '../menus';

export function SiteFooter() {
  const { t } = useTranslation();
  const operator = useSiteOperator().data;
  return (
    <footer className="site-footer">
      <nav aria-label={t('menu.groups.about')}>
        <ul className="footer-links">
          {aboutMenu.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{t(item.labelKey)}</Link>
            </li>
          ))}
          {footerLicenceLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} lang="en">
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {operator?.name && (
        <p className="footer-note">
          {operator.licence
            ? t('footer.operatorLine', { name: operator.name, licence: operator.licence })
            : operator.name}
        </p>
      )}
      <p className="footer-note">{t('footer.responsible', { age: operator?.minimumAge ?? 18 })}</p>
      <p className="footer-note">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
