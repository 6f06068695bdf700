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
