// The six menu groups of SPEC.md section 2 as data: where each entry goes, its i18n key and its icon.
import type { IconName } from '../components/icon';
import type { MenuSection } from './route-table';

export interface MenuItem {
  to: string;
  labelKey: string;
  icon: IconName;
  /** Shown only to signed-in agents. */
  agentOnly?: boolean;
  /** A count shown beside the label (see layouts/menu-badge.tsx). */
  badge?: MenuBadgeKind;
}

/** What a menu badge counts: for now, the signed-in player's unread station letters. */
export type MenuBadgeKind = 'unreadLetters';

/** Playing and content: the main navigation. */
export const gameMenu: MenuItem[] = [
  { to: '/', labelKey: 'menu.home', icon: 'home' },
  { to: '/amigo', labelKey: 'menu.gameHall', icon: 'game' },
  { to: '/game/promotion', labelKey: 'menu.promotion', icon: 'gift' },
  { to: '/activity', labelKey: 'menu.activity', icon: 'star' },
  { to: '/game/notice', labelKey: 'menu.notice', icon: 'bell' },
  { to: '/game/guide', labelKey: 'menu.guide', icon: 'book' },
  { to: '/download', labelKey: 'menu.download', icon: 'download' },
  { to: '/account-transfer', labelKey: 'menu.accountTransfer', icon: 'swap' },
];

/** The phone's bottom tab bar. */
export const footerMenu: MenuItem[] = [
  { to: '/', labelKey: 'menu.home', icon: 'home' },
  { to: '/game/promotion', labelKey: 'menu.promotion', icon: 'gift' },
  { to: '/amigo', labelKey: 'menu.gameHall', icon: 'game' },
  { to: '/user/finance/deposit', labelKey: 'menu.deposit', icon: 'wallet' },
  { to: '/user/user-center', labelKey: 'menu.mine', icon: 'user' },
];

/** The signed-in user's drop-down in the header. */
export const userMenu: MenuItem[] = [
  { to: '/user/user-center', labelKey: 'menu.userCenter', icon: 'user' },
  { to: '/user/finance/deposit', labelKey: 'menu.deposit', icon: 'wallet' },
  { to: '/user/finance/withdraw', labelKey: 'menu.withdraw', icon: 'cash' },
  { to: '/user/record', labelKey: 'menu.record', icon: 'list' },
  { to: '/user/station-letter', labelKey: 'menu.stationLetter', icon: 'mail', badge: 'unreadLetters' },
  { to: '/agent/subordinate-management', labelKey: 'menu.agentCenter', icon: 'team', agentOnly: true },
];

/** Beside the user centre pages. */
export const userCenterMenu: MenuItem[] = [
  { to: '/user/user-center', labelKey: 'menu.userCenter', icon: 'user' },
  { to: '/user/finance/deposit', labelKey: 'menu.deposit', icon: 'wallet' },
  { to: '/user/finance/withdraw', labelKey: 'menu.withdraw', icon: 'cash' },
  { to: '/user/finance/deposit/cryptocurrency', labelKey: 'menu.cryptoDeposit', icon: 'coin' },
  { to: '/user/finance/withdraw/cryptocurrency', labelKey: 'menu.cryptoWithdraw', icon: 'arrowUp' },
  { to: '/user/record', labelKey: 'menu.record', icon: 'list' },
  { to: '/user/bankcard-setting', labelKey: 'menu.bankcardSetting', icon: 'card' },
  { to: '/user/account-setting', labelKey: 'menu.accountSetting', icon: 'settings' },
  { to: '/user/payment-password', labelKey: 'menu.paymentPassword', icon: 'lock' },
  { to: '/user/station-letter', labelKey: 'menu.stationLetter', icon: 'mail', badge: 'unreadLetters' },
];

/** Beside the agent centre pages. */
export const agentMenu: MenuItem[] = [
  { to: '/agent/subordinate-management', labelKey: 'menu.subordinateManagement', icon: 'team' },
  { to: '/agent/team-report', labelKey: 'menu.teamReport', icon: 'chart' },
  { to: '/agent/team-recharge', labelKey: 'menu.teamRecharge', icon: 'arrowDown' },
  { to: '/agent/team-withdraw', labelKey: 'menu.teamWithdraw', icon: 'arrowUp' },
];

/** Company and legal pages, also in the footer. */
export const aboutMenu: MenuItem[] = [
  { to: '/about/about-us', labelKey: 'menu.aboutUs', icon: 'info' },
  { to: '/about/privacy-policy', labelKey: 'menu.privacyPolicy', icon: 'shield' },
  { to: '/about/user-agreement', labelKey: 'menu.userAgreement', icon: 'file' },
  { to: '/about/responsible-game', labelKey: 'menu.responsibleGame', icon: 'shield' },
  { to: '/about/discount-statute', labelKey: 'menu.discountStatute', icon: 'gift' },
];

/** Licence pages, linked from the footer with their English titles. */
export const licenceLinks: { to: string; title: string }[] = [
  { to: '/privacy-policy', title: 'Privacy Policy' },
  { to: '/terms-conditions', title: 'Terms & Conditions' },
  { to: '/responsible-gaming', title: 'Responsible Gaming' },
];

export const sectionMenus: Record<MenuSection, { titleKey: string; items: MenuItem[] }> = {
  game: { titleKey: 'menu.groups.game', items: gameMenu },
  user: { titleKey: 'menu.groups.userCenter', items: userCenterMenu },
  agent: { titleKey: 'menu.groups.agent', items: agentMenu },
  about: { titleKey: 'menu.groups.about', items: aboutMenu },
};

/** Entries the current visitor may see. */
export function visibleItems(items: MenuItem[], isAgent: boolean): MenuItem[] {
  return items.filter((item) => !item.agentOnly || isAgent);
}
