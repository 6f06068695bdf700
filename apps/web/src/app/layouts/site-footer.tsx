// Company, legal and licence links (each page once: the licence pages that repeat an about page are
// left out), who runs the site, and the responsible-play line with the site's minimum age and the
// higher ages some countries set (Japan: 20), as the server's age rules apply them.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSiteOperator } from '../../features/support/api/get-site-operator';
import { aboutMenu, footerLicenceLinks } from '../menus';

/** The site's age and, where a country's law sets a higher one, that age in that country. */
export function responsibleLine(t: TFunction, age: number, byCountry: Record<string, number>, locale: string): string {
  const higher = Object.entries(byCountry).filter(([, countryAge]) => countryAge > age);
  if (higher.length === 0) return t('footer.responsible', { age });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    higher.map(([code, countryAge]) => t('footer.ageIn', { age: countryAge, country: regions.of(code) ?? code })),
  );
  return t('footer.responsibleHigher', { age, higher: list });
}

export function SiteFooter() {
  const { t, i18n } = useTranslation();
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
              <Link to={link.to}>{t(link.labelKey)}</Link>
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
      <p className="footer-note">
        {/* Until the server has said its ages, the line names none rather than a wrong one. */}
        {operator
          ? responsibleLine(t, operator.minimumAge, operator.minimumAgeByCountry ?? {}, i18n.language)
          : t('footer.responsibleAdults')}
      </p>
      <p className="footer-note">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
