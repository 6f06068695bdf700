// Signing in with a provider identity: a known (provider, subject) signs its player in; otherwise an
// existing account with the same e-mail is linked only when the provider vouches for the address,
// and in every other case a new account is created (under the agent code, if one was given).
import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@hall/contracts/locale';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { parentForCode } from '../agent/members';
import { emailHolder, findUserByEmail, findUserById, insertUser, updateUser } from '../user/service';
import { assertEmailMayOpenAccount } from '../protection/identity-match';
import { claimEmail } from '../user/email-claim';
import { attachToTree } from '../user/tree';
import { startSession, type SessionPolicy } from '../session/service';
import { findLinkedUserId, linkIdentity } from './repo';
import type { ProviderIdentity } from './verify';

export interface OAuthDeps {
  db: Db;
  policy: SessionPolicy;
  onRegistered?: (userId: number) => void;
  /** AGENT_MAX_DEPTH: how many levels an agent tree may have. */
  agentMaxDepth?: number;
}

const generatedAccount = (provider: string) =>
  `${provider[0]}${randomBytes(8).toString('hex').slice(0, 13)}`.replace(/[^a-z0-9]/g, '0');

export async function signInWithIdentity(
  deps: OAuthDeps,
  who: ProviderIdentity,
  input: { agentCode?: string | undefined },
  meta: { ip: string; userAgent?: string | undefined; locale: Locale },
) {
  let userId = await findLinkedUserId(deps.db, who.provider, who.subject);
  let created = false;
  if (userId === undefined) {
    const existing = who.email ? await findUserByEmail(deps.db, who.email) : undefined;
    if (existing && !who.emailVerified) {
      throw new AppError(409, 'provider_email_unverified', 'auth.provider_email_unverified');
    }
    let parentId: number | null = null;
    if (!existing && input.agentCode) parentId = await parentForCode(deps.db, input.agentCode, deps.agentMaxDepth ?? 5);
    // A password nobody knows: the player can set one later through "find password".
    const passwordHash = existing ? '' : await hashPassword(randomBytes(32).toString('hex'));
    userId = await inTransaction(deps.db, async (tx) => {
      let id = existing?.id;
      if (id === undefined) {
        const placeholder = `${who.provider}-${createHash('sha256').update(who.subject).digest('hex').slice(0, 20)}@users.invalid`;
        // An address the provider vouches for is the player's: an account that merely holds it
        // unproven (typed by an agent for a member) gives it up. One it does not vouch for is kept
        // only if nobody holds it, and stays unproven until confirmed with a code.
        let email = who.email ?? placeholder;
        // A self-excluded player's mailbox opens no new account, whether the provider vouches for it or not.
        if (who.email) await assertEmailMayOpenAccount(tx, who.email);
        if (who.email && who.emailVerified) await claimEmail(tx, who.email);
        else if (who.email && (await emailHolder(tx, who.email))) email = placeholder;
        const user = await insertUser(tx, {
          account: generatedAccount(who.provider),
          email,
          emailVerifiedAt: who.email && !who.emailVerified ? null : new Date(),
          passwordHash,
          parentId,
          locale: meta.locale,
        });
        await attachToTree(tx, user.id, parentId);
        id = user.id;
        created = true;
      }
      await linkIdentity(tx, { provider: who.provider, subject: who.subject, userId: id, email: who.email });
      return id;
    });
  }

  const user = await findUserById(deps.db, userId);
  if (user?.status === 'closed') throw new AppError(403, 'account_closed', 'auth.account_closed');
  if (user?.status !== 'active') throw new AppError(403, 'account_frozen', 'auth.account_frozen');
  const session = await startSession(deps.db, userId, deps.policy, { ip: meta.ip, userAgent: meta.userAgent });
  await updateUser(deps.db, userId, { lastLoginAt: new Date() });
  if (created) deps.onRegistered?.(userId);
  return { token: session.token };
}
