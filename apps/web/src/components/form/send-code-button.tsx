// The button that e-mails a code: disabled while its input is not ready or the resend countdown
// runs, then "Resend (N s)" (SPEC.md section 4).
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Countdown } from '../../lib/use-countdown';

export interface SendCodeButtonProps {
  countdown: Countdown;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  testId?: string;
}

export function SendCodeButton({ countdown, onClick, disabled = false, loading = false, testId }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const label = countdown.running
    ? t('sendCode.resendIn', { seconds: countdown.remaining })
    : countdown.started
      ? t('sendCode.resend')
      : t('sendCode.send');
  return (
    <Button
      type="button"
      color="primary"
      fill="outline"
      className="send-code-button"
      disabled={disabled || countdown.running}
      loading={loading}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
