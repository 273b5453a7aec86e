/** Notification request and notification policy. */
import { asCount, asEnum, asId, asRecord, asString, isRecord } from './coerce';
import type { ApiNotificationFilterPolicy } from './api-types';

export interface NotificationRequest {
  id: string;
  accountId: string | null;
  /** Servers send a string or a number. */
  notifications_count: number;
  created_at: string;
  updated_at: string;
  lastStatusId: string | null;
}

export interface NotificationPolicy {
  for_not_following: ApiNotificationFilterPolicy;
  for_not_followers: ApiNotificationFilterPolicy;
  for_new_accounts: ApiNotificationFilterPolicy;
  for_private_mentions: ApiNotificationFilterPolicy;
  for_limited_accounts: ApiNotificationFilterPolicy;
  summary: { pending_requests_count: number; pending_notifications_count: number };
}

const POLICIES: readonly ApiNotificationFilterPolicy[] = ['accept', 'filter', 'drop'];

export function normaliseNotificationRequest(raw: unknown): NotificationRequest | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  return {
    id,
    accountId: isRecord(raw.account) ? asId(raw.account.id) : null,
    notifications_count: asCount(raw.notifications_count),
    created_at: asString(raw.created_at),
    updated_at: asString(raw.updated_at),
    lastStatusId: isRecord(raw.last_status) ? asId(raw.last_status.id) : null,
  };
}

/** Never null: a malformed policy reads as "accept everything, nothing pending". */
export function normaliseNotificationPolicy(raw: unknown): NotificationPolicy {
  const p = asRecord(raw);
  const summary = asRecord(p.summary);
  return {
    for_not_following: asEnum(p.for_not_following, POLICIES, 'accept'),
    for_not_followers: asEnum(p.for_not_followers, POLICIES, 'accept'),
    for_new_accounts: asEnum(p.for_new_accounts, POLICIES, 'accept'),
    for_private_mentions: asEnum(p.for_private_mentions, POLICIES, 'accept'),
    for_limited_accounts: asEnum(p.for_limited_accounts, POLICIES, 'accept'),
    summary: {
      pending_requests_count: asCount(summary.pending_requests_count),
      pending_notifications_count: asCount(summary.pending_notifications_count),
    },
  };
}
