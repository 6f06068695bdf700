// The six menu groups of SPEC.md section 2 as data: where each entry goes, its i18n key and its icon.
import type { IconName } from '../components/icon';
import type { MenuSection } from './route-meta';
import { paths } from '../config/paths';

export interface MenuItem {
  to: string;
  labelKey: string;
  icon: IconName;
  /** Shown only to signed-in agents. */
  agentOnly?: boolean;
  /** Shown only to those who are not agents (the way to become one). */
  playersOnly?: boolean;
  /** A count shown beside the label (see layouts/menu-badge.tsx). */
  badge?: MenuBadgeKind;
}

/** What a menu badge counts: for now, the signed-in player's unread station letters. */
export type MenuBadgeKind = 'unreadLetters';

/** Playing and content: the main navigation. */
export const gameMenu: MenuItem[] = [
  { to: paths.home.getHref(), labelKey: 'menu.home', icon: 'home' },
  { to: paths.amigo.getHref(), labelKey: 'menu.gameHall', icon: 'game' },
  { to: paths.promotion.getHref(), labelKey: 'menu.promotion', icon: 'gift' },
  { to: paths.activity.getHref(), labelKey: 'menu.activity', icon: 'star' },
  { to: paths.notice.getHref(), labelKey: 'menu.notice', icon: 'bell' },
  { to: paths.gameGuide.getHref(), labelKey: 'menu.guide', icon: 'book' },
  { to: paths.download.getHref(), labelKey: 'menu.download', icon: 'download' },
  { to: paths.accountTransfer.getHref(), labelKey: 'menu.accountTransfer', icon: 'swap' },
];

/** The phone's bottom tab bar. */
export const footerMenu: MenuItem[] = [
  { to: paths.home.getHref(), labelKey: 'menu.home', icon: 'home' },
  { to: paths.promotion.getHref(), labelKey: 'menu.promotion', icon: 'gift' },
  { to: paths.amigo.getHref(), labelKey: 'menu.gameHall', icon: 'game' },
  { to: paths.deposit.getHref(), labelKey: 'menu.deposit', icon: 'wallet' },
  { to: paths.userCenter.getHref(), labelKey: 'menu.mine', icon: 'user' },
];

/** The signed-in user's drop-down in the header. */
export const userMenu: MenuItem[] = [
  { to: paths.userCenter.getHref(), labelKey: 'menu.userCenter', icon: 'user' },
  { to: paths.deposit.getHref(), labelKey: 'menu.deposit', icon: 'wallet' },
  { to: paths.withdraw.getHref(), labelKey: 'menu.withdraw', icon: 'cash' },
  { to: paths.record.getHref(), labelKey: 'menu.record', icon: 'list' },
  { to: paths.stationLetter.getHref(), labelKey: 'menu.stationLetter', icon: 'mail', badge: 'unreadLetters' },
  { to: paths.agentCenter.getHref(), labelKey: 'menu.agentCenter', icon: 'team', agentOnly: true },
  { to: paths.agentApply.getHref(), labelKey: 'menu.becomeAgent', icon: 'team', playersOnly: true },
];

/** Beside the user centre pages. */
export const userCenterMenu: MenuItem[] = [
  { to: paths.userCenter.getHref(), labelKey: 'menu.userCenter', icon: 'user' },
  { to: paths.deposit.getHref(), labelKey: 'menu.deposit', icon: 'wallet' },
  { to: paths.withdraw.getHref(), labelKey: 'menu.withdraw', icon: 'cash' },
  { to: paths.cryptoDeposit.getHref(), labelKey: 'menu.cryptoDeposit', icon: 'coin' },
  { to: paths.cryptoWithdraw.getHref(), labelKey: 'menu.cryptoWithdraw', icon: 'arrowUp' },
  { to: paths.record.getHref(), labelKey: 'menu.record', icon: 'list' },
  { to: paths.bankcardSetting.getHref(), labelKey: 'menu.bankcardSetting', icon: 'card' },
  { to: paths.accountSetting.getHref(), labelKey: 'menu.accountSetting', icon: 'settings' },
  { to: paths.paymentPassword.getHref(), labelKey: 'menu.paymentPassword', icon: 'lock' },
  { to: paths.responsiblePlay.getHref(), labelKey: 'menu.responsiblePlay', icon: 'shield' },
  { to: paths.yourData.getHref(), labelKey: 'menu.yourData', icon: 'file' },
  { to: paths.stationLetter.getHref(), labelKey: 'menu.stationLetter', icon: 'mail', badge: 'unreadLetters' },
  { to: paths.support.getHref(), labelKey: 'menu.support', icon: 'chat' },
];

/** Beside the agent centre pages. */
export const agentMenu: MenuItem[] = [
  { to: paths.agentCenter.getHref(), labelKey: 'menu.agentHome', icon: 'home' },
  { to: paths.subordinateManagement.getHref(), labelKey: 'menu.subordinateManagement', icon: 'team' },
  { to: paths.teamReport.getHref(), labelKey: 'menu.teamReport', icon: 'chart' },
  { to: paths.teamRecharge.getHref(), labelKey: 'menu.teamRecharge', icon: 'arrowDown' },
  { to: paths.teamWithdraw.getHref(), labelKey: 'menu.teamWithdraw', icon: 'arrowUp' },
  { to: paths.agentRebates.getHref(), labelKey: 'menu.agentRebates', icon: 'gift' },
];

/** Company and legal pages, also in the footer. */
export const aboutMenu: MenuItem[] = [
  { to: paths.aboutUs.getHref(), labelKey: 'menu.aboutUs', icon: 'info' },
  { to: paths.aboutPrivacyPolicy.getHref(), labelKey: 'menu.privacyPolicy', icon: 'shield' },
  { to: paths.userAgreement.getHref(), labelKey: 'menu.userAgreement', icon: 'file' },
  { to: paths.responsibleGame.getHref(), labelKey: 'menu.responsibleGame', icon: 'shield' },
  { to: paths.discountStatute.getHref(), labelKey: 'menu.discountStatute', icon: 'gift' },
  { to: paths.support.getHref(), labelKey: 'menu.support', icon: 'chat' },
];

/**
 * The licence pages the footer links, named in the reader's language (each page is titled in English
 * in every language). The licence privacy policy and responsible gaming pages say what the about
 * pages of those names say, so the footer lists those once, from the about menu.
 */
export const footerLicenceLinks: { to: string; labelKey: string }[] = [
  { to: paths.termsConditions.getHref(), labelKey: 'footer.termsConditions' },
];

export const sectionMenus: Record<MenuSection, { titleKey: string; items: MenuItem[] }> = {
  game: { titleKey: 'menu.groups.game', items: gameMenu },
  user: { titleKey: 'menu.groups.userCenter', items: userCenterMenu },
  agent: { titleKey: 'menu.groups.agent', items: agentMenu },
  about: { titleKey: 'menu.groups.about', items: aboutMenu },
};

/** Entries the current visitor may see. */
export function visibleItems(items: MenuItem[], isAgent: boolean): MenuItem[] {
  return items.filter((item) => (isAgent ? !item.playersOnly : !item.agentOnly));
}
