// The reality check over the machine: how long this session has lasted and its net result (the
// server's own sentence), with Continue and Stop. Play stays refused by the server until one is
// chosen. Stop ends the session: the dialog then shows the session's time and net result as the
// server counted them, and when play reopens, before leaving for the hall.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PopupDialog } from '../../../components/popup-dialog';
import { paths } from '../../../config/paths';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { answerRealityCheck, type RealityCheck } from '../api/spin';

interface Stopped {
  minutes: number;
  net: string;
  pausedUntil: string;
}

export function RealityCheckDialog({ check, onAnswered }: { check: RealityCheck; onAnswered: () => void }) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [stopped, setStopped] = useState<Stopped | null>(null);
  const answer = async (action: 'continue' | 'stop') => {
    setBusy(true);
    try {
      const answered = await answerRealityCheck(action);
      if (action === 'continue') return onAnswered();
      setStopped({
        minutes: answered.sessionMinutes ?? check.minutes,
        net: answered.sessionNet ?? check.net.toString(),
        pausedUntil: answered.pausedUntil ?? new Date().toISOString(),
      });
    } finally {
      setBusy(false);
    }
  };
  const leave = () => {
    onAnswered();
    void navigate(paths.amigo.getHref());
  };
  if (stopped)
    return (
      <PopupDialog
        visible
        title={t('reality.stoppedTitle')}
        onClose={leave}
        onConfirm={leave}
        confirmText={t('reality.toHall')}
        closeOnMaskClick={false}
        testId="reality-stopped"
      >
        <p>{t('reality.played', { count: stopped.minutes })}</p>
        <p data-testid="reality-net">{t('reality.net', { net: `${format.signedCoins(stopped.net)}` })}</p>
        <p>{t('reality.paused', { time: format.dateTime(stopped.pausedUntil) })}</p>
      </PopupDialog>
    );
  return (
    <PopupDialog
      visible
      title={t('reality.title')}
      onClose={() => void answer('stop')}
      onConfirm={() => void answer('continue')}
      confirmText={t('reality.continue')}
      onCancel={() => void answer('stop')}
      cancelText={t('reality.stop')}
      showCancelButton
      confirmLoading={busy}
      closeOnMaskClick={false}
      testId="reality-check"
    >
      <p>{check.message}</p>
    </PopupDialog>
  );
}
