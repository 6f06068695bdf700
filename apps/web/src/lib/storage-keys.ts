// Everything the web app keeps in a browser, by name: the privacy policy names each of these to the
// player (storage-keys.test.ts holds its text against this list), so a key is added here, and only
// through lib/storage.ts is anything read or written. Local storage stays until it is removed;
// session storage lasts as long as the browser tab. The site sets no cookie.

export type StorageArea = 'local' | 'session';

export interface StoredItem {
  area: StorageArea;
  /** `player`: the site a player uses, named by its privacy policy; `operator`: the staff console only. */
  site: 'player' | 'operator';
}

export const STORED = {
  /** The sign-in token (lib/session-store). */
  token: { area: 'local', site: 'player' },
  /** The interface language chosen (lib/locale). */
  lang: { area: 'local', site: 'player' },
  /** The account name, when "remember me" is ticked (features/account/utils/remember-me). */
  rememberedAccount: { area: 'local', site: 'player' },
  /** The game floor's detailed or compact view (features/games/lib/hall-view). */
  'hall-view': { area: 'local', site: 'player' },
  /** The machines' sound switch (features/games/lib/use-sound-setting). */
  'game-sound': { area: 'local', site: 'player' },
  /** The agent code of the invite link the visitor arrived with (features/account/utils/agent-code). */
  agentCode: { area: 'session', site: 'player' },
  /** The random state of a Line sign-in under way (features/account/utils/line-login). */
  lineLogin: { area: 'session', site: 'player' },
  /** Where each page was scrolled to: react-router's ScrollRestoration, given this key (app/layouts/root-layout). */
  'scroll-positions': { area: 'session', site: 'player' },
  /** An operator's console session, for the tab only (console/session). */
  'hall.console.session': { area: 'session', site: 'operator' },
} as const satisfies Record<string, StoredItem>;

/** A name the web app may store something under. */
export type StorageKey = keyof typeof STORED;

export const STORAGE_KEYS = Object.keys(STORED) as StorageKey[];
