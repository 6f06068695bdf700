// The back office: operator sign-in and the shapes its calls share.
import { z } from 'zod';
import { UserStatus } from './user';
import { text } from './fields';
import { CONTENT_LIMITS, LOCALIZED_SUFFIXES, localizedFields } from './content';
import { Day } from './agent';
import { pageOf, Paging, withDateRange } from './paging';

export const OperatorRole = z.enum(['admin', 'finance', 'support', 'content']);
export type OperatorRole = z.infer<typeof OperatorRole>;

/** An operator password's least length: at its making, by an admin or the command, and when changed. */
export const OPERATOR_PASSWORD_MIN = 12;

/** POST /v2/admin/auth/login */
export const OperatorLoginRequest = z.object({
  username: text().trim().min(1, { error: 'validation.required' }).max(32, { error: 'validation.too_long' }),
  password: text({ multiline: true })
    .min(1, { error: 'validation.required' })
    .max(128, { error: 'validation.too_long' }),
});
export type OperatorLoginRequest = z.input<typeof OperatorLoginRequest>;

/** Roles that may not work without a second factor: they move money or run the site. */
export const TWO_FACTOR_ROLES: readonly OperatorRole[] = ['admin', 'finance'];

/**
 * The answer to a right password. `required`: the operator has an authenticator, and gets a short-lived
 * challenge to answer with a code (POST /v2/admin/auth/login/totp), no session yet. Otherwise a
 * session; with `enrol` it may only set up its authenticator (its role needs one) until it has.
 */
export const OperatorLoginResponse = z.discriminatedUnion('twoFactor', [
  z.object({ twoFactor: z.literal('required'), challenge: z.string() }),
  z.object({
    twoFactor: z.enum(['none', 'enrol']),
    token: z.string(),
    role: OperatorRole,
    username: z.string(),
    /** The password an admin gave it: the session may only choose its own (POST /v2/admin/auth/password). */
    passwordChange: z.boolean(),
  }),
]);
export type OperatorLoginResponse = z.infer<typeof OperatorLoginResponse>;

/** A code from the authenticator (six digits) or a recovery code (`xxxxx-xxxxx`). */
export const OperatorCode = text()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, { error: 'validation.invalid' });

/** POST /v2/admin/auth/login/totp */
export const OperatorTotpLoginRequest = z.object({
  challenge: text().min(1, { error: 'validation.required' }).max(64, { error: 'validation.too_long' }),
  code: OperatorCode,
});
export const OperatorSession = z.object({
  token: z.string(),
  role: OperatorRole,
  username: z.string(),
  passwordChange: z.boolean(),
});

/**
 * POST /v2/admin/auth/password: the operator chooses its own password (the first thing an operator
 * an admin made must do). Other sessions of the operator end.
 */
export const OperatorPasswordRequest = z.object({
  currentPassword: text({ multiline: true })
    .min(1, { error: 'validation.required' })
    .max(128, { error: 'validation.too_long' }),
  newPassword: text({ multiline: true })
    .min(OPERATOR_PASSWORD_MIN, { error: 'validation.invalid' })
    .max(128, { error: 'validation.too_long' }),
});

/** POST /v2/admin/auth/totp/setup: a new secret to scan (as a QR code of `uri`) or type in. */
export const TotpSetupResponse = z.object({ secret: z.string(), uri: z.string() });

/** POST /v2/admin/auth/totp/enable: the first code proves the authenticator works. */
export const TotpEnableRequest = z.object({
  code: text()
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.invalid' }),
});
/** Shown once: each recovery code signs in once in place of a code. */
export const TotpEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /v2/admin/operator/totp/reset (admin): the operator enrols again at its next sign-in. */
export const TotpResetRequest = z.object({ operatorId: z.number().int().positive() });

/** POST /v2/admin/auth/me */
export const OperatorInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  role: OperatorRole,
  /** Whether the operator has an authenticator, and whether its role needs one before anything else. */
  twoFactor: z.enum(['enabled', 'off', 'enrol']),
});

export const OperatorStatus = z.enum(['active', 'disabled']);

/** POST /v2/admin/operator/list (admin): every operator, newest first; `search` matches the user name's start. */
export const OperatorListRequest = Paging.extend({
  search: text().trim().max(32, { error: 'validation.too_long' }).optional(),
});
export const OperatorRow = z.object({
  id: z.number().int(),
  username: z.string(),
  role: OperatorRole,
  status: OperatorStatus,
  twoFactor: z.enum(['enabled', 'off', 'enrol']),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export const OperatorListResponse = pageOf(OperatorRow);

/** POST /v2/admin/operator/create (admin). The same rules as the command that makes the first admin. */
export const OperatorCreateRequest = z.object({
  username: text()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,32}$/, { error: 'validation.invalid' }),
  password: text({ multiline: true })
    .min(OPERATOR_PASSWORD_MIN, { error: 'validation.invalid' })
    .max(128, { error: 'validation.too_long' }),
  role: OperatorRole,
});

/** POST /v2/admin/operator/update (admin): a new role or status for another operator; its sessions end. */
export const OperatorUpdateRequest = z
  .object({
    operatorId: z.number().int().positive(),
    role: OperatorRole.optional(),
    status: OperatorStatus.optional(),
  })
  .refine((v) => v.role !== undefined || v.status !== undefined, {
    error: 'validation.required',
    path: ['role'],
  });

/** POST /v2/admin/player/freeze and /unfreeze (support, admin): the reason goes to the audit log. */
export const PlayerFreezeRequest = z.object({
  userId: z.number().int().positive(),
  reason: text().trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.too_long' }),
});

/** A signed whole number of coins, not zero: positive adds to a wallet, negative takes from it. */
export const SignedAmount = text({ error: 'validation.amount' })
  .trim()
  .regex(/^-?[1-9]\d{0,17}$/, { error: 'validation.amount' });

export const AdjustmentStatus = z.enum(['pending', 'approved', 'rejected']);

/** POST /v2/admin/adjustment/propose (support, finance): waits for a different operator's approval. */
export const AdjustmentProposeRequest = z.object({
  userId: z.number().int().positive(),
  amount: SignedAmount,
  reason: text({ multiline: true })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(500, { error: 'validation.too_long' }),
  /**
   * Money the player paid in another way, booked by hand: counts against the player's deposit limits
   * and is refused while the player's deposits are closed. Only a credit can be one.
   */
  deposit: z.boolean().default(false),
});

/** POST /v2/admin/adjustment/list (support, finance): newest first. */
export const AdjustmentListRequest = Paging.extend({
  status: AdjustmentStatus.optional(),
  userId: z.number().int().positive().optional(),
});
export const AdjustmentRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  amount: z.string(),
  reason: z.string(),
  deposit: z.boolean(),
  status: AdjustmentStatus,
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export const AdjustmentListResponse = pageOf(AdjustmentRow);

/** POST /v2/admin/adjustment/approve (finance): never by the operator who proposed it. */
export const AdjustmentApproveRequest = z.object({ id: z.number().int().positive() });
/** POST /v2/admin/adjustment/reject (finance, or the proposer withdrawing its own). */
export const AdjustmentRejectRequest = z.object({
  id: z.number().int().positive(),
  reason: text({ multiline: true })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(500, { error: 'validation.too_long' }),
});

const auditFilterShape = {
  /** The operator's user name, exactly (any case). */
  operator: text().trim().max(32, { error: 'validation.too_long' }).optional(),
  /** An action or the start of one: `withdrawal.` finds every withdrawal decision. */
  action: text().trim().max(64, { error: 'validation.too_long' }).optional(),
  targetType: text().trim().max(32, { error: 'validation.too_long' }).optional(),
  targetId: text().trim().max(64, { error: 'validation.too_long' }).optional(),
};
/** POST /v2/admin/audit/list (admin): operator actions, newest first, filtered by who, what, on what and when. */
export const AuditListRequest = withDateRange(Paging.extend(auditFilterShape));
/** POST /v2/admin/audit/export (admin): the same filter, without paging. */
export const AuditFilter = withDateRange(z.object(auditFilterShape));
export const AuditRow = z.object({
  id: z.number().int(),
  operator: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export const AuditListResponse = pageOf(AuditRow);

/** POST /v2/admin/audit/export (admin): the same filter as CSV, at most AUDIT_EXPORT_MAX rows, newest first. */
export const AUDIT_EXPORT_MAX = 10_000;
export const AuditExportResponse = z.object({
  filename: z.string(),
  csv: z.string(),
  rows: z.number().int(),
  /** True when more rows matched than one export holds: narrow the dates. */
  truncated: z.boolean(),
});

/** Figures of one day in the site's time zone, in whole coins (decimal strings) and counts. */
export const DashboardDay = z.object({
  day: z.string(),
  registrations: z.number().int(),
  deposits: z.string(),
  withdrawals: z.string(),
  bets: z.string(),
  wins: z.string(),
  /** Gross gaming revenue: bets − wins (may be negative on a lucky day for players). */
  ggr: z.string(),
  bonuses: z.string(),
  rebates: z.string(),
  /** Players who bet or deposited that day. */
  activePlayers: z.number().int(),
});
export const DASHBOARD_DAYS = 30;
/**
 * The same figures for one hour of today on the site's clock: `hour` 0 is local midnight to 1 a.m.
 * There are always 24; on a day the clocks change, the repeated hour holds both and the skipped one
 * holds nothing.
 */
export const DashboardHour = DashboardDay.omit({ day: true }).extend({ hour: z.number().int().min(0).max(23) });
export type DashboardHour = z.infer<typeof DashboardHour>;
/**
 * The latest scheduled check of the ledger (the verification `ledger:verify` runs): when it ran,
 * whether every balance matched its entries and the total was zero, and if not what disagreed (the
 * first lines of `problemCount`). `lastOkAt`: when a check last found the ledger right.
 */
export const LedgerCheck = z.object({
  checkedAt: z.string(),
  ok: z.boolean(),
  problems: z.array(z.string()),
  problemCount: z.number().int(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  entries: z.number().int(),
  lastOkAt: z.string().nullable(),
});
export type LedgerCheck = z.infer<typeof LedgerCheck>;
/**
 * POST /v2/admin/dashboard (any operator): the last DASHBOARD_DAYS days, today last, today by hour,
 * what waits for a decision, and the latest ledger check (null before the first).
 */
export const DashboardResponse = z.object({
  timeZone: z.string(),
  days: z.array(DashboardDay),
  /** Today (the last of `days`) hour by hour, 0 to 23. */
  hours: z.array(DashboardHour),
  queues: z.object({
    kyc: z.number().int(),
    withdrawals: z.number().int(),
    agentApplications: z.number().int(),
    adjustments: z.number().int(),
    /** Help requests waiting for an answer. */
    supportTickets: z.number().int(),
    /** AML flags waiting for review. */
    amlFlags: z.number().int(),
  }),
  ledgerCheck: LedgerCheck.nullable(),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/** POST /v2/admin/player/search (support, finance): by account (its start), e-mail, id, phone or card's last four. */
export const PlayerSearchRequest = Paging.extend({
  q: text().trim().min(1, { error: 'validation.required' }).max(254, { error: 'validation.too_long' }),
});
export const PlayerSearchRow = z.object({
  id: z.number().int(),
  account: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: UserStatus,
  /** Coins in the wallet, a decimal string. */
  balance: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export const PlayerSearchResponse = pageOf(PlayerSearchRow);

const PlayerId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** POST /v2/admin/player/get (support, finance): everything the desk needs on one player. */
export const PlayerGetRequest = z.object({ userId: PlayerId });
export const PlayerDetail = z.object({
  profile: z.object({
    id: z.number().int(),
    account: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    nickname: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    countryCode: z.string().nullable(),
    locale: z.string().nullable(),
    status: UserStatus,
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  }),
  balance: z.string(),
  /** The latest identity check's state, or null when none was sent. */
  kycStatus: z.string().nullable(),
  isAgent: z.boolean(),
  /** Accounts from the top of the player's agent chain down to its direct agent. */
  agentChain: z.array(z.string()),
  cards: z.array(
    z.object({
      id: z.number().int(),
      bankName: z.string(),
      last4: z.string(),
      createdAt: z.string(),
      removed: z.boolean(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  notes: z.array(z.object({ id: z.number().int(), operator: z.string(), text: z.string(), createdAt: z.string() })),
});
export type PlayerDetail = z.infer<typeof PlayerDetail>;

/** POST /v2/admin/player/ledger (support, finance): the wallet's entries, newest first. */
export const PlayerLedgerRequest = Paging.extend({ userId: PlayerId });
export const PlayerLedgerRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** Signed coins: positive into the wallet. */
  amount: z.string(),
  balanceAfter: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export const PlayerLedgerResponse = pageOf(PlayerLedgerRow);

/** POST /v2/admin/player/rounds (support, finance): a player's game rounds, newest first. */
export const PlayerRoundsRequest = Paging.extend({ userId: PlayerId });
export const PlayerRoundRow = z.object({
  roundSn: z.string(),
  machineId: z.string(),
  gameId: z.string(),
  bet: z.string(),
  win: z.string(),
  /** `big` or `reg` when the round gave a pachislot bonus. */
  bonus: z.string().nullable(),
  /** The hash of the server seed the round was drawn from, for a fairness question. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  createdAt: z.string(),
  /** Voided by an operator: its stake was returned and its win taken back. */
  voided: z.boolean(),
});
export const PlayerRoundsResponse = pageOf(PlayerRoundRow);

/** POST /v2/admin/player/session/revoke (support): one session, or every one when sessionId is absent. */
export const PlayerSessionRevokeRequest = z.object({
  userId: PlayerId,
  sessionId: z.number().int().positive().optional(),
});

const letterTitle = text().trim().max(CONTENT_LIMITS.title, { error: 'validation.too_long' }).default('');
const letterBody = text({ multiline: true }).max(CONTENT_LIMITS.richText, { error: 'validation.too_long' }).default('');
/**
 * POST /v2/admin/player/letter (support, content; admin): a station letter to this one player from
 * the desk, in as many of the seven languages as the operator writes (at least one title and one
 * body; the player reads theirs, or another one written). Bodies are rich text, cleaned by the
 * server like every letter's. Answers the letter's id.
 */
export const PlayerLetterRequest = z
  .object({
    userId: PlayerId,
    ...localizedFields('title', letterTitle),
    ...localizedFields('body', letterBody),
  })
  .superRefine((value, ctx) => {
    const fields = value as unknown as Record<string, string>;
    for (const base of ['title', 'body'])
      if (!LOCALIZED_SUFFIXES.some((s) => fields[`${base}${s}`]!.trim() !== ''))
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: 1,
          inclusive: true,
          input: '',
          path: [`${base}${LOCALIZED_SUFFIXES[0]}`],
          message: 'validation.required',
        });
  });
export type PlayerLetterRequest = z.input<typeof PlayerLetterRequest>;
export const PlayerLetterResponse = z.object({ id: z.number().int() });

/** POST /v2/admin/player/note (support, finance): an internal note, never shown to the player. */
export const PlayerNoteRequest = z.object({
  userId: PlayerId,
  text: text({ multiline: true })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(1000, { error: 'validation.too_long' }),
});

export const REPORT_MAX_DAYS = 400;
/** POST /v2/admin/report (finance): GGR and payments by day or month over local days `from`..`to`. */
export const ReportRequest = z
  .object({
    granularity: z.enum(['day', 'month']).default('day'),
    // Both or neither: without them the report covers the last seven days in the site's time zone,
    // which a browser in another zone cannot work out for itself.
    from: Day.optional(),
    to: Day.optional(),
  })
  .refine((v) => (v.from === undefined) === (v.to === undefined), { error: 'validation.required', path: ['to'] })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: 'validation.invalid', path: ['to'] })
  .refine((v) => !v.from || !v.to || (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    error: 'validation.invalid',
    path: ['from'],
  });
export const ReportGamesRow = z.object({
  period: z.string(),
  bets: z.string(),
  wins: z.string(),
  ggr: z.string(),
  bonuses: z.string(),
  rebates: z.string(),
});
export const ReportPaymentsRow = z.object({
  period: z.string(),
  direction: z.enum(['deposit', 'withdrawal']),
  channel: z.string(),
  currency: z.string(),
  count: z.number().int(),
  /** Money paid in or out, in the currency, as a plain decimal (1234.50). */
  amount: z.string(),
  /** Coins credited (deposits) or debited (withdrawals). */
  coins: z.string(),
});
export const ReportResponse = z.object({
  timeZone: z.string(),
  /** The days reported, as asked or as defaulted. */
  from: z.string(),
  to: z.string(),
  games: z.array(ReportGamesRow),
  payments: z.array(ReportPaymentsRow),
});
export type ReportResponse = z.infer<typeof ReportResponse>;
/** POST /v2/admin/report/export (finance): the same report as CSV, both tables one after the other. */
export const ReportExportResponse = z.object({ filename: z.string(), csv: z.string() });
