// Configuration from the environment, parsed once by zod. A bad value stops start-up with a message
// that names the variable, so a misconfigured deployment never half-starts.
import { isIPv4 } from 'node:net';
import { HDKey } from '@scure/bip32';
import { z } from 'zod';
import { parseAllowList } from './lib/allow-list';
import { parseProxyAddresses } from './lib/trust-proxy';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.join(' or ')}:`,
    });

/** An extended public key (never a private one: the server must not be able to spend). */
const xpub = z
  .string()
  .trim()
  .refine(
    (v) => {
      try {
        const key = HDKey.fromExtendedKey(v);
        return key.privateKey === null && key.publicKey !== null;
      } catch {
        return false;
      }
    },
    { message: 'must be an extended public key (xpub), not a private one' },
  );

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The interface to listen on. `localhost` (loopback, IPv4 and IPv6) by default, so a server started
   * with no configuration, sandboxes on, cannot be reached from the network; `0.0.0.0` behind a proxy.
   */
  HOST: z.string().min(1).default('localhost'),
  PORT: port.default(3000),
  /** Directory for the embedded database and local files; ignored for the database when DATABASE_URL is set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when empty the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  /** Connections in the PostgreSQL pool. */
  DATABASE_POOL_SIZE: positiveInt.max(500).default(10),
  /** Redis connection string; when empty, shared state lives in the database or process memory. */
  REDIS_URL: url(['redis', 'rediss']).optional(),
  /** Prefix of every key this site writes in Redis (several sites or test runs can share one Redis). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/)
    .default('hall:'),
  /**
   * The address players reach the site at (links in e-mails, payment return pages). Defaults to the
   * address listened on (HOST and PORT), so a server moved to another port still links to itself.
   */
  PUBLIC_URL: url(['http', 'https']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest accepted request body in bytes (uploads have their own limit). */
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  /** Where the built web app lives; empty means apps/web/dist next to this package. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Trust X-Forwarded-* headers from this many proxies in front of the server (0 = none). Only safe
   * when the server cannot be reached except through them: a direct client could name any address.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Instead of a count, the proxies' own addresses (IPs, CIDR ranges, `loopback`, `uniquelocal`,
   * comma-separated): X-Forwarded-For is believed only as far as it passes through them.
   */
  TRUST_PROXY_ADDRESSES: z
    .string()
    .refine(
      (spec) => parseProxyAddresses(spec) !== null,
      'a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    )
    .optional(),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); empty keeps mail in the dev mailbox. */
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Game Hall <no-reply@localhost>'),
  /** The customer service address shown to visitors; by default support@ the domain of PUBLIC_URL. */
  SUPPORT_EMAIL: z.email().optional(),
  /**
   * Who runs the site, as the about page, the terms and the footer name it: the operating company,
   * its licence (authority and number) and its registered address. Required in production; in
   * development the pages say the site is an unlicensed demonstration.
   */
  OPERATOR_NAME: z.string().trim().min(2).max(120).optional(),
  LICENCE_TEXT: z.string().trim().min(2).max(300).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(2).max(300).optional(),
  /** `off` disables captcha checks (automated tests, local development only). */
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  /** When set, a JSON POST is sent here for every registration (the marketing conversion event). */
  CONVERSION_EVENT_URL: url(['http', 'https']).optional(),
  /**
   * Origins (https://cdn.example.com, comma-separated) whose images notices, banners and promotions
   * may show. None by default: content images then come from this site only, so no third party
   * learns who reads what.
   */
  CONTENT_IMAGE_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/i, 'an https origin without a path'))),
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Issuer and key set of Google ID tokens; overridable so tests can use a local issuer. */
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: url(['http', 'https']).default('https://www.googleapis.com/oauth2/v3/certs'),
  LINE_CHANNEL_ID: z.string().optional(),
  LINE_CHANNEL_SECRET: z.string().optional(),
  LINE_ISSUER: z.string().default('https://access.line.me'),
  LINE_AUTHORIZE_URL: url(['http', 'https']).default('https://access.line.me/oauth2/v2.1/authorize'),
  LINE_TOKEN_URL: url(['http', 'https']).default('https://api.line.me/oauth2/v2.1/token'),
  LINE_JWKS_URL: url(['http', 'https']).default('https://api.line.me/oauth2/v2.1/certs'),
  /** Coins per whole unit of each currency (SPEC.md: 1 JPY = 1 coin, 1 CNY = 20 coins). */
  COIN_RATES: z
    .string()
    .regex(/^[A-Z]{3,5}:[1-9]\d{0,6}(,[A-Z]{3,5}:[1-9]\d{0,6})*$/, { message: 'must look like JPY:1,CNY:20' })
    .default('JPY:1,CNY:20')
    .transform((v) =>
      Object.fromEntries(
        v
          .split(',')
          .map((pair) => pair.split(':'))
          .map(([c, r]) => [c!, Number(r)]),
      ),
    ),
  /**
   * The built-in sandboxes (sandbox gateway for deposits and payouts with its published secret, the
   * development mailbox): `auto` turns them on only outside production with a loopback PUBLIC_URL.
   */
  SANDBOX: z.enum(['on', 'off', 'auto']).default('auto'),
  /** Shared HMAC secret of the sandbox gateway's callbacks. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default('sandbox-gateway-secret-not-for-production'),
  /** How long a deposit order may be paid. */
  DEPOSIT_ORDER_MINUTES: positiveInt.max(1440).default(30),
  /** Keys for card numbers at rest: `kid:base64(32 bytes)`, comma-separated for rotation. Required in production. */
  CARD_KEYS: z.string().optional(),
  /** Which of CARD_KEYS encrypts new data (default: the first). */
  CARD_KEY_ID: z.string().optional(),
  /** Withdrawals above this many coins need approved identity verification (KYC). */
  KYC_WITHDRAWAL_THRESHOLD: z.coerce.number().int().min(0).default(100_000),
  /** The threshold counts every pending and paid withdrawal of this many days, so splitting one does not avoid it. */
  KYC_WITHDRAWAL_WINDOW_DAYS: positiveInt.max(3650).default(30),
  /**
   * The age a player confirms at registration and must have to deposit and play (18 in most places,
   * 20 for Japan); a date of birth that makes a player younger closes deposits, play and bonuses.
   */
  MINIMUM_AGE: z.coerce.number().int().min(18).max(25).default(18),
  /**
   * Anti-money-laundering thresholds in coins (1 coin = 1 JPY): crossing one flags the player for an
   * operator's review and asks for approved identity verification before the next withdrawal. The
   * defaults are about EUR 2,000 (JPY 330,000), the casino threshold of the EU's AML directive.
   */
  AML_SINGLE_DEPOSIT: positiveInt.max(Number.MAX_SAFE_INTEGER).default(330_000),
  AML_DAILY_DEPOSIT: positiveInt.max(Number.MAX_SAFE_INTEGER).default(330_000),
  AML_DAILY_WITHDRAW: positiveInt.max(Number.MAX_SAFE_INTEGER).default(330_000),
  /** A withdrawal when the bets since the last deposit are under this many times that deposit is flagged; 0 turns it off. */
  AML_TURNOVER_RATIO: z.coerce.number().min(0).max(100).default(1),
  /** The site's time zone: where a day (team reports, daily rebate settlement) begins and ends. */
  SITE_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone such as Asia/Tokyo')
    .default('Asia/Tokyo'),
  /** Whether this deployment queues the daily rebate settlement at start-up (any one process runs it). */
  REBATE_SETTLEMENT: z.enum(['on', 'off']).default('on'),
  /** Minutes after a day ends before its rebates are settled, so rounds still in flight are counted. */
  REBATE_SETTLE_DELAY_MINUTES: z.coerce.number().int().min(0).max(720).default(10),
  /**
   * Minutes between the scheduled checks of the ledger (the verification `ledger:verify` runs, as a
   * durable job: one run per interval however many processes there are); 0 schedules none from here.
   */
  LEDGER_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  /** How many levels an agent tree may have below its top agent (agent → sub-agent → … → player). */
  AGENT_MAX_DEPTH: positiveInt.max(20).default(5),
  /** How long a background job may run before another process takes it to have died and claims it again. */
  JOB_LEASE_SECONDS: positiveInt.max(3600).default(60),
  /** How often each process looks for due background jobs; 0 runs none in the background here. */
  JOB_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * Extended public keys (xpub) of the crypto deposit addresses, one per chain family; players'
   * addresses are their children. Without one, the sandbox derives from a published test seed
   * (and says "test network"); with sandboxes off, that family is not offered.
   */
  CRYPTO_XPUB_BTC: xpub.optional(),
  CRYPTO_XPUB_EVM: xpub.optional(),
  CRYPTO_XPUB_TRON: xpub.optional(),
  /** The secret the chain watcher signs its reports with; with sandboxes on it defaults to the sandbox's. */
  CRYPTO_WATCHER_SECRET: z.string().min(16).optional(),
  /**
   * Where the JPY price of each coin comes from: a GET answering CoinGecko's simple-price shape
   * (`{"tether":{"jpy":151.2},"bitcoin":{"jpy":…},"ethereum":{"jpy":…}}`). Without it (or while it
   * fails and no earlier answer is kept) CRYPTO_RATE_FALLBACK is used and the rate is marked stale.
   */
  CRYPTO_RATE_URL: url(['http', 'https']).optional(),
  CRYPTO_RATE_TTL_SECONDS: positiveInt.max(86_400).default(300),
  /** A kept rate older than this is shown with a warning. */
  CRYPTO_RATE_STALE_SECONDS: positiveInt.max(604_800).default(3600),
  CRYPTO_RATE_TIMEOUT_MS: positiveInt.max(60_000).default(5000),
  /** JPY per whole coin, used when no live rate is known: `USDT:150,BTC:15000000,ETH:500000`. */
  CRYPTO_RATE_FALLBACK: z
    .string()
    .regex(/^[A-Z]{3,5}:\d{1,12}(\.\d{1,8})?(,[A-Z]{3,5}:\d{1,12}(\.\d{1,8})?)*$/, {
      message: 'must look like USDT:150,BTC:15000000,ETH:500000',
    })
    .default('USDT:150,BTC:15000000,ETH:500000')
    .transform((v) => Object.fromEntries(v.split(',').map((pair) => pair.split(':') as [string, string]))),
  /**
   * The second provider players migrate their balance from: its API (JSY_BASE_URL) and the secret
   * both sides sign requests and answers with. Without them the sandbox provider serves, with
   * sandboxes on; with sandboxes off and no provider, migration is not offered.
   */
  JSY_BASE_URL: url(['http', 'https']).optional(),
  JSY_SECRET: z.string().min(16).optional(),
  /** How long one call to the provider may take before we ask it for the status instead. */
  JSY_TIMEOUT_MS: positiveInt.max(60_000).default(8000),
  /** How long a player has to finish the migration steps once started. */
  MIGRATION_SESSION_MINUTES: positiveInt.max(240).default(30),
  /**
   * An S3-compatible bucket for ID photos (under S3_PREFIX, private) and banner images (under
   * S3_MEDIA_PREFIX, served by our own /media route); when S3_BUCKET is empty both stay in DATA_DIR.
   */
  S3_ENDPOINT: url(['http', 'https']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9.-]{3,63}$/)
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().max(100).default('kyc/'),
  S3_MEDIA_PREFIX: z.string().max(100).default('media/'),
  /** Screenshots sent with help requests (private, like ID photos). */
  S3_SUPPORT_PREFIX: z.string().max(100).default('support/'),
  /** When set, GET /metrics answers only `Authorization: Bearer <this token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** E-mail codes one client address may ask for per hour, whatever the e-mail. */
  CODES_PER_IP_HOUR: positiveInt.max(100_000).default(20),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  SESSION_MAX_HOURS: positiveInt.default(12),
  /**
   * Withdrawals of more coins than this need two different finance operators to approve them
   * (four-eyes); at or below it one approval sends the payout.
   */
  FOUR_EYES_ABOVE: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(100_000),
  /** Operators hold the keys to money and data: their sessions end sooner than players'. */
  OPERATOR_SESSION_IDLE_MINUTES: positiveInt.max(1440).default(15),
  OPERATOR_SESSION_MAX_HOURS: positiveInt.max(72).default(8),
  /**
   * When set, the back-office API answers only these client addresses: a comma-separated list of
   * IPs and CIDR ranges (`10.0.0.0/8, 203.0.113.7`). Empty: any address (the sign-in still applies).
   */
  CONSOLE_ALLOWED_IPS: z
    .string()
    .refine((spec) => parseAllowList(spec) !== null, 'a comma-separated list of IP addresses and CIDR ranges')
    .optional(),
});

const ConfigWithPublicUrl = ConfigSchema.transform((config) => {
  const publicUrl = config.PUBLIC_URL ?? listenUrl(config.HOST, config.PORT);
  return {
    ...config,
    PUBLIC_URL: publicUrl,
    SUPPORT_EMAIL: config.SUPPORT_EMAIL ?? `support@${siteDomain(publicUrl)}`,
  };
});

/** The site's domain name for default addresses: `localhost` when it is reached by an IP address. */
function siteDomain(url: string): string {
  const host = new URL(url).hostname;
  return isIPv4(host) || host.startsWith('[') ? 'localhost' : host.replace(/^www\./, '');
}

export type Config = z.infer<typeof ConfigWithPublicUrl>;

/**
 * The address a browser on this machine reaches HOST:PORT at: a wildcard host (all interfaces) is
 * reached through localhost, an IPv6 literal needs brackets.
 */
export function listenUrl(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '[::]';
  const name = wildcard ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses configuration from an environment-like object; empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ConfigWithPublicUrl.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const s3 = result.data;
  if (s3.S3_BUCKET && (!s3.S3_ENDPOINT || !s3.S3_ACCESS_KEY_ID || !s3.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_BUCKET: needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too']);
  }
  if (result.data.TRUST_PROXY_ADDRESSES && result.data.TRUST_PROXY_HOPS > 0) {
    throw new ConfigError(['TRUST_PROXY_HOPS, TRUST_PROXY_ADDRESSES: set one of them, not both']);
  }
  if (result.data.NODE_ENV === 'production' && !result.data.CARD_KEYS) {
    throw new ConfigError(['CARD_KEYS: required in production (card numbers are encrypted with it)']);
  }
  if (result.data.NODE_ENV === 'production') {
    const missing = (['OPERATOR_NAME', 'LICENCE_TEXT', 'OPERATOR_ADDRESS'] as const).filter((key) => !result.data[key]);
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map((key) => `${key}: required in production (the about page, the terms and the footer show it)`),
      );
    }
  }
  // A deployment that forgot NODE_ENV would otherwise open the sandbox cashier (pays any order), the
  // mailbox (shows every reset code) and a published callback secret to the internet.
  const { SANDBOX, NODE_ENV, PUBLIC_URL } = result.data;
  if (SANDBOX === 'auto' && NODE_ENV !== 'production' && !isLoopbackUrl(PUBLIC_URL)) {
    throw new ConfigError([
      `SANDBOX, NODE_ENV, PUBLIC_URL: the sandboxes would be on (NODE_ENV=${NODE_ENV}) at ${PUBLIC_URL}, which ` +
        'is not a loopback address; set NODE_ENV=production or SANDBOX=off, or SANDBOX=on if they are meant to be public',
    ]);
  }
  return result.data;
}

type SandboxConfig = Pick<Config, 'SANDBOX' | 'NODE_ENV' | 'PUBLIC_URL' | 'HOST'>;

/**
 * Whether the built-in sandboxes (sandbox gateway and payouts, development mailbox) are served.
 * `auto` serves them only where nothing outside this machine can reach them: outside production,
 * listening on loopback only, and with a loopback PUBLIC_URL.
 */
export function sandboxesOn(config: SandboxConfig): boolean {
  return sandboxDecision(config).on;
}

/** The sandboxes' state and, for the start-up line, why. */
export function sandboxDecision(config: SandboxConfig): { on: boolean; why: string } {
  if (config.SANDBOX !== 'auto') return { on: config.SANDBOX === 'on', why: `SANDBOX=${config.SANDBOX}` };
  if (config.NODE_ENV === 'production') return { on: false, why: 'NODE_ENV=production' };
  if (!isLoopbackHost(config.HOST))
    return {
      on: false,
      why: `HOST=${config.HOST} can be reached from other machines (SANDBOX=on serves them anyway)`,
    };
  if (!isLoopbackUrl(config.PUBLIC_URL)) return { on: false, why: `PUBLIC_URL=${config.PUBLIC_URL} is not loopback` };
  return { on: true, why: 'listening on loopback only, outside production' };
}

/** Whether listening on `host` keeps the server on this machine (loopback interfaces only). */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name === '::1') return true;
  return isIPv4(name) && name.startsWith('127.');
}

export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return isIPv4(host) && host.startsWith('127.');
}
