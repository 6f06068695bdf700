// The phone's bottom navigation (footerMenu); hidden from 768 px, where the side menu takes over.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { footerMenu } from '../menus';

export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('menu.groups.footer')}>
      <ul>
        {footerMenu.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className="tab-bar-link">
              <Icon name={item.icon} size={22} />
              <span>{t(item.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
