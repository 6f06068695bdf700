import { describe, expect, it } from 'vitest';
import { pathOfRouteName } from '../config/paths';
import { findRouteByName, pageRoutes, redirectRoutes } from './route-table';
import { loginHref, loginTarget } from './guard';

// SPEC.md section 2: every route with its access flag, plus the agent centre's application, home and
// rebate pages, which the agent issue adds to what SPEC.md lists.
const spec: [path: string, requiresAuth: boolean][] = [
  ['/', false],
  ['/redirect/*', true],
  ['/about/about-us', false],
  ['/about/privacy-policy', false],
  ['/about/user-agreement', false],
  ['/about/responsible-game', false],
  ['/about/discount-statute', false],
  ['/account-transfer', false],
  ['/account-transfer-jp', false],
  ['/activity', false],
  // A rebate activity's details (issue #15), reached from its event.
  ['/activity/rebate/:offerId', false],
  ['/agent/apply', true],
  ['/agent/center', true],
  ['/agent/rebates', true],
  ['/agent/subordinate-management', true],
  ['/agent/team-report/:userId?', true],
  ['/agent/team-recharge', true],
  ['/agent/team-withdraw', true],
  ['/download', false],
  ['/game/guide/:tabIndex?', false],
  ['/game/guide/deposit', false],
  ['/game/guide/faq', false],
  ['/game/promotion', false],
  ['/game/notice', false],
  ['/amigo', true],
  ['/amigo-springboard', true],
  // The machine screen and the round verifier of the game hall (issue #5); SPEC.md does not name them.
  ['/amigo/machine/:machineId', true],
  ['/amigo/verify', false],
  ['/privacy-policy', false],
  ['/terms-conditions', false],
  ['/responsible-gaming', false],
  ['/user/user-center', true],
  ['/user/finance/deposit', true],
  ['/user/finance/withdraw', true],
  ['/user/finance/deposit/cryptocurrency', true],
  ['/user/finance/withdraw/cryptocurrency', true],
  ['/user/account-setting', true],
  ['/user/bankcard-setting', true],
  ['/user/record', true],
  ['/user/station-letter', false],
  ['/user/payment-password', true],
  ['/user/update-payment-password', true],
  // Player protection: limits, a break and self-exclusion the player sets (not in SPEC.md).
  ['/user/responsible-play', true],
  // The player's objections to marketing and profiling, and data requests (privacy notice, "Your rights").
  ['/user/your-data', true],
  // Customer service (issue #15): open to visitors, who are given the contact address; a request needs a player.
  ['/user/support', false],
  ['/user/support/new', true],
  ['/user/support/:id', true],
  // Bonus funds (issue #15).
  ['/user/bonus', true],
  ['/login', false],
  ['*', false],
];

describe('the route table', () => {
  it('has every page of SPEC.md with its access flag, and nothing else', () => {
    const table = pageRoutes.map((route) => [route.path, route.requiresAuth]);
    expect(table.sort()).toEqual([...spec].sort());
  });

  it('has unique names and a title for every page', () => {
    const names = pageRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of pageRoutes) expect(route.titleKey ?? route.title, route.name).toBeTruthy();
  });

  it('names the user agreement page userAgreement', () => {
    expect(findRouteByName('userAgreement')?.path).toBe('/about/user-agreement');
  });

  it('hides the redirect helper, login, not-found, machine, verify and single help request pages from menus', () => {
    expect(
      pageRoutes
        .filter((route) => route.hidden)
        .map((route) => route.name)
        .sort(),
    ).toEqual([
      'activityRebate',
      'amigoMachine',
      'amigoVerify',
      'login',
      'notFound',
      'redirect',
      'supportNew',
      'supportTicket',
    ]);
  });

  it('puts the lobby, login and not-found pages in the home layout', () => {
    expect(
      pageRoutes
        .filter((route) => route.layout === 'home')
        .map((route) => route.name)
        .sort(),
    ).toEqual(['home', 'login', 'notFound']);
  });

  it('redirects /index, /agent and /user/finance', () => {
    expect(redirectRoutes).toEqual([
      { path: '/index', to: '/' },
      { path: '/agent', to: '/agent/subordinate-management' },
      { path: '/user/finance', to: '/user/finance/deposit' },
    ]);
  });

  it('resolves route names to addresses, dropping optional parameters', () => {
    expect(pathOfRouteName('userCenter')).toBe('/user/user-center');
    expect(pathOfRouteName('teamReport')).toBe('/agent/team-report');
    expect(pathOfRouteName('gameGuide')).toBe('/game/guide');
    expect(pathOfRouteName('home')).toBe('/');
    expect(pathOfRouteName('redirect')).toBeUndefined();
    expect(pathOfRouteName('notFound')).toBeUndefined();
    expect(pathOfRouteName('nope')).toBeUndefined();
  });
});

describe('the login redirect', () => {
  it('carries the route name and the original query', () => {
    expect(loginHref('record', new URLSearchParams('type=game&page=3'))).toBe(
      '/login?redirect=record&type=game&page=3',
    );
  });

  it('after signing in leads to the named route with the original query', () => {
    expect(loginTarget(new URLSearchParams('redirect=record&type=game'), '/')).toBe('/user/record?type=game');
    expect(loginTarget(new URLSearchParams('redirect=userCenter'), '/')).toBe('/user/user-center');
  });

  it('falls back to the home page for a missing or unknown route name', () => {
    expect(loginTarget(new URLSearchParams(''), '/')).toBe('/');
    expect(loginTarget(new URLSearchParams('redirect=https://evil.example'), '/')).toBe('/');
    expect(loginTarget(new URLSearchParams('redirect=login'), '/')).toBe('/');
  });
});
