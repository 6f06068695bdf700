// The back-office operator the end-to-end server is started with (a finance role, for approving
// withdrawals through the operator API). Finance needs an authenticator: the server starts with this
// one enrolled (a fixture secret, base32), and the tests compute its codes.
export const E2E_OPERATOR = { username: 'e2e-finance', password: 'end to end passphrase', role: 'finance' as const };
export const E2E_OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The content operator the server is started with too, for publishing content and sending letters. */
export const E2E_CONTENT_OPERATOR = {
  username: 'e2e-content',
  password: 'end to end passphrase',
  role: 'content' as const,
};

/** The support operator the server is started with too, for reviewing agent applications. */
export const E2E_SUPPORT_OPERATOR = {
  username: 'e2e-support',
  password: 'end to end passphrase',
  role: 'support' as const,
};

/**
 * The console suite's own operators, so that no other suite spends their authenticator codes: two
 * finance operators for the four-eyes approval (each with its enrolled authenticator) and an admin
 * who enrols its authenticator through the console at its first sign-in.
 */
export const E2E_CONSOLE_FINANCE = [
  {
    username: 'e2e-console-fin-a',
    password: 'end to end passphrase',
    role: 'finance' as const,
    secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
  },
  {
    username: 'e2e-console-fin-b',
    password: 'end to end passphrase',
    role: 'finance' as const,
    secret: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK',
  },
] as const;
export const E2E_CONSOLE_ADMIN = {
  username: 'e2e-console-admin',
  password: 'end to end passphrase',
  role: 'admin' as const,
};
/** Above this many coins a withdrawal needs two finance approvals on the end-to-end server. */
export const E2E_FOUR_EYES_ABOVE = 10_000;
