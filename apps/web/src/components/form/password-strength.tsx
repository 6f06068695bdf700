// The password strength meter of SPEC.md section 5: four levels, one per character class present
// (lowercase, uppercase, digit, other), and 0 while the password is empty or shorter than 6.
import { passwordStrength } from '@hall/contracts/fields';
import { useTranslation } from 'react-i18next';
import './form.css';

export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const level = passwordStrength(password);
  const levelText = t(password ? `passwordStrength.level${level}` : 'passwordStrength.empty');
  return (
    <div className="strength" data-level={level} id={id} data-testid="password-strength">
      <div
        className="strength-bars"
        role="meter"
        aria-label={t('passwordStrength.label')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={level}
        aria-valuetext={levelText}
      >
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={bar <= level ? 'strength-bar strength-bar-on' : 'strength-bar'} />
        ))}
      </div>
      <span className="strength-text">
        {t('passwordStrength.label')}: {levelText}
      </span>
    </div>
  );
}
