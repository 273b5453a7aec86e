import type { SandboxDb } from '../../kernel/db';
import type { NotificationPolicyRecord, NotificationType } from '../../kernel/records';

export type PolicyValue = 'accept' | 'filter' | 'drop';
export const POLICY_VALUES: readonly PolicyValue[] = ['accept', 'filter', 'drop'];
export const POLICY_FIELDS = [
  'for_not_following',
  'for_not_followers',
  'for_new_accounts',
  'for_private_mentions',
  'for_limited_accounts',
] as const;

/** Mastodon's defaults: everything accepted except private mentions and limited accounts, which are filtered. */
export const DEFAULT_POLICY: NotificationPolicyRecord = {
  for_not_following: 'accept',
  for_not_followers: 'accept',
  for_new_accounts: 'accept',
  for_private_mentions: 'filter',
  for_limited_accounts: 'filter',
};

/** Types never filtered by the policy. */
const UNFILTERABLE = new Set<NotificationType>([
  'admin.sign_up',
  'admin.report',
  'poll',
  'update',
  'quoted_update',
  'moderation_warning',
  'severed_relationships',
  'annual_report',
  'follow_request',
]);

const NEW_ACCOUNT_MS = 30 * 86_400_000;

/** Senders whose requests the recipient accepted: their notifications are no longer filtered. */
const permissions = new WeakMap<SandboxDb, Set<string>>();

function permissionSet(db: SandboxDb): Set<string> {
  let set = permissions.get(db);
  if (!set) {
    set = new Set();
    permissions.set(db, set);
  }
  return set;
}

export function permitSender(db: SandboxDb, recipientId: string, fromId: string): void {
  permissionSet(db).add(`${recipientId}:${fromId}`);
}

export function isPermitted(db: SandboxDb, recipientId: string, fromId: string): boolean {
  return permissionSet(db).has(`${recipientId}:${fromId}`);
}

export function policyOf(db: SandboxDb, accountId: string): NotificationPolicyRecord {
  return db.notificationPolicies.get(accountId) ?? { ...DEFAULT_POLICY };
}

function isPrivateMention(
  db: SandboxDb,
  recipientId: string,
  type: NotificationType,
  statusId: string | null,
): boolean {
  if (type !== 'mention' || !statusId) return false;
  const status = db.statuses.get(statusId);
  if (!status || (status.visibility !== 'direct' && status.visibility !== 'limited')) return false;
  const parent = status.in_reply_to_id ? db.statuses.get(status.in_reply_to_id) : undefined;
  return parent?.account_id !== recipientId;
}

/**
 * What the recipient's policy does with a new notification: accept it, filter it (it goes to a request), or drop
 * it. Followed senders, accepted senders and unfilterable types are always accepted.
 */
export function policyVerdict(
  db: SandboxDb,
  recipientId: string,
  fromId: string,
  type: NotificationType,
  statusId: string | null,
): PolicyValue {
  if (UNFILTERABLE.has(type) || isPermitted(db, recipientId, fromId)) return 'accept';
  const sender = db.accounts.get(fromId);
  if (!sender) return 'accept';
  const policy = policyOf(db, recipientId);
  const following = db.follows.has(recipientId, fromId);
  const verdicts: PolicyValue[] = [];
  if (!following) {
    verdicts.push(policy.for_not_following);
    if (sender.limited) verdicts.push(policy.for_limited_accounts);
    if (db.now() - Date.parse(sender.created_at) < NEW_ACCOUNT_MS) verdicts.push(policy.for_new_accounts);
    if (isPrivateMention(db, recipientId, type, statusId)) verdicts.push(policy.for_private_mentions);
  }
  if (!db.follows.has(fromId, recipientId)) verdicts.push(policy.for_not_followers);
  if (verdicts.includes('drop')) return 'drop';
  return verdicts.includes('filter') ? 'filter' : 'accept';
}
