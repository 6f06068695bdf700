// The reality check over the machine: how long this session has lasted and its net result (the
// server's own sentence), with Continue and Stop. Play stays refused by the server until one is
// chosen; Stop ends the session and leaves for the hall.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PopupDialog } from '../../../components/popup-dialog';
import { paths } from '../../../config/paths';
import { answerRealityCheck, type RealityCheck } from '../api/spin';

export function RealityCheckDialog({ check, onAnswered }: { check: RealityCheck; onAnswered: () => void }) {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const answer = async (action: 'continue' | 'stop') => {
    setBusy(true);
    try {
      await answerRealityCheck(action);
      onAnswered();
      if (action === 'stop') void navigate(paths.amigo.getHref());
    } finally {
      setBusy(false);
    }
  };
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
