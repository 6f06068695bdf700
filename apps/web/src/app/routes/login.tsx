// /login: the lobby with the sign-in dialog open. After signing in the visitor goes where they were
// heading (?redirect=<route name> plus the original query), else to their home page; dismissing goes
// home. It is also where Line sends the visitor back (?code&state): the code is exchanged for a
// session by the server, and the visitor returns to the page they left for Line. A password reset
// link from an e-mail (#reset=<account>&code=<code>, in the fragment so the code never reaches a
// server log) opens find-password with both filled in.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import HomeRoute from './home';
import { loginThirdParty } from '../../features/account/api/login-third-party';
import { openAuthDialog, type ResetPrefill } from '../../features/account/stores/auth-dialog-store';
import { storedAgentCode } from '../../features/account/utils/agent-code';
import { lineRedirectUri, takeLineReturn, type LineReturn } from '../../features/account/utils/line-login';
import { toast } from '../../components/toast';
import { startSession } from '../../lib/session';
import { useSessionStore } from '../../lib/session-store';
import { EmailCode } from '@hall/contracts/fields';
import { paths } from '../../config/paths';
import { loginTarget } from '../guard';

/** Where to go after a Line sign-in: the page left for Line (a /login address keeps its redirect). */
export function lineReturnTarget(returnTo: string, homePage: string): string {
  const url = new URL(returnTo, 'http://x');
  return url.pathname === paths.login.path ? loginTarget(url.searchParams, homePage) : `${url.pathname}${url.search}`;
}

/** The account and code of a password reset link (`#reset=<account>&code=<code>`), if this is one. */
export function resetLinkOf(hash: string): ResetPrefill | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const account = fields.get('reset')?.trim();
  const code = fields.get('code')?.trim();
  return account && code && EmailCode.safeParse(code).success ? { account, code } : null;
}

// A Line code is good once; React may run the effect twice, so each code is exchanged once.
const lineSignIns = new Map<string, Promise<unknown>>();

function signInWithLine(queryClient: QueryClient, code: string): Promise<unknown> {
  let pending = lineSignIns.get(code);
  if (!pending) {
    const agentCode = storedAgentCode();
    pending = loginThirdParty({
      event: 'line',
      token: code,
      redirectUri: lineRedirectUri(),
      ...(agentCode ? { agentCode } : {}),
    }).then((result) => startSession(queryClient, result?.token));
    lineSignIns.set(code, pending);
  }
  return pending;
}

const lineReturns = new Map<string, LineReturn | null>();

/** Reads (once per address) whether this is a return from Line. */
function lineReturnOf(search: string): LineReturn | null {
  if (!lineReturns.has(search)) lineReturns.set(search, takeLineReturn(new URLSearchParams(search)));
  return lineReturns.get(search) ?? null;
}

export default function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const { hash } = useLocation();

  useEffect(() => {
    let active = true;
    const line = lineReturnOf(search);
    if (line?.kind === 'code') {
      signInWithLine(queryClient, line.code).then(
        () => {
          if (active)
            void navigate(lineReturnTarget(line.returnTo, useSessionStore.getState().homePage), { replace: true });
        },
        (error: unknown) => {
          if (!active) return;
          toast.fail((error instanceof Error && error.message) || t('auth.lineFailed'));
          void navigate(paths.login.getHref(), { replace: true });
        },
      );
      return () => {
        active = false;
      };
    }
    if (line) {
      // Refused at Line, or an answer this browser did not ask for: sign in here instead.
      if (line.kind === 'invalid') toast.fail(t('auth.lineFailed'));
      void navigate(paths.login.getHref(), { replace: true });
      return () => {
        active = false;
      };
    }

    const reset = resetLinkOf(hash);
    void openAuthDialog(reset ? { tab: 'findPassword', reset } : { tab: 'login' }).then((confirmed) => {
      if (!active) return;
      const { homePage } = useSessionStore.getState();
      void navigate(confirmed ? loginTarget(new URLSearchParams(search), homePage) : paths.home.getHref(), {
        replace: true,
      });
    });
    return () => {
      active = false;
    };
  }, [navigate, queryClient, search, hash, t]);

  return <HomeRoute />;
}
