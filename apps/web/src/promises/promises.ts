// Every paragraph of the English legal and help pages (locales/legal, locales/help), each listed by its
// exact text with what backs it: the tests that prove a promise, why a statement is no promise, or
// what is missing for a gap. promises.test.ts fails on a paragraph missing here, on an entry whose
// text changed, and on a proof that names no test, so a new or changed promise is looked at again.
// It sits in the web app beside the pages' texts because the check runs with the web tests, which
// need no database; the proofs it names are anywhere in the repository.
//
// A paragraph of several claims is a promise when each claim has a proof; a gap lists the proofs of
// what is tested and says in `why` what is not. Headings are not listed: the text under them is.
import type { PromiseEntry } from './check-promises';

export const PROMISES: PromiseEntry[] = [
  // legal:meta

  {
    text: 'Last updated: {{date}}',
    kind: 'statement',
    why: 'the page\'s "last updated" line; the date is the page\'s own',
  },

  // legal:aboutUs

  {
    text: 'Game Hall is an online game hall of slot and pachislot-style machines, played with game coins on your phone or computer.',
    kind: 'statement',
    why: 'describes the site or the page; it promises nothing code could break',
  },
  {
    text: 'Our machines are video slots and pachislot-style games built by our own team. Every spin is decided on our server and recorded, so your balance and your game history always agree.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/game/game.test.ts',
        test: 'take the bet and pay the win in one step, once per request key, and keep a round',
      },
      {
        file: 'apps/server/src/modules/game/spin-race.test.ts',
        test: '50 copies play one round, take one nonce, and all answer with that round',
      },
      { file: 'apps/server/src/modules/game/game.test.ts', test: 'fill the game records and their totals' },
    ],
  },
  {
    text: "The site speaks English, Japanese, Korean, Simplified and Traditional Chinese, Filipino and Vietnamese, and can be added to your phone's home screen like an app.",
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/i18n/translate.test.ts',
        test: 'has every message in every locale, non-empty, with the same placeholders',
      },
      {
        file: 'apps/web/src/locales/locales.test.ts',
        test: 'have exactly the keys of en-US, none empty, with the same placeholders',
      },
      { file: 'apps/web/e2e/content.spec.ts', test: 'has a valid manifest and an active service worker' },
    ],
  },
  {
    text: 'Results are provably fair: before you play, we show you a fingerprint (hash) of a secret server seed. Each spin combines that seed with your own client seed and a counter. When you change seeds, the old server seed is revealed, so you can recompute every result it produced and check that nothing was changed.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/game/game.test.ts',
        test: 'can be verified from the revealed seed with the same engine',
      },
      { file: 'packages/game-engine/src/fair.test.ts', test: 'is the HMAC of the seeds, nonce and round' },
      {
        file: 'apps/web/src/features/games/verify/replay-round.test.ts',
        test: 'draws the same stops, wins and flags as the server',
      },
    ],
  },
  {
    text: 'Coins are bought at fixed rates: 1 Japanese yen buys 1 coin and 1 Chinese yuan buys 20 coins. Deposits are normally credited within ten minutes. Every movement of coins is written to a double-entry ledger that we check continuously.',
    kind: 'promise',
    proof: [
      { file: 'apps/web/src/lib/money.test.ts', test: 'buys 1 coin per yen and 20 coins per yuan, exactly' },
      {
        file: 'apps/server/src/modules/pay/pay.test.ts',
        test: 'shows the order and, when paid, credits the coins once',
      },
      {
        file: 'apps/server/src/modules/ledger/ledger.test.ts',
        test: 'moves coins with one entry on each side and keeps the ledger balanced',
      },
      {
        file: 'apps/server/src/modules/ledger/ledger.test.ts',
        test: 'notices a balance that no longer matches its entries',
      },
      {
        file: 'apps/server/src/modules/ledger/scheduled-check.test.ts',
        test: 'runs from start-up, records a clean ledger as verified and queues the next hour',
      },
      {
        file: 'apps/server/src/modules/ledger/scheduled-check.test.ts',
        test: 'records a ledger with an unbalanced entry as failed, in the audit log and on the dashboard',
      },
      {
        file: 'apps/web/src/console/components/ledger-check-alert.test.tsx',
        test: 'raises an alert with what disagreed and when the ledger last verified',
      },
    ],
  },
  {
    text: 'Passwords are stored only as strong one-way hashes, bank card numbers are encrypted, and withdrawals are protected by a separate fund password.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/lib/passwords.test.ts',
        test: 'hash with argon2id at 19 MiB and 2 passes, salted, and verify',
      },
      {
        file: 'apps/server/src/modules/bank/bank.test.ts',
        test: 'binds a card in the player’s name, stores the number sealed, and shows only the last four digits',
      },
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'needs the fund password, set and right' },
    ],
  },
  {
    text: 'Game Hall is for adults only: you must be 18 or older, or older still where the law where you live says so (20 in Japan). We offer deposit limits, cooling-off periods and self-exclusion, and our <support>customer service</support> will help you use them.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'is configured from 18 to 25, 18 unless set',
      },
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'closes deposits and play for a 19-year-old, not for one who is 20',
      },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'refuse a deposit past them with what remains; lower at once, higher or removed after a day',
      },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'a break closes deposits, crypto addresses, transfers in and play at once, and cannot be ended early',
      },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'self-exclusion needs the password, closes play at once, and is followed by seven days of cooling-off',
      },
    ],
  },

  // legal:privacy

  {
    text: 'This policy explains what personal data Game Hall collects, why we need it, how we protect it and what choices you have.',
    kind: 'statement',
    why: 'describes the site or the page; it promises nothing code could break',
  },
  {
    text: 'Account data: user name, e-mail address, password (stored only as a hash) and, if you add them, nickname and phone number.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/lib/passwords.test.ts',
        test: 'hash with argon2id at 19 MiB and 2 passes, salted, and verify',
      },
    ],
  },
  {
    text: 'Identity data: your name, ID number and the ID photos you upload for verification (KYC).',
    kind: 'statement',
    why: 'says what is collected; what is done with it is promised elsewhere on the page',
  },
  {
    text: 'Payment data: bank cards (we keep the number encrypted and show only its last four digits), deposit and withdrawal orders, and cryptocurrency addresses.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bank/bank.test.ts',
        test: 'binds a card in the player’s name, stores the number sealed, and shows only the last four digits',
      },
    ],
  },
  {
    text: 'Play data: your game rounds, seeds and balances.',
    kind: 'statement',
    why: 'says what is collected; what is done with it is promised elsewhere on the page',
  },
  {
    text: 'Technical data: IP address, browser type and the time of each request, kept in our security logs.',
    kind: 'statement',
    why: "says what is collected; the logs are the operator's, not a promise to the player",
  },
  {
    text: 'We use your data to run your account, to process deposits and withdrawals, to confirm your age and identity, to prevent fraud and money laundering, to answer your questions and to meet our legal duties. We do not sell your data and we do not use it for advertising by third parties.',
    kind: 'statement',
    why: 'the purposes of processing and what the company does not do with data; no code can show an absence of sale',
  },
  {
    text: 'We set no cookies at all, for advertising, tracking or anything else. Your browser keeps only the items listed below, each under the name shown. Items marked "tab only" are kept in its session storage, which the browser empties when you close the tab; the others stay in its local storage until they are removed. If the site is installed as an app, its pages are also cached so it opens quickly.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/lib/storage-keys.test.ts',
        test: 'is named in full by the privacy policy in every language: every key of the player site, no other',
      },
      {
        file: 'apps/web/src/lib/storage-keys.test.ts',
        test: 'is touched only by lib/storage.ts, and by react-router only under a listed name',
      },
      { file: 'apps/web/src/lib/storage-keys.test.ts', test: 'keeps each listed name in the storage the list says' },
      {
        file: 'apps/web/src/lib/storage-keys.test.ts',
        test: 'are set by no code of the web app or the server, nor by any cookie package',
      },
      {
        file: 'apps/web/src/lib/service-worker.test.ts',
        test: 'precaches the shell on install and drops older shells on activate',
      },
    ],
  },
  {
    text: '"token": your sign-in token, so you stay signed in.',
    kind: 'promise',
    proof: [{ file: 'apps/web/src/lib/session-store.test.ts', test: 'keeps the token in localStorage under "token"' }],
  },
  {
    text: '"lang": the language you chose.',
    kind: 'promise',
    proof: [{ file: 'apps/web/src/lib/locale.test.ts', test: 'stores the choice under "lang" and reloads' }],
  },
  {
    text: '"rememberedAccount": your user name, if you tick "Remember my username" when signing in; never your password.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/features/account/utils/remember-me.test.ts',
        test: 'keeps the trimmed account name when on',
      },
      { file: 'apps/web/src/features/account/utils/remember-me.test.ts', test: 'forgets it when off' },
      {
        file: 'apps/web/src/features/account/utils/remember-me.test.ts',
        test: 'stores nothing but the account: no password under any key',
      },
    ],
  },
  {
    text: '"hall-view": whether the game hall shows its machines as detailed cards or as a compact grid.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/app/routes/amigo/amigo.test.tsx',
        test: 'switches to a compact grid and back, and remembers the choice on this device',
      },
    ],
  },
  {
    text: '"game-sound": whether you switched the machines\' sound on.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/features/games/lib/use-sound-setting.test.ts',
        test: 'is off until turned on, and remembers the choice on this device under "game-sound"',
      },
    ],
  },
  {
    text: '"agentCode" (tab only): the agent code of the invitation link you arrived with, so that registering still uses it.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/features/account/utils/agent-code.test.ts',
        test: 'is kept for the visit from ?agentCode=',
      },
      {
        file: 'apps/web/src/features/account/components/register-form.test.tsx',
        test: 'prefills the agent code of the invite link and registers: token, user, conversion, done',
      },
      { file: 'apps/web/src/lib/storage-keys.test.ts', test: 'keeps each listed name in the storage the list says' },
    ],
  },
  {
    text: '"lineLogin" (tab only): a one-time random value while you sign in with LINE, so that only the answer to your own request is accepted.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/features/account/utils/line-login.test.ts',
        test: 'uses a fresh random state per attempt and accepts the return carrying it, once',
      },
      {
        file: 'apps/web/src/features/account/utils/line-login.test.ts',
        test: 'refuses a return whose state this browser did not send',
      },
      { file: 'apps/web/src/lib/storage-keys.test.ts', test: 'keeps each listed name in the storage the list says' },
    ],
  },
  {
    text: '"scroll-positions" (tab only): how far down each page you had scrolled, so that going back or reloading returns you to the same place.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/lib/storage-keys.test.ts',
        test: 'is touched only by lib/storage.ts, and by react-router only under a listed name',
      },
      { file: 'apps/web/src/lib/storage-keys.test.ts', test: 'keeps each listed name in the storage the list says' },
    ],
  },
  {
    text: "Signing out removes the token. You can clear everything at any time in your browser's settings.",
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/lib/session-store.test.ts',
        test: 'logout resets the user state, clears the token and reloads the site root',
      },
      {
        file: 'apps/web/src/lib/session.test.ts',
        test: 'revokes the session on the server, then clears it and reloads the site root',
      },
    ],
  },
  {
    text: "Where the Google sign-in button is offered, it is loaded from Google, and Google's own privacy policy applies to it.",
    kind: 'statement',
    why: "names a third party's service, shown only where Google sign-in is configured, and whose policy governs it; what our own site stores is promised in the list above",
  },
  {
    text: 'We share data only with the payment providers that process your orders, with identity and fraud checks where needed, and with authorities when the law requires it. Access inside our company is limited to staff who need it, and every action they take is logged.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/test/route-inventory.test.ts',
        test: "an operator outside a route's roles gets 403 on it",
      },
      {
        file: 'apps/server/src/modules/operator/operator.test.ts',
        test: 'log every sign-in, failure and sign-out in an append-only audit log',
      },
      {
        file: 'apps/server/src/modules/players/detail.test.ts',
        test: 'ends a session (only the player’s own) and keeps notes, each audited',
      },
      {
        file: 'apps/server/src/modules/content/content.test.ts',
        test: 'writes every action to the audit log with the operator and the item',
      },
    ],
  },
  {
    text: 'You can see and correct your profile, download a copy of your data and close your account in your account settings. You can ask <support>customer service</support> to delete your data; we keep what the law obliges us to keep (for example, identity and payment records) and delete the rest.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/auth/auth.test.ts',
        test: 'updates the fields a player owns and sets the id number only once',
      },
      {
        file: 'apps/server/src/modules/privacy/exports.test.ts',
        test: 'holds every section of the player and nothing of another',
      },
      {
        file: 'apps/server/src/modules/privacy/exports.test.ts',
        test: 'is announced by letter when ready and downloaded by its own player only',
      },
      {
        file: 'apps/server/src/modules/privacy/closure.test.ts',
        test: 'needs the password and an empty wallet; then it cannot sign in or play',
      },
      { file: 'apps/server/src/modules/privacy/closure.test.ts', test: 'waits for an open deposit order' },
      {
        file: 'apps/server/src/modules/privacy/closure.test.ts',
        test: 'is refused before the retention period and for an open account, and by the wrong role',
      },
      {
        file: 'apps/server/src/modules/privacy/closure.test.ts',
        test: 'leaves no personal data in the user row or its personal tables, and the ledger verifies',
      },
    ],
  },

  // legal:userAgreement

  {
    text: 'By creating an account you accept this agreement. Please read it carefully; if you do not agree, do not register.',
    kind: 'promise',
    proof: [{ file: 'apps/server/src/modules/register/register.test.ts', test: 'needs the terms accepted' }],
  },
  {
    text: 'You must be at least 18 years old, and older where the law where you live sets a higher age (20 in Japan). Online gaming must be legal where you are. Each person may hold one account, registered with true and complete details.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'is configured from 18 to 25, 18 unless set',
      },
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'closes deposits and play for a 19-year-old, not for one who is 20',
      },
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'refuses to open an account without the age confirmed',
      },
      {
        file: 'apps/server/src/modules/register/register.test.ts',
        test: 'refuses a taken user name regardless of case, and a taken e-mail',
      },
    ],
  },
  {
    text: 'Keep your password and your fund password secret; they are yours alone. You are responsible for what happens in your account. Tell us at once if you think someone else has used it.',
    kind: 'statement',
    why: "the player's own duties",
  },
  {
    text: "Play uses game coins. Coins are bought at 1 coin per Japanese yen or 20 coins per Chinese yuan. Coins have no value outside Game Hall and cannot be passed to another player, except by an agent's transfer to a member of their team.",
    kind: 'promise',
    proof: [
      { file: 'apps/web/src/lib/money.test.ts', test: 'buys 1 coin per yen and 20 coins per yuan, exactly' },
      {
        file: 'apps/server/src/modules/agent/agent.test.ts',
        test: 'give coins to a member, tell it by letter, and take back only what was given and is still held',
      },
      { file: 'apps/server/src/modules/agent/agent.test.ts', test: "stay behind the agent's wall" },
    ],
  },
  {
    text: 'Deposits are normally credited within ten minutes; if one is not, contact <support>customer service</support> with its order number. Withdrawals are paid only to a bank card or address in your own name, the same name you deposit with, and need your fund password. Before a large withdrawal we ask you to verify your identity (KYC). We may hold a withdrawal while we check it.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/pay/pay.test.ts',
        test: 'shows the order and, when paid, credits the coins once',
      },
      {
        file: 'apps/server/src/modules/bank/bank.test.ts',
        test: 'needs the real name first, and the holder must be that name',
      },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal-hardening.test.ts',
        test: 'refuses a card whose holder is no longer the player’s real name',
      },
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'needs a bound card of the player’s own' },
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'needs the fund password, set and right' },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'needs approved identity verification above the threshold',
      },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'holds the coins at once, and a retried request moves them once',
      },
    ],
  },
  {
    text: 'Every result is decided on our server by a provably fair method you can check yourself. A round that is interrupted, or a result caused by a clear technical fault, is settled by our records. Using bots, exploiting faults, sharing accounts or colluding with other players is not allowed.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/game/game.test.ts',
        test: 'can be verified from the revealed seed with the same engine',
      },
      {
        file: 'apps/server/src/modules/game/game.test.ts',
        test: 'take the bet and pay the win in one step, once per request key, and keep a round',
      },
      {
        file: 'apps/server/src/modules/game/spin-race.test.ts',
        test: '50 copies play one round, take one nonce, and all answer with that round',
      },
    ],
  },
  {
    text: 'Bonuses and promotions follow the bonus rules and the terms of each offer.',
    kind: 'statement',
    why: 'points to the bonus rules, which have entries of their own',
  },
  {
    text: 'We may suspend or close an account that breaks this agreement, and withhold winnings obtained by breaking it. We may change this agreement; we will tell you of important changes before they apply, and playing after that means you accept them.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/players/freeze.test.ts',
        test: 'loses its sessions, cannot sign in or move money, and signs in again once unfrozen',
      },
      {
        file: 'apps/server/src/modules/players/freeze.test.ts',
        test: 'is frozen by support or an admin only, with a reason',
      },
      {
        file: 'apps/server/src/modules/letters/letters.test.ts',
        test: 'give each player their own read and deleted state of a letter to all',
      },
    ],
  },

  // legal:responsibleGame

  {
    text: 'Games are entertainment, not a way to earn money. These steps help keep play enjoyable and in proportion.',
    kind: 'statement',
    why: 'advice to the player; nothing for the site to keep',
  },
  {
    text: 'Decide in advance how much money and time you will spend, and stop when you reach it.',
    kind: 'statement',
    why: 'advice to the player; nothing for the site to keep',
  },
  {
    text: 'Only play with money you can afford to lose; never borrow to play.',
    kind: 'statement',
    why: 'advice to the player; nothing for the site to keep',
  },
  {
    text: 'Do not chase losses: the next spin does not know about the last one.',
    kind: 'statement',
    why: 'advice to the player; nothing for the site to keep',
  },
  {
    text: 'Take regular breaks, and do not play when you are upset, tired or have been drinking.',
    kind: 'statement',
    why: 'advice to the player; nothing for the site to keep',
  },
  {
    text: 'Playing longer or with more money than you planned, hiding your play from others, feeling restless when you cannot play, or playing to escape problems can all be signs that gaming is becoming a problem.',
    kind: 'statement',
    why: 'advice to the player; nothing for the site to keep',
  },
  {
    text: 'Your records page lists every deposit, withdrawal and game, so you can see what you have spent. <support>Customer service</support> can set a daily, weekly or monthly deposit limit, a cooling-off break of one day to six weeks, or a self-exclusion of six months or more. A lower limit applies at once; a higher limit only after a waiting period.',
    kind: 'promise',
    proof: [
      { file: 'apps/server/src/modules/pay/pay.test.ts', test: 'page, filter and total only the player’s own orders' },
      { file: 'apps/server/src/modules/game/game.test.ts', test: 'fill the game records and their totals' },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'refuse a deposit past them with what remains; lower at once, higher or removed after a day',
      },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'a break closes deposits, crypto addresses, transfers in and play at once, and cannot be ended early',
      },
      { file: 'apps/web/src/features/protection/utils/protection.test.ts', test: 'lasts 1 to 42 whole days' },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'self-exclusion needs the password, closes play at once, and is followed by seven days of cooling-off',
      },
      {
        file: 'apps/server/src/modules/protection/operator-set.test.ts',
        test: 'lowers a limit the player chose, at once, with the reason logged and told to the player in their language',
      },
      {
        file: 'apps/server/src/modules/protection/operator-set.test.ts',
        test: 'never raises a limit the player chose, and changes nothing when refused',
      },
      {
        file: 'apps/server/src/modules/protection/operator-set.test.ts',
        test: 'sets a break, then a longer exclusion, but nothing shorter than what is in force',
      },
    ],
  },
  {
    text: "If you are worried about your own play or someone else's, talk to someone you trust, contact a local gambling support service or a group such as Gamblers Anonymous. Our <support>customer service</support> will also point you to help near you.",
    kind: 'statement',
    why: 'where to find help; a human answer, not something code keeps',
  },
  {
    text: 'Game Hall is for adults only. We verify ages and close accounts opened by minors. If children can use your device, keep your password to yourself and consider parental-control software.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'given with the ID photos is recorded, and refuses play at once',
      },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'records a date under 18, which then closes deposits, crypto addresses and play',
      },
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'closes deposits and play for a 19-year-old, not for one who is 20',
      },
    ],
  },

  {
    text: 'You can close your account yourself in your account settings, with your password. Withdraw your coins first: an account closes only with an empty wallet and no deposit or withdrawal still open; a bonus still being wagered is forfeited. A closed account cannot sign in or play again. We keep its identity and transaction records for five years after it closes, as the law requires, and then erase your personal data.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/privacy/closure.test.ts',
        test: 'needs the password and an empty wallet; then it cannot sign in or play',
      },
      { file: 'apps/server/src/modules/privacy/closure.test.ts', test: 'waits for an open deposit order' },
      {
        file: 'apps/server/src/modules/privacy/closure.test.ts',
        test: 'is refused before the retention period and for an open account, and by the wrong role',
      },
      {
        file: 'apps/server/src/modules/privacy/closure.test.ts',
        test: 'leaves no personal data in the user row or its personal tables, and the ledger verifies',
      },
    ],
  },

  // legal:discountStatute

  {
    text: "These rules apply to every bonus and promotion at Game Hall. An offer's own terms may add to them; where they differ, the offer's terms apply.",
    kind: 'statement',
    why: "how the bonus rules relate to an offer's terms",
  },
  {
    text: 'Offers are for players of the minimum age in good standing. An offer may be for new players only or need approved identity verification, as its terms say. Each offer can be had once per player, or once per day, week or month where its terms say so. Bonuses are closed during a break, a self-exclusion and the cooling-off after it.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'are refused with the reason: a break, identity, a new-players offer, another bonus, not a button offer',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'is told before paying, paid locked with the credit, and told after; a second deposit earns none',
      },
      { file: 'apps/server/src/modules/bonus/bonus.test.ts', test: 'pay once however many arrive together' },
      { file: 'apps/server/src/modules/bonus/bonus-terms.test.ts', test: 'closed to a player under the minimum age' },
      {
        file: 'apps/server/src/modules/bonus/bonus-terms.test.ts',
        test: 'stay closed during the cooling-off after a self-exclusion',
      },
    ],
  },
  {
    text: 'A bonus with a wagering requirement is credited to a locked bonus balance, shown apart from your cash. Play uses your cash first, then bonus coins, and what bets paid with bonus coins win stays locked. Every bet while the bonus is active counts towards the requirement (the bonus times the multiple the offer states; slots count in full, pachislot at the share the offer states). When it is met, the bonus and its winnings move to your cash. One bonus is wagered at a time; a bonus without a requirement is paid to your cash at once.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'takes cash first, then bonus; keeps what bonus bets win locked; releases everything at the requirement',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'counts every bet while active, cash bets too, and pachislot at the offer’s share',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'are refused with the reason: a break, identity, a new-players offer, another bonus, not a button offer',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'pays 0.5 % of last week’s cash bets on its games once, from 10 coins, with a letter',
      },
    ],
  },
  {
    text: 'Each offer runs between a start and an end. A bonus must be wagered within the days its offer states from when it is credited; after that, what is still locked is removed. A bonus played down to nothing ends.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'lists the running offers to visitors without a player’s state',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'forfeits what is locked when the job comes due, and a spin after the time ends it first',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'ends a bonus played down to zero: lost, nothing locked, the next bonus free to claim',
      },
    ],
  },
  {
    text: 'A withdrawal while a bonus is being wagered asks you to confirm giving it up: the locked bonus and its winnings are removed, your cash never is. You can also give a bonus up yourself on the bonus page. A refunded deposit removes the bonus it earned.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'by a withdrawal: refused until the player agrees, then forfeited with the request',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'by the player returns the locked coins to the pool and leaves the cash',
      },
      { file: 'apps/server/src/modules/bonus/bonus.test.ts', test: 'is forfeited when its deposit is refunded' },
    ],
  },
  {
    text: 'Several accounts, shared details, coordinated play or anything else meant to claim a bonus unfairly voids the bonus and its winnings, and may close the accounts involved.',
    kind: 'statement',
    why: "an operator's decision on misuse, reserved by the rules",
  },
  {
    text: 'We may change or end an offer at any time; bonuses already credited keep the terms that applied when you received them.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus-terms.test.ts',
        test: 'keeps the requirement and the deadline it was credited with when its offer changes',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus-terms.test.ts',
        test: 'counts its wagering at the pachislot share it was credited with when its offer changes',
      },
    ],
  },

  // legal:licencePrivacy

  {
    text: 'This notice describes how Game Hall, as the licensed operator of this site, handles personal data. It adds to our everyday privacy policy.',
    kind: 'statement',
    why: 'describes the site or the page; it promises nothing code could break',
  },
  {
    text: 'Game Hall is responsible for the personal data processed on this site. We process it to perform our contract with you, to meet the duties of our gaming licence (age and identity checks, anti-money-laundering and responsible-gaming rules) and for our legitimate interest in keeping the service secure.',
    kind: 'statement',
    why: 'the legal basis of processing',
  },
  {
    text: 'Our licence requires us to verify the identity of players before large withdrawals and whenever a risk check calls for it. ID photos are re-encoded without their metadata and stored outside any public location; only support and finance staff can view them. Identity and transaction records are kept for at least five years after your account closes, as the law requires.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'needs approved identity verification above the threshold',
      },
      {
        file: 'apps/server/src/modules/aml/aml.test.ts',
        test: 'are refused while a flag is open and the identity is not verified, and allowed once it is',
      },
      {
        file: 'apps/server/src/modules/kyc/kyc.test.ts',
        test: 'stores re-encoded photos without their metadata and shows them to their owner',
      },
      {
        file: 'apps/server/src/modules/kyc/kyc.test.ts',
        test: 'is reviewed by an operator, and nobody else sees the photos',
      },
      { file: 'apps/server/src/modules/ledger/ledger.test.ts', test: 'keeps history append-only' },
      {
        file: 'apps/server/src/modules/privacy/closure.test.ts',
        test: 'is refused before the retention period and for an open account, and by the wrong role',
      },
    ],
  },
  {
    text: 'Connections to the site are encrypted. Passwords and fund passwords are stored only as salted hashes, card numbers are encrypted at rest, and every staff action on player data is written to an audit log that cannot be edited.',
    kind: 'promise',
    proof: [
      { file: 'apps/server/src/plugins/security.test.ts', test: 'are demanded in production for half a year' },
      {
        file: 'apps/server/src/lib/passwords.test.ts',
        test: 'hash with argon2id at 19 MiB and 2 passes, salted, and verify',
      },
      {
        file: 'apps/server/src/modules/bank/bank.test.ts',
        test: 'binds a card in the player’s name, stores the number sealed, and shows only the last four digits',
      },
      {
        file: 'apps/server/src/modules/operator/operator.test.ts',
        test: 'log every sign-in, failure and sign-out in an append-only audit log',
      },
      {
        file: 'apps/server/src/modules/players/detail.test.ts',
        test: 'ends a session (only the player’s own) and keeps notes, each audited',
      },
      {
        file: 'apps/server/src/modules/content/content.test.ts',
        test: 'writes every action to the audit log with the operator and the item',
      },
    ],
  },
  {
    text: 'Subject to the law, you may ask to access, correct, delete or export your data, to restrict its use or to object to it. You may also complain to the data protection authority where you live. To use these rights, contact <support>customer service</support>; we answer within one month.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/privacy/exports.test.ts',
        test: 'holds every section of the player and nothing of another',
      },
      {
        file: 'apps/server/src/modules/privacy/exports.test.ts',
        test: 'is announced by letter when ready and downloaded by its own player only',
      },
      {
        file: 'apps/server/src/modules/privacy/closure.test.ts',
        test: 'is refused before the retention period and for an open account, and by the wrong role',
      },
      {
        file: 'apps/server/src/modules/privacy/closure.test.ts',
        test: 'leaves no personal data in the user row or its personal tables, and the ledger verifies',
      },
      {
        file: 'apps/server/src/modules/auth/auth.test.ts',
        test: 'updates the fields a player owns and sets the id number only once',
      },
      {
        file: 'apps/server/src/modules/marketing/data-use.test.ts',
        test: 'to marketing withdraws the consent, refuses a new one until lifted, and stops letters to everyone',
      },
      {
        file: 'apps/server/src/modules/marketing/data-use.test.ts',
        test: 'to profiling keeps letters to everyone but takes the player out of every segment, counted and sent',
      },
      {
        file: 'apps/server/src/modules/marketing/data-use.test.ts',
        test: "recorded by customer service on the player's request: audited and told to the player by letter in their language",
      },
      {
        file: 'apps/web/src/features/account/components/data-use-section.test.tsx',
        test: 'objects to each through the server on its own, and lifts it again',
      },
      {
        file: 'apps/web/src/console/components/data-use-card.test.tsx',
        test: 'are recorded on the request with what the player asked, and shown as the server answers',
      },
      {
        file: 'apps/server/src/modules/support/data-requests.test.ts',
        test: 'carries the one-month deadline, for the player and the desk, with its check queued for then',
      },
      {
        file: 'apps/server/src/modules/support/data-requests.test.ts',
        test: 'still open a month on is escalated: marked and listed for the desk, told to the player once',
      },
      {
        file: 'apps/server/src/modules/support/data-requests.test.ts',
        test: 'answered and closed within the month is not escalated',
      },
      {
        file: 'apps/server/src/modules/support/deadlines.test.ts',
        test: 'is the same time a calendar month on, the last day of a shorter month',
      },
      {
        file: 'apps/web/src/features/support/components/ticket-deadlines.test.tsx',
        test: 'shows the date it is answered by, a month on, and what happens if it is not',
      },
      {
        file: 'apps/web/src/features/support/components/support-pages.test.tsx',
        test: 'starts on the topic the address names (a data request from the page of my data), and on none otherwise',
      },
    ],
  },

  // legal:licenceTerms

  {
    text: 'These terms govern the gaming service provided under our licence. Together with the user agreement and the bonus rules they form the contract between you and Game Hall.',
    kind: 'statement',
    why: 'describes the site or the page; it promises nothing code could break',
  },
  {
    text: 'The service is open only to adults (18 or over, 20 or over in Japan) in places where online gaming is lawful. We may ask for proof of age and identity at any time, and must do so before large withdrawals. Winnings may be held until verification is complete.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'is configured from 18 to 25, 18 unless set',
      },
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'closes deposits and play for a 19-year-old, not for one who is 20',
      },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'needs approved identity verification above the threshold',
      },
      {
        file: 'apps/server/src/modules/aml/aml.test.ts',
        test: 'are refused while a flag is open and the identity is not verified, and allowed once it is',
      },
      {
        file: 'apps/server/src/modules/protection/age-by-country.test.ts',
        test: 'refuses a 19-year-old of Japan deposits and play, saying the age is 20',
      },
    ],
  },
  {
    text: 'Each game shows its rules and paytable. Results are generated on our server by a provably fair random process; the return to player of each game is published and is not changed while its seed is secret. If a game malfunctions, the affected rounds are void: stakes are returned and any winnings from them are taken back from your balance. Winnings you have already spent are not reclaimed, so a void never leaves you owing us money. We tell you of every void by letter in your inbox.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/features/games/components/paytable.test.tsx',
        test: 'shows a slot’s pays for every symbol and its theoretical return to player',
      },
      {
        file: 'apps/web/src/features/games/components/paytable.test.tsx',
        test: 'shows a pachislot’s pays and its return to player at the lowest and the highest setting',
      },
      {
        file: 'apps/server/src/modules/game/game.test.ts',
        test: 'can be verified from the revealed seed with the same engine',
      },
      {
        file: 'apps/web/src/features/games/verify/replay-round.test.ts',
        test: 'draws the same stops, wins and flags as the server',
      },
      {
        file: 'packages/game-engine/src/slot.test.ts',
        test: 'Sakura Fortune returns its design target of 96.00% within 0.01 percentage points',
      },
      {
        file: 'apps/server/src/modules/game/round-void.test.ts',
        test: 'returns the stake, takes the win back, tells the player and shows the round as voided',
      },
      {
        file: 'apps/server/src/modules/game/round-void.test.ts',
        test: 'takes back only what the wallet holds when the win was spent, and says the rest is not owed',
      },
      {
        file: 'apps/server/src/modules/game/round-void.test.ts',
        test: 'a second time moves nothing, sends nothing and audits nothing more',
      },
      {
        file: 'apps/server/src/modules/game/setting-per-seed.test.ts',
        test: 'leaves a player with a committed seed on the old setting, applies after rotating, and both verify',
      },
      {
        file: 'apps/server/src/modules/game/setting-per-seed.test.ts',
        test: 'gives each pair the setting of its own moment across several changes',
      },
      {
        file: 'apps/server/src/modules/game/setting-per-seed.test.ts',
        test: 'never give one seed pair two settings on one machine',
      },
      {
        file: 'apps/server/src/modules/game/setting-per-seed.test.ts',
        test: 'is shown as pending in the console until the pairs made before it are rotated',
      },
      {
        file: 'apps/server/src/modules/game/voided-counters.test.ts',
        test: 'is not counted by its machine’s data counters in the hall nor its figures in the console, bonus included',
      },
      {
        file: 'apps/server/src/modules/agent/voided-rounds.test.ts',
        test: 'earns no rebate and counts in no team figure; voided after the day is settled, the paid rebate stands',
      },
    ],
  },
  {
    text: 'Player balances are recorded in game coins and kept apart from our operating funds. We do not pay interest on balances. Deposits must come from, and withdrawals go to, accounts in your own name.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bank/bank.test.ts',
        test: 'needs the real name first, and the holder must be that name',
      },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal-hardening.test.ts',
        test: 'refuses a card whose holder is no longer the player’s real name',
      },
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'needs a bound card of the player’s own' },
    ],
  },
  {
    text: 'If you are unhappy with any part of the service, contact <support>customer service</support> first. We acknowledge complaints within two working days and aim to resolve them within fourteen. Choose the complaint topic when you write: your request shows its deadline, and a complaint still open when it passes goes to a manager. If you are still not satisfied, you may refer the matter to the independent dispute service named by our licensing authority.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/support/support.test.ts',
        test: 'the desk filters by status and account; open tickets longest waiting first',
      },
      {
        file: 'apps/server/src/modules/support/support.test.ts',
        test: "an operator's answer marks it answered and reaches the player as a letter in the player's language",
      },
      {
        file: 'apps/server/src/modules/support/complaints.test.ts',
        test: "carries the terms' deadline, for the player and the desk, with its check queued for then",
      },
      {
        file: 'apps/server/src/modules/support/complaints.test.ts',
        test: 'still open at its deadline is escalated: marked and listed for the desk, told to the player once',
      },
      {
        file: 'apps/server/src/modules/support/complaints.test.ts',
        test: 'closed before its deadline is not escalated',
      },
      {
        file: 'apps/server/src/modules/support/acknowledgement.test.ts',
        test: "is due two working days on, on the site's calendar, for the player and the desk, with its check queued",
      },
      {
        file: 'apps/server/src/modules/support/deadlines.test.ts',
        test: "end at midnight after the second weekday following the day it is made, on the site's calendar",
      },
      {
        file: 'apps/server/src/modules/support/acknowledgement.test.ts',
        test: 'is met by the first answer, which its check then leaves alone',
      },
      {
        file: 'apps/server/src/modules/support/acknowledgement.test.ts',
        test: 'is met by the acknowledge action: told to the player by letter, audited, once',
      },
      {
        file: 'apps/server/src/modules/support/acknowledgement.test.ts',
        test: 'missed is escalated: marked and listed for the desk, told to the player once',
      },
      {
        file: 'apps/web/src/console/components/ticket-deadlines.test.tsx',
        test: "show a complaint's acknowledgement due and its resolution date",
      },
      {
        file: 'apps/web/src/features/support/components/ticket-deadlines.test.tsx',
        test: 'shows when it is due and what the terms promise, until it is acknowledged',
      },
    ],
  },
  {
    text: 'We are not liable for losses caused by events beyond our reasonable control, by interruptions of your internet connection or by the misuse of your account through a password you shared. Nothing in these terms limits liability that the law does not allow us to limit.',
    kind: 'statement',
    why: 'a legal limit of liability',
  },

  // legal:licenceResponsible

  {
    text: 'As a licensed operator, Game Hall is committed to preventing harm from gaming and protecting minors and vulnerable people.',
    kind: 'statement',
    why: 'describes the site or the page; it promises nothing code could break',
  },
  {
    text: 'We verify the age and identity of players and close any account opened by a minor.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'given with the ID photos is recorded, and refuses play at once',
      },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'records a date under 18, which then closes deposits, crypto addresses and play',
      },
      {
        file: 'apps/server/src/modules/kyc/kyc.test.ts',
        test: 'is reviewed by an operator, and nobody else sees the photos',
      },
    ],
  },
  {
    text: 'We offer deposit limits, cooling-off periods and self-exclusion, and apply them promptly.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'refuse a deposit past them with what remains; lower at once, higher or removed after a day',
      },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'a break closes deposits, crypto addresses, transfers in and play at once, and cannot be ended early',
      },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'self-exclusion needs the password, closes play at once, and is followed by seven days of cooling-off',
      },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'are read by support and finance with their history, and no call lifts them',
      },
    ],
  },
  {
    text: 'We do not send marketing to players who have excluded themselves or asked not to receive it.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/letters/letters.test.ts',
        test: 'never reach a player on a break or self-excluded',
      },
      {
        file: 'apps/server/src/modules/marketing/marketing.test.ts',
        test: 'is off until the player turns it on, and can be turned off again',
      },
      {
        file: 'apps/server/src/modules/marketing/marketing.test.ts',
        test: 'reach a player who said yes, and no one who did not, is on a break or excluded themselves',
      },
      {
        file: 'apps/server/src/modules/marketing/marketing.test.ts',
        test: 'stop reaching a player who opts out or excludes themselves after they were sent',
      },
      {
        file: 'apps/server/src/modules/marketing/marketing.test.ts',
        test: 'to a segment reach only players who said yes',
      },
      {
        file: 'apps/server/src/modules/marketing/marketing.test.ts',
        test: 'are listed to visitors and players, but not to a player on a break or excluded',
      },
    ],
  },
  {
    text: 'We train our staff to recognise signs of problem gaming and to respond with care.',
    kind: 'statement',
    why: 'staff training; not something code keeps',
  },
  {
    text: 'We publish the rules and return to player of every game, and make results verifiable.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/features/games/components/paytable.test.tsx',
        test: 'shows a slot’s pays for every symbol and its theoretical return to player',
      },
      {
        file: 'apps/web/src/features/games/components/paytable.test.tsx',
        test: 'shows a pachislot’s pays and its return to player at the lowest and the highest setting',
      },
      {
        file: 'packages/game-engine/src/slot.test.ts',
        test: 'Sakura Fortune returns its design target of 96.00% within 0.01 percentage points',
      },
      {
        file: 'apps/server/src/modules/game/game.test.ts',
        test: 'can be verified from the revealed seed with the same engine',
      },
      {
        file: 'apps/web/src/features/games/verify/verification.test.ts',
        test: 'is a match for a revealed round, on either game',
      },
    ],
  },
  {
    text: 'A self-exclusion closes your account to play for the period you choose (at least six months) and cannot be reversed early. Any balance can still be withdrawn. During the period we will not knowingly let you open a new account.',
    kind: 'promise',
    // "Knowingly": wherever the site learns who a player is, it compares that with every player whose
    // self-exclusion is in force or cooling off. The e-mail address (one mailbox however written) at
    // registration, Google or Line sign-up, an agent's new member and a confirmed address; the ID
    // number and the card (refused); the name with the date of birth at the profile, identity
    // verification and the age confirmation, and the phone number (flagged for review). A crypto
    // withdrawal address names a wallet, not a person, and is learned only when coins leave.
    proof: [
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'self-exclusion needs the password, closes play at once, and is followed by seven days of cooling-off',
      },
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'are read by support and finance with their history, and no call lifts them',
      },
      {
        file: 'apps/server/src/modules/protection/excluded-withdrawal.test.ts',
        test: 'can still withdraw the balance, while deposits stay closed',
      },
      {
        file: 'apps/server/src/modules/protection/identity-match.test.ts',
        test: 'refuses their ID number, however it is written, and keeps the attempt for operators',
      },
      {
        file: 'apps/server/src/modules/protection/identity-match.test.ts',
        test: 'refuses their bank card, matched by its fingerprint',
      },
      {
        file: 'apps/server/src/modules/protection/identity-match.test.ts',
        test: 'takes their name and date of birth but flags the account for review',
      },
      {
        file: 'apps/server/src/modules/protection/email-match.test.ts',
        test: 'ignores case everywhere, and dots and +tags only where the provider does',
      },
      {
        file: 'apps/server/src/modules/protection/email-match.test.ts',
        test: 'refuses registration on it however it is written, in the player’s language, naming no exclusion',
      },
      {
        file: 'apps/server/src/modules/protection/email-match.test.ts',
        test: 'refuses a new account through Google sign-in on it',
      },
      {
        file: 'apps/server/src/modules/protection/email-match.test.ts',
        test: 'refuses an agent creating a member on it',
      },
      {
        file: 'apps/server/src/modules/protection/email-match.test.ts',
        test: 'refuses confirming it as another account’s address, and keeps the attempt for operators',
      },
      {
        file: 'apps/server/src/modules/protection/identity-match.test.ts',
        test: 'flags the account when identity verification gives their date of birth to their name',
      },
      {
        file: 'apps/server/src/modules/protection/identity-match.test.ts',
        test: 'flags the account when the age confirmation gives their date of birth to their name',
      },
      {
        file: 'apps/server/src/modules/protection/identity-match.test.ts',
        test: 'takes their phone number, however it is written, but flags the account for review',
      },
    ],
  },
  {
    text: 'Free and confidential help is available from national gambling helplines and from groups such as Gamblers Anonymous. Our <support>customer service</support> can give you contact details for your country.',
    kind: 'statement',
    why: 'where to find help; a human answer, not something code keeps',
  },

  // help:guide

  { text: 'Guide topics', kind: 'statement', why: 'an interface label of the page, not a claim' },
  { text: 'More help', kind: 'statement', why: 'an interface label of the page, not a claim' },
  {
    text: 'Choose Sign in, then Register. Enter your e-mail address and send yourself a code; type the six digits from the e-mail, accept the user agreement and continue. Then pick a user name (letters and digits only) and a password of at least six characters. If an agent invited you, their code is filled in for you.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/register/register.test.ts',
        test: 'registers with the mailed code and signs the new player in',
      },
      { file: 'apps/server/src/modules/register/register.test.ts', test: 'needs the terms accepted' },
      { file: 'apps/server/src/modules/register/register.test.ts', test: 'validates the user name and password' },
      {
        file: 'apps/web/src/features/account/components/register-form.test.tsx',
        test: 'prefills the agent code of the invite link and registers',
      },
    ],
  },
  {
    text: 'Sign in with your user name or e-mail address and your password. "Remember me" keeps only your user name on this device, never your password. Forgot your password? Choose "Forgot password" in the sign-in window and we will e-mail you a code to set a new one.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/auth/auth.test.ts',
        test: 'accepts the user name or the e-mail in any case, with a new token each time',
      },
      {
        file: 'apps/web/src/features/account/utils/remember-me.test.ts',
        test: 'stores nothing but the account: no password under any key',
      },
      {
        file: 'apps/web/src/features/account/components/auth-dialog.test.tsx',
        test: 'remember me (on by default) keeps only the account, never the password',
      },
      {
        file: 'apps/server/src/modules/auth/auth.test.ts',
        test: 'resets with the mailed code, ends every session, and the new password works',
      },
    ],
  },
  {
    text: 'In Account settings, add your real name as it appears on your bank card. Withdrawals are paid only to cards in that name, so it is worth doing before your first deposit. Then set a six-digit fund password, which protects your withdrawals.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bank/bank.test.ts',
        test: 'needs the real name first, and the holder must be that name',
      },
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'needs a bound card of the player’s own' },
      {
        file: 'apps/web/src/app/routes/user/payment-password.test.tsx',
        test: 'needs six digits, typed twice the same',
      },
    ],
  },
  {
    text: 'Change the language at the top of any page; your choice is remembered. To open Game Hall like an app, add it to your home screen: the App page explains how.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/e2e/i18n.spec.ts',
        test: 'switching the language changes the texts, is stored under "lang" and survives a reload',
      },
      { file: 'apps/web/e2e/content.spec.ts', test: 'the app page explains installing on every platform' },
    ],
  },
  {
    text: 'All machines are played with game coins. Coins are bought at fixed rates: 1 Japanese yen buys 1 coin, and 1 Chinese yuan buys 20 coins. Your balance is shown in your account and on every machine.',
    kind: 'promise',
    proof: [
      { file: 'apps/web/src/lib/money.test.ts', test: 'buys 1 coin per yen and 20 coins per yuan, exactly' },
      {
        file: 'apps/web/e2e/live-updates.spec.ts',
        test: 'shows the balance live and a Deposit button to a signed-in player',
      },
    ],
  },
  { text: 'Open Deposit from the menu.', kind: 'statement', why: 'a step of a how-to' },
  {
    text: 'Choose a payment channel and enter the amount; the page shows the coins you will receive and any fee before you confirm.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/features/wallet/components/deposit-form.test.tsx',
        test: 'shows the coins bought, the fee and the total as the amount is typed',
      },
      { file: 'apps/web/src/lib/money.test.ts', test: 'show the coins bought, the fee on top and the total' },
    ],
  },
  { text: 'Pay on the payment page that opens.', kind: 'statement', why: 'a step of a how-to' },
  {
    text: 'Your coins are credited automatically, normally within ten minutes.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/pay/pay.test.ts',
        test: 'shows the order and, when paid, credits the coins once',
      },
      { file: 'apps/server/src/modules/pay/pay.test.ts', test: 'credit once when the same notice arrives ten times' },
    ],
  },
  {
    text: 'Check the order in Records: it shows whether the payment was received. If the coins are still missing after ten minutes, contact <support>customer service</support> with the order number.',
    kind: 'promise',
    proof: [
      { file: 'apps/server/src/modules/pay/pay.test.ts', test: 'page, filter and total only the player’s own orders' },
      {
        file: 'apps/web/src/features/wallet/utils/status.test.ts',
        test: 'name deposit statuses as the product does, each with a tone',
      },
    ],
  },
  {
    text: 'You can also deposit cryptocurrency from the crypto deposit page. Send only the coin and network shown there to your personal address; the deposit is credited once the network has confirmed it.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/crypto/crypto.test.ts',
        test: 'are the player’s own, the same every time, derived at its index, one per network',
      },
      {
        file: 'apps/server/src/modules/crypto/deposits.test.ts',
        test: 'wait for the confirmations, then credit once at the rate of that moment',
      },
    ],
  },
  {
    text: "The game hall lists every machine with today's data, such as games played and recent bonuses. Pick one and you are ready to play. You can mark machines as favourites to find them quickly.",
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/app/routes/amigo/amigo.test.tsx',
        test: 'groups machines by game with their status, counters, payout rate, bonuses and slump graph',
      },
      { file: 'apps/web/src/app/routes/amigo/amigo.test.tsx', test: 'stars a game as a favourite' },
    ],
  },
  {
    text: 'Each game takes its bet from your balance, and any win is added the moment the reels stop. Every round appears in your game records with its bet, win and result.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/game/game.test.ts',
        test: 'take the bet and pay the win in one step, once per request key, and keep a round',
      },
      { file: 'apps/server/src/modules/game/game.test.ts', test: 'fill the game records and their totals' },
      {
        file: 'apps/web/e2e/game.spec.ts',
        test: 'deposit, play a machine, follow the round into the records and verify it',
      },
    ],
  },
  {
    text: 'Before you play, the machine shows the hash (fingerprint) of a secret server seed. Each spin is calculated from that seed, your client seed and a counter. Change your seeds at any time: the old server seed is then revealed, and the verification page recomputes any round it produced, so you can see that the result was fixed before you pressed spin.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/game/game.test.ts',
        test: 'can be verified from the revealed seed with the same engine',
      },
      {
        file: 'apps/web/src/features/games/verify/replay-round.test.ts',
        test: 'draws the same stops, wins and flags as the server',
      },
      {
        file: 'apps/web/src/features/games/verify/verification.test.ts',
        test: 'is a match for a revealed round, on either game',
      },
    ],
  },
  {
    text: 'Add your real name in Account settings.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/features/wallet/components/withdraw-form.test.tsx',
        test: 'says what is missing before a withdrawal: real name and fund password',
      },
      {
        file: 'apps/server/src/modules/bank/bank.test.ts',
        test: 'needs the real name first, and the holder must be that name',
      },
    ],
  },
  {
    text: 'Bind a bank card in the same name under Bank cards.',
    kind: 'promise',
    proof: [
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'needs a bound card of the player’s own' },
      {
        file: 'apps/server/src/modules/bank/bank.test.ts',
        test: 'needs the real name first, and the holder must be that name',
      },
      {
        file: 'apps/web/src/features/wallet/components/withdraw-form.test.tsx',
        test: 'without a bound card says to bind one first, with the way there',
      },
    ],
  },
  {
    text: 'Set your six-digit fund password.',
    kind: 'promise',
    proof: [
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'needs the fund password, set and right' },
      {
        file: 'apps/web/src/app/routes/user/payment-password.test.tsx',
        test: 'needs six digits, typed twice the same',
      },
    ],
  },
  {
    text: 'Enter the number of coins and your fund password. The coins are set aside at once while our finance team reviews the request, and you can follow it in Records. If a withdrawal cannot be paid, the coins return to your balance.',
    kind: 'promise',
    proof: [
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'needs the fund password, set and right' },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'holds the coins at once, and a retried request moves them once',
      },
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'only finance operators decide' },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'rejected: every coin goes back with the reason',
      },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'a payout the bank refuses fails and gives the coins back',
      },
    ],
  },
  {
    text: 'Before a large withdrawal we ask you to verify your identity: upload the front and back of your ID and a photo of you holding it in My account. We review it quickly and keep it private.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'needs approved identity verification above the threshold',
      },
      {
        file: 'apps/web/src/features/account/components/kyc-section.test.tsx',
        test: 'asks for each missing photo, then sends the three compressed photos and shows "submitted"',
      },
      {
        file: 'apps/server/src/modules/kyc/kyc.test.ts',
        test: 'is reviewed by an operator, and nobody else sees the photos',
      },
    ],
  },
  {
    text: 'Never share your password or fund password, not even with someone who says they are from Game Hall: our staff will never ask for them. Sign out on shared devices, and change your password at once if you think someone knows it.',
    kind: 'statement',
    why: 'advice on keeping a password, and how staff behave',
  },
  {
    text: 'A bonus is paid into a locked bonus balance, apart from your cash. Your bets use your cash first, then your bonus coins, and what a bet paid with bonus coins wins stays locked with the bonus. Bonus funds in My account shows both balances and how far the wagering has gone.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'takes cash first, then bonus; keeps what bonus bets win locked; releases everything at the requirement',
      },
      {
        file: 'apps/web/e2e/bonus.spec.ts',
        test: 'a first deposit earns its bonus, spins move the wagering, a withdrawal gives it up once confirmed',
      },
    ],
  },
  {
    text: 'While a bonus is active, every bet counts towards its wagering: video slots in full (100%), pachislot at the percentage the offer sets.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'counts every bet while active, cash bets too, and pachislot at the offer’s share',
      },
    ],
  },
  {
    text: "The requirement is the bonus times the offer's multiple: a 5,000-coin first deposit bonus wagered 20 times needs 100,000 coins of bets.",
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'is told before paying, paid locked with the credit, and told after; a second deposit earns none',
      },
    ],
  },
  {
    text: 'When the coins wagered reach the requirement, the locked coins, winnings included, move to your cash and can be withdrawn.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'takes cash first, then bonus; keeps what bonus bets win locked; releases everything at the requirement',
      },
    ],
  },
  {
    text: 'Only one bonus is wagered at a time.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'are refused with the reason: a break, identity, a new-players offer, another bonus, not a button offer',
      },
    ],
  },
  {
    text: 'A bonus expires the number of days after it is credited that its offer sets (30 days for the first deposit bonus); whatever is still locked is then lost.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'forfeits what is locked when the job comes due, and a spin after the time ends it first',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus-terms.test.ts',
        test: 'must be wagered within 30 days of its credit',
      },
    ],
  },
  {
    text: 'A bonus played down to zero ends.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'ends a bonus played down to zero: lost, nothing locked, the next bonus free to claim',
      },
    ],
  },
  {
    text: 'A withdrawal while a bonus is active gives the bonus up, winnings from it included. We show what you would lose and ask you to confirm first; your cash is never taken.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'by a withdrawal: refused until the player agrees, then forfeited with the request',
      },
      {
        file: 'apps/web/src/features/wallet/components/withdraw-form.test.tsx',
        test: 'with a bonus being wagered asks first, then sends it again forfeiting the bonus under a new key',
      },
      { file: 'apps/web/src/lib/bonus-active.test.ts', test: 'gives the locked coins the player would give up' },
    ],
  },
  {
    text: 'You can also give a bonus up yourself on the Bonus funds page.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'by the player returns the locked coins to the pool and leaves the cash',
      },
      {
        file: 'apps/web/e2e/bonus.spec.ts',
        test: 'giving a bonus up on its page says what is lost, and keeps the cash',
      },
    ],
  },
  {
    text: 'If a deposit is refunded, the bonus it earned is given up.',
    kind: 'promise',
    proof: [{ file: 'apps/server/src/modules/bonus/bonus.test.ts', test: 'is forfeited when its deposit is refunded' }],
  },
  {
    text: 'First deposit bonus: your first deposit of at least 1,000 coins is matched 100%, up to 10,000 bonus coins, credited with the deposit. Wager it 20 times within 30 days. Once per player.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'is told before paying, paid locked with the credit, and told after; a second deposit earns none',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'is not paid on a deposit below the minimum, and says why after',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus-terms.test.ts',
        test: 'must be wagered within 30 days of its credit',
      },
    ],
  },
  {
    text: 'Weekly rebate: 0.5% of your cash bets on Sakura Fortune and Neon 777, counted Monday to Sunday (site time) and paid to your cash after the week closes if it comes to at least 10 coins, with no wagering. A message tells you when it is paid.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'pays 0.5 % of last week’s cash bets on its games once, from 10 coins, with a letter',
      },
    ],
  },
  {
    text: 'Before you pay, the deposit form shows the bonus the amount will earn, or why it earns none.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'is told before paying, paid locked with the credit, and told after; a second deposit earns none',
      },
      {
        file: 'apps/web/src/features/bonus/components/deposit-bonus-preview.test.tsx',
        test: 'says what the amount earns and its wagering',
      },
      {
        file: 'apps/web/src/features/bonus/components/deposit-bonus-preview.test.tsx',
        test: 'says in plain words why a deposit earns no bonus',
      },
    ],
  },
  {
    text: 'Bonuses are closed during a break or self-exclusion, and to players whose age is not confirmed. Some offers also need identity verification or are for new players only; the offer says so.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'are refused with the reason: a break, identity, a new-players offer, another bonus, not a button offer',
      },
      { file: 'apps/server/src/modules/bonus/bonus-terms.test.ts', test: 'closed to a player under the minimum age' },
    ],
  },

  // help:deposit

  { text: 'Deposit methods', kind: 'statement', why: 'an interface label of the page, not a claim' },
  { text: 'Ways to add coins to your balance', kind: 'statement', why: 'an interface label of the page, not a claim' },
  { text: 'Method', kind: 'statement', why: 'an interface label of the page, not a claim' },
  { text: 'Currency', kind: 'statement', why: 'an interface label of the page, not a claim' },
  { text: 'Coins', kind: 'statement', why: 'an interface label of the page, not a claim' },
  { text: 'Credited', kind: 'statement', why: 'an interface label of the page, not a claim' },
  {
    text: 'Bank payment (Japan) | JPY | 1 yen = 1 coin | Within 10 minutes',
    kind: 'promise',
    proof: [
      { file: 'apps/web/src/lib/money.test.ts', test: 'buys 1 coin per yen and 20 coins per yuan, exactly' },
      {
        file: 'apps/server/src/modules/pay/pay.test.ts',
        test: 'shows the order and, when paid, credits the coins once',
      },
    ],
  },
  {
    text: 'Bank payment (China) | CNY | 1 yuan = 20 coins | Within 10 minutes',
    kind: 'promise',
    proof: [
      { file: 'apps/web/src/lib/money.test.ts', test: 'buys 1 coin per yen and 20 coins per yuan, exactly' },
      {
        file: 'apps/server/src/modules/pay/pay.test.ts',
        test: 'shows the order and, when paid, credits the coins once',
      },
    ],
  },
  {
    text: 'Cryptocurrency | USDT | At the rate shown when you deposit | After network confirmation',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/crypto/deposits.test.ts',
        test: 'wait for the confirmations, then credit once at the rate of that moment',
      },
      {
        file: 'apps/web/src/lib/crypto-units.test.ts',
        test: 'estimate coins the way the server converts (rounded down)',
      },
    ],
  },
  {
    text: 'To your bank card: the card must be in your own name, the same name you deposit with.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bank/bank.test.ts',
        test: 'needs the real name first, and the holder must be that name',
      },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal-hardening.test.ts',
        test: 'refuses a card whose holder is no longer the player’s real name',
      },
      { file: 'apps/server/src/modules/user/real-name.test.ts', test: 'never leaves a player with cards in two names' },
    ],
  },
  {
    text: 'To a cryptocurrency address: use the same network you deposit on, or the funds may be lost.',
    kind: 'statement',
    why: 'advice to the player; nothing for the site to keep',
  },
  {
    text: 'Each channel shows its smallest and largest amount and its fee before you confirm. A deposit fee is added on top of the amount you pay, never taken from your coins. A withdrawal fee is taken from the coins you withdraw: the withdrawal form shows the fee and the amount that reaches your bank before you confirm. Withdrawals also have a minimum and a maximum, shown on the withdrawal page.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/src/features/wallet/components/withdraw-fee.test.tsx',
        test: 'is shown as taken from the amount, with the coins taken and the payout, before Withdraw is pressed',
      },
      {
        file: 'apps/web/src/features/wallet/components/withdraw-form.test.tsx',
        test: 'asks to confirm the amount, fee, payout and card before anything is sent',
      },
      {
        file: 'apps/web/src/features/wallet/components/deposit-form.test.tsx',
        test: 'shows the coins bought, the fee and the total as the amount is typed',
      },
      { file: 'apps/web/src/lib/money.test.ts', test: 'show the coins bought, the fee on top and the total' },
      { file: 'apps/server/src/modules/pay/pay.test.ts', test: 'keep to the channel’s bounds and to whole coins' },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'are listed apart from deposit channels, bounds and fee in coins',
      },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'keeps to the channel’s bounds and refuses bad amounts',
      },
    ],
  },
  {
    text: 'Deposits are credited automatically, normally within ten minutes. Withdrawals are reviewed by our finance team before they are paid; most are completed within a day. Before a large withdrawal you may be asked to verify your identity first.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/pay/pay.test.ts',
        test: 'shows the order and, when paid, credits the coins once',
      },
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'only finance operators decide' },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'needs approved identity verification above the threshold',
      },
    ],
  },
  {
    text: 'Keep the order number of every deposit until the coins arrive.',
    kind: 'statement',
    why: 'advice to the player; nothing for the site to keep',
  },
  {
    text: 'Withdrawals need your fund password; set it in advance.',
    kind: 'promise',
    proof: [
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'needs the fund password, set and right' },
    ],
  },
  {
    text: 'If anything looks wrong, contact <support>customer service</support> with the order number.',
    kind: 'statement',
    why: 'a way to contact customer service',
  },

  // help:faq

  { text: 'Search the questions', kind: 'statement', why: 'an interface label of the page, not a claim' },
  {
    text: 'For example: deposit, password, seed',
    kind: 'statement',
    why: 'an interface label of the page, not a claim',
  },
  { text: '{{count}} question', kind: 'statement', why: 'an interface label of the page, not a claim' },
  { text: '{{count}} questions', kind: 'statement', why: 'an interface label of the page, not a claim' },
  {
    text: 'No question matches “{{query}}”. Try another word, or contact <support>customer service</support>.',
    kind: 'statement',
    why: 'an interface label of the page, not a claim',
  },
  { text: 'Questions and answers', kind: 'statement', why: 'an interface label of the page, not a claim' },
  {
    text: 'Choose Sign in, then Register. Confirm your e-mail address with the six-digit code we send, accept the user agreement, then choose a user name and password.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/register/register.test.ts',
        test: 'registers with the mailed code and signs the new player in',
      },
      { file: 'apps/server/src/modules/register/register.test.ts', test: 'needs the terms accepted' },
    ],
  },
  {
    text: 'Check your spam or junk folder and that the address is spelled correctly. You can ask for a new code after 60 seconds.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/register/register.test.ts',
        test: 'refuses a resend inside 60 seconds with the time left',
      },
      {
        file: 'apps/web/src/features/account/components/register-form.test.tsx',
        test: 'enables sending only for a valid e-mail, then counts 60 s down before a resend',
      },
    ],
  },
  {
    text: 'In the sign-in window choose "Forgot password", enter your user name and we will e-mail you a code to set a new password. For your safety this signs you out everywhere.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/auth/auth.test.ts',
        test: 'resets with the mailed code, ends every session, and the new password works',
      },
    ],
  },
  {
    text: '1 Japanese yen buys 1 coin and 1 Chinese yuan buys 20 coins. For cryptocurrency, the rate is shown before you deposit.',
    kind: 'promise',
    proof: [
      { file: 'apps/web/src/lib/money.test.ts', test: 'buys 1 coin per yen and 20 coins per yuan, exactly' },
      {
        file: 'apps/web/src/lib/crypto-units.test.ts',
        test: 'estimate coins the way the server converts (rounded down)',
      },
    ],
  },
  {
    text: 'Deposits are credited automatically, normally within ten minutes of payment. Cryptocurrency deposits are credited once the network confirms them.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/pay/pay.test.ts',
        test: 'shows the order and, when paid, credits the coins once',
      },
      {
        file: 'apps/server/src/modules/crypto/deposits.test.ts',
        test: 'wait for the confirmations, then credit once at the rate of that moment',
      },
    ],
  },
  {
    text: 'Look at the order in Records. If the coins have not arrived ten minutes after you paid, contact <support>customer service</support> with the order number.',
    kind: 'promise',
    proof: [
      { file: 'apps/server/src/modules/pay/pay.test.ts', test: 'page, filter and total only the player’s own orders' },
      {
        file: 'apps/web/src/features/wallet/utils/status.test.ts',
        test: 'name deposit statuses as the product does, each with a tone',
      },
    ],
  },
  {
    text: 'To protect you and to meet anti-money-laundering rules, withdrawals are paid only to cards in the name on your account, the same name you deposit with.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bank/bank.test.ts',
        test: 'needs the real name first, and the holder must be that name',
      },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal-hardening.test.ts',
        test: 'refuses a card whose holder is no longer the player’s real name',
      },
      { file: 'apps/server/src/modules/user/real-name.test.ts', test: 'never leaves a player with cards in two names' },
    ],
  },
  {
    text: 'A separate six-digit password that protects withdrawals. Set or change it under Fund password in your account; it is never the same as your sign-in password.',
    kind: 'promise',
    proof: [
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'needs the fund password, set and right' },
      {
        file: 'apps/web/src/app/routes/user/payment-password.test.tsx',
        test: 'needs six digits, typed twice the same',
      },
      {
        file: 'apps/server/src/modules/auth/auth.test.ts',
        test: 'is set freely the first time, then changed only with the old one or a mailed code',
      },
      {
        file: 'apps/server/src/modules/auth/auth.test.ts',
        test: 'is never the sign-in password, when set or changed with the old one or a mailed code',
      },
      {
        file: 'apps/server/src/modules/auth/auth.test.ts',
        test: 'is refused when it is the fund password, by a change and by a reset, keeping the mailed code',
      },
    ],
  },
  {
    text: 'Before a large withdrawal, or when a security check asks for it. Upload the front and back of your ID and a photo of you holding it in My account.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'needs approved identity verification above the threshold',
      },
      {
        file: 'apps/server/src/modules/aml/aml.test.ts',
        test: 'are refused while a flag is open and the identity is not verified, and allowed once it is',
      },
      {
        file: 'apps/web/src/features/account/components/kyc-section.test.tsx',
        test: 'asks for each missing photo, then sends the three compressed photos and shows "submitted"',
      },
    ],
  },
  {
    text: 'Our finance team reviews each request first; most are paid within a day. The coins are set aside at once, and return to your balance if the payment fails.',
    kind: 'promise',
    proof: [
      { file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts', test: 'only finance operators decide' },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'holds the coins at once, and a retried request moves them once',
      },
      {
        file: 'apps/server/src/modules/withdrawal/withdrawal.test.ts',
        test: 'a payout the bank refuses fails and gives the coins back',
      },
    ],
  },
  {
    text: 'Every machine shows the hash of its secret server seed before you play. After you change seeds the old seed is revealed, and the verification page recomputes any of its rounds from the seed, your client seed and the round number.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/game/game.test.ts',
        test: 'can be verified from the revealed seed with the same engine',
      },
      {
        file: 'apps/web/src/features/games/verify/replay-round.test.ts',
        test: 'draws the same stops, wins and flags as the server',
      },
      {
        file: 'apps/web/src/features/games/verify/verification.test.ts',
        test: 'is a match for a revealed round, on either game',
      },
    ],
  },
  {
    text: 'Yes. <support>Customer service</support> can set deposit limits, a cooling-off break or a self-exclusion for you. See Responsible play for details.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/protection/protection.test.ts',
        test: 'are read by support and finance with their history, and no call lifts them',
      },
      {
        file: 'apps/server/src/modules/protection/operator-set.test.ts',
        test: 'lowers a limit the player chose, at once, with the reason logged and told to the player in their language',
      },
      {
        file: 'apps/server/src/modules/protection/operator-set.test.ts',
        test: 'never raises a limit the player chose, and changes nothing when refused',
      },
      {
        file: 'apps/server/src/modules/protection/operator-set.test.ts',
        test: 'sets a break, then a longer exclusion, but nothing shorter than what is in force',
      },
    ],
  },
  {
    text: 'Adults only: 18 or older, or 20 or older in Japan and wherever the law sets a higher age.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'is configured from 18 to 25, 18 unless set',
      },
      {
        file: 'apps/server/src/modules/protection/minimum-age.test.ts',
        test: 'closes deposits and play for a 19-year-old, not for one who is 20',
      },
    ],
  },
  {
    text: 'Use the language menu at the top of the page. The site offers English, Japanese, Korean, Simplified and Traditional Chinese, Filipino and Vietnamese, and remembers your choice.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/web/e2e/i18n.spec.ts',
        test: 'switching the language changes the texts, is stored under "lang" and survives a reload',
      },
      {
        file: 'apps/web/src/locales/locales.test.ts',
        test: 'have exactly the keys of en-US, none empty, with the same placeholders',
      },
    ],
  },
  {
    text: 'Game Hall can be installed from your browser and then opens like an app from your home screen. The App page shows how on iPhone and Android.',
    kind: 'promise',
    proof: [
      { file: 'apps/web/e2e/content.spec.ts', test: 'has a valid manifest and an active service worker' },
      { file: 'apps/web/e2e/content.spec.ts', test: 'the app page explains installing on every platform' },
      {
        file: 'apps/web/src/features/download/utils/platform.test.ts',
        test: 'lists every platform once, the detected one first',
      },
    ],
  },
  {
    text: 'Your first deposit of at least 1,000 coins is matched 100% in bonus coins, up to 10,000, credited with the deposit. The bonus coins stay locked until you have bet 20 times the bonus (100,000 coins for a 5,000-coin bonus) within 30 days; then the bonus and what it won move to your cash. The deposit form shows the bonus before you pay.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'is told before paying, paid locked with the credit, and told after; a second deposit earns none',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'takes cash first, then bonus; keeps what bonus bets win locked; releases everything at the requirement',
      },
      {
        file: 'apps/web/src/features/bonus/components/deposit-bonus-preview.test.tsx',
        test: 'says what the amount earns and its wagering',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus-terms.test.ts',
        test: 'must be wagered within 30 days of its credit',
      },
    ],
  },
  {
    text: "Bonus coins, and what bets paid with them win, stay locked until the bonus's wagering is complete. Your bets use your cash first, then the bonus. While the bonus is active every bet counts towards the wagering: video slots 100%, pachislot at the offer's percentage. Bonus funds in My account shows your progress.",
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'takes cash first, then bonus; keeps what bonus bets win locked; releases everything at the requirement',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'counts every bet while active, cash bets too, and pachislot at the offer’s share',
      },
      {
        file: 'apps/web/e2e/bonus.spec.ts',
        test: 'a first deposit earns its bonus, spins move the wagering, a withdrawal gives it up once confirmed',
      },
    ],
  },
  {
    text: 'A withdrawal while a bonus is being wagered gives the bonus up, with what it has won. We ask you to confirm before anything happens, and your cash is never taken. A bonus also ends when it expires (30 days for the first deposit bonus), when it is played down to zero, or if the deposit that earned it is refunded.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'by a withdrawal: refused until the player agrees, then forfeited with the request',
      },
      {
        file: 'apps/web/src/features/wallet/components/withdraw-form.test.tsx',
        test: 'with a bonus being wagered asks first, then sends it again forfeiting the bonus under a new key',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'forfeits what is locked when the job comes due, and a spin after the time ends it first',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus-terms.test.ts',
        test: 'must be wagered within 30 days of its credit',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'ends a bonus played down to zero: lost, nothing locked, the next bonus free to claim',
      },
      { file: 'apps/server/src/modules/bonus/bonus.test.ts', test: 'is forfeited when its deposit is refunded' },
    ],
  },
  {
    text: 'No: only one bonus is wagered at a time, and while one is active a deposit earns no other. Bonuses are also closed during a break or self-exclusion, and to players whose age is not confirmed.',
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'are refused with the reason: a break, identity, a new-players offer, another bonus, not a button offer',
      },
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'is told before paying, paid locked with the credit, and told after; a second deposit earns none',
      },
      { file: 'apps/server/src/modules/bonus/bonus-terms.test.ts', test: 'closed to a player under the minimum age' },
    ],
  },
  {
    text: "Each week, Monday to Sunday site time, 0.5% of your cash bets on Sakura Fortune and Neon 777 is counted. After the week closes it is paid straight to your cash if it comes to at least 10 coins, with no wagering, and a message tells you. Bets paid with bonus coins do not count. The rebate's page shows this week's total so far.",
    kind: 'promise',
    proof: [
      {
        file: 'apps/server/src/modules/bonus/bonus.test.ts',
        test: 'pays 0.5 % of last week’s cash bets on its games once, from 10 coins, with a letter',
      },
      {
        file: 'apps/web/src/features/bonus/components/offer-action.test.tsx',
        test: "leads to a rebate's details, for visitors too",
      },
    ],
  },
];
