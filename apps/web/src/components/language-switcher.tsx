// Chooses the interface language. The choice is stored under `lang` and the page reloads (SPEC.md
// section 1), so every text and format follows it.
import { LOCALES, type Locale } from '@hall/contracts/locale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, isLocale, LOCALE_NATIVE_NAMES, switchLocale } from '../lib/locale';
import { Icon } from './icon';

export interface LanguageSwitcherProps {
  onSwitch?: (locale: Locale) => void;
  className?: string;
}

export function LanguageSwitcher({ onSwitch = (locale) => switchLocale(locale), className }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const id = useId();
  const active = currentLocale();
  return (
    <div className={['language-switcher', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <Icon name="globe" size={18} className="language-switcher-icon" />
      <select
        id={id}
        value={active}
        data-testid="language-switcher"
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next) && next !== active) onSwitch(next);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
