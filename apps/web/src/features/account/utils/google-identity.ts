// Google sign-in through Google Identity Services. The script is fetched only when the server has a
// Google client id configured, and only once per page view.
export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential: string;
}

export interface GoogleAccountsId {
  initialize: (options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    cancel_on_tap_outside?: boolean;
  }) => void;
  renderButton: (
    parent: HTMLElement,
    options: { theme?: string; size?: string; text?: string; shape?: string; width?: number; locale?: string },
  ) => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

export function loadGoogleIdentity(doc: Document = document): Promise<GoogleAccountsId> {
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const ready = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error('Google Identity Services did not start'));
    };
    if (window.google?.accounts?.id) {
      ready();
      return;
    }
    const script = doc.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = ready;
    script.onerror = () => reject(new Error(`Could not load ${GOOGLE_SCRIPT_URL}`));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    // A later attempt (the dialog opened again) may try anew.
    loading = null;
    throw error;
  });
  return loading;
}
