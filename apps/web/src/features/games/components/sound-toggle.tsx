// The machine's sound switch (off by default).
import { useTranslation } from 'react-i18next';

export function SoundToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const { t } = useTranslation('game');
  return (
    <button type="button" className="sound-toggle" aria-pressed={on} onClick={onToggle} data-testid="sound-toggle">
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d="M4 9h4l5-4v14l-5-4H4z" strokeLinejoin="round" />
        {on ? (
          <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" strokeLinecap="round" />
        ) : (
          <path d="M16 9l5 6M21 9l-5 6" strokeLinecap="round" />
        )}
      </svg>
      <span className="sound-toggle-text">{t('machine.sound')}</span>
    </button>
  );
}
