// Every page's address, once. The route table takes `path` (the router's pattern); menus, links and
// redirects take `getHref(...)`, so renaming an address is one edit here. The keys are the route names
// that ?redirect= carries (SPEC.md section 2).

/** A page whose address takes no parameters. */
const fixed = <P extends string>(path: P) => ({ path, getHref: (): P => path });

/** `?key=value` for the values given, or nothing. */
function query(params: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(params).filter(([, value]) => value !== undefined);
  return pairs.length ? `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value!)}`).join('&')}` : '';
}

export const paths = {
  home: fixed('/'),
  login: {
    path: '/login',
    getHref: (search = '') => `/login${search}`,
  },
  redirect: { path: '/redirect/*' },

  aboutUs: fixed('/about/about-us'),
  aboutPrivacyPolicy: fixed('/about/privacy-policy'),
  userAgreement: {
    path: '/about/user-agreement',
    /** `window`: the bare text, for the reading window over the registration form. */
    getHref: (view?: 'window') => `/about/user-agreement${query({ view })}`,
  },
  responsibleGame: fixed('/about/responsible-game'),
  discountStatute: fixed('/about/discount-statute'),

  accountTransfer: fixed('/account-transfer'),
  accountTransferJp: fixed('/account-transfer-jp'),
  activity: {
    path: '/activity',
    getHref: (id?: number) => `/activity${query({ id })}`,
  },
  activityRebate: {
    path: '/activity/rebate/:offerId',
    getHref: (offerId: number) => `/activity/rebate/${offerId}`,
  },

  agentApply: fixed('/agent/apply'),
  agentCenter: fixed('/agent/center'),
  subordinateManagement: fixed('/agent/subordinate-management'),
  teamReport: {
    path: '/agent/team-report/:userId?',
    getHref: (userId?: string) => (userId ? `/agent/team-report/${encodeURIComponent(userId)}` : '/agent/team-report'),
  },
  teamRecharge: fixed('/agent/team-recharge'),
  teamWithdraw: fixed('/agent/team-withdraw'),
  agentRebates: fixed('/agent/rebates'),

  download: fixed('/download'),

  gameGuide: {
    path: '/game/guide/:tabIndex?',
    getHref: (tabIndex?: number) => (tabIndex === undefined ? '/game/guide' : `/game/guide/${tabIndex}`),
  },
  guideDeposit: fixed('/game/guide/deposit'),
  guideFaq: fixed('/game/guide/faq'),
  promotion: {
    path: '/game/promotion',
    getHref: (id?: number) => `/game/promotion${query({ id })}`,
  },
  notice: {
    path: '/game/notice',
    getHref: (id?: number) => `/game/notice${query({ id })}`,
  },

  amigo: {
    path: '/amigo',
    /** `game`: the game whose machines the hall shows first. */
    getHref: (game?: string) => `/amigo${query({ game })}`,
  },
  amigoSpringboard: {
    path: '/amigo-springboard',
    /** `machineId`: the machine to show first. */
    getHref: (machineId?: string) => `/amigo-springboard${query({ machineId })}`,
  },
  amigoMachine: {
    path: '/amigo/machine/:machineId',
    getHref: (machineId: string) => `/amigo/machine/${encodeURIComponent(machineId)}`,
  },
  amigoVerify: {
    path: '/amigo/verify',
    getHref: (roundSn?: string) => `/amigo/verify${query({ roundSn })}`,
  },

  privacyPolicy: fixed('/privacy-policy'),
  termsConditions: fixed('/terms-conditions'),
  responsibleGaming: fixed('/responsible-gaming'),

  userCenter: fixed('/user/user-center'),
  deposit: fixed('/user/finance/deposit'),
  withdraw: fixed('/user/finance/withdraw'),
  cryptoDeposit: fixed('/user/finance/deposit/cryptocurrency'),
  cryptoWithdraw: fixed('/user/finance/withdraw/cryptocurrency'),
  accountSetting: fixed('/user/account-setting'),
  bankcardSetting: fixed('/user/bankcard-setting'),
  record: {
    path: '/user/record',
    getHref: (tab?: 'deposit' | 'withdraw' | 'game', order?: string) => `/user/record${query({ tab, order })}`,
  },
  stationLetter: fixed('/user/station-letter'),
  paymentPassword: {
    path: '/user/payment-password',
    /** `redirect`: the page (a route name) that sent the player here, where setting it returns them. */
    getHref: (redirect?: 'withdraw' | 'cryptoWithdraw') => `/user/payment-password${query({ redirect })}`,
  },
  updatePaymentPassword: fixed('/user/update-payment-password'),
  responsiblePlay: fixed('/user/responsible-play'),
  yourData: fixed('/user/your-data'),
  bonus: fixed('/user/bonus'),
  support: fixed('/user/support'),
  supportNew: {
    path: '/user/support/new',
    /** `topic`: the topic the form starts on (a data request, from the page of the player's data). */
    getHref: (topic?: string) => `/user/support/new${query({ topic })}`,
  },
  supportTicket: {
    path: '/user/support/:id',
    getHref: (id: number) => `/user/support/${id}`,
  },

  notFound: { path: '*' },
} as const;

export type RouteName = keyof typeof paths;

export const LOGIN_ROUTE_NAME = 'login' satisfies RouteName;

/**
 * The address of a named page without parameters, or undefined when the page needs one or there is no
 * such page (the login redirect carries only a route name and the query, SPEC.md section 2).
 */
export function pathOfRouteName(name: string): string | undefined {
  if (!Object.hasOwn(paths, name)) return undefined;
  const { path } = paths[name as RouteName];
  if (path === '*') return undefined;
  const segments = path.split('/').filter((segment) => !segment.endsWith('?'));
  if (segments.some((segment) => segment.startsWith(':') || segment === '*')) return undefined;
  return segments.join('/') || '/';
}
