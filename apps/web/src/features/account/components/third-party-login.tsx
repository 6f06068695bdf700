// "Or continue with" Google and Line, each only when the server has it configured. A Google sign-in
// error is only logged (SPEC.md section 4); Line leaves for its authorize page.
import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthProvidersResponse } from '@hall/contracts/auth';
import { currentLocale } from '../../../lib/locale';
import { useThirdPartyLogin } from '../api/login-third-party';
import { storedAgentCode } from '../utils/agent-code';
import { loadGoogleIdentity } from '../utils/google-identity';
import { startLineLogin } from '../utils/line-login';

export interface ThirdPartyLoginProps {
  providers: AuthProvidersResponse;
  onSignedIn: () => void;
}

export function ThirdPartyLogin({ providers, onSignedIn }: ThirdPartyLoginProps) {
  const { t } = useTranslation('account');
  if (!providers.google && !providers.line) return null;
  return (
    <section className="third-party" aria-labelledby="third-party-title">
      <p id="third-party-title" className="third-party-title">
        <span>{t('login.orContinueWith')}</span>
      </p>
      <div className="third-party-buttons">
        {providers.google && <GoogleButton clientId={providers.google.clientId} onSignedIn={onSignedIn} />}
        {providers.line && (
          <Button
            block
            className="line-button"
            onClick={() => startLineLogin(providers.line!, `${window.location.pathname}${window.location.search}`)}
            data-testid="line-login"
          >
            {t('login.withLine')}
          </Button>
        )}
      </div>
    </section>
  );
}

function GoogleButton({ clientId, onSignedIn }: { clientId: string; onSignedIn: () => void }) {
  const holder = useRef<HTMLDivElement>(null);
  const thirdParty = useThirdPartyLogin();
  const mutateRef = useRef(thirdParty.mutate);
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    mutateRef.current = thirdParty.mutate;
    onSignedInRef.current = onSignedIn;
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        const parent = holder.current;
        if (cancelled || !parent) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => {
            const agentCode = storedAgentCode();
            mutateRef.current(
              { event: 'google', token: credential, ...(agentCode ? { agentCode } : {}) },
              { onSuccess: () => onSignedInRef.current() },
            );
          },
        });
        google.renderButton(parent, {
          theme: 'filled_black',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          width: Math.min(400, Math.max(200, Math.round(parent.clientWidth))),
          locale: currentLocale(),
        });
      })
      .catch((error: unknown) => console.error('Google sign-in is unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return <div ref={holder} className="google-button" data-testid="google-login" />;
}
