/**
 * Importers for notifications (v1 and grouped v2), conversations, notification requests,
 * follow suggestions and other payloads that carry accounts and statuses.
 */
import { isNewerId } from '../../machines/notification-groups-rules';
import { normaliseAccount } from '../../domain/entities/account';
import { asArray, asRecord, asString, isRecord } from '../../domain/entities/coerce';
import { normaliseConversation } from '../../domain/entities/conversation';
import { normaliseNotification, type Notification } from '../../domain/entities/notification';
import { normaliseNotificationGroup } from '../../domain/entities/notification-group';
import { normaliseNotificationRequest, type NotificationRequest } from '../../domain/entities/notification-request';
import { normaliseFollowSuggestion, type FollowSuggestion } from '../../domain/entities/suggestion-marker';
import { asHttpUrl } from '../../domain/entities/urls';
import type { EntityStore } from './entity-store';
import { collectIds, importAccount, importAccounts, importStatus, importStatuses } from './importers';

/** Stores the accounts a report or moderation warning names. */
function importTargets(store: EntityStore, raw: Record<string, unknown>): void {
  importAccount(store, asRecord(raw.report).target_account);
  importAccount(store, asRecord(raw.moderation_warning).target_account);
}

/** A v1 notification: stores its account, status and targets; returns the notification (not a table). */
export function importNotification(store: EntityStore, raw: unknown): Notification | null {
  const notification = normaliseNotification(raw);
  if (notification === null || !isRecord(raw)) return null;
  store.batch(() => {
    importAccount(store, raw.account);
    importStatus(store, raw.status);
    importTargets(store, raw);
  });
  return notification;
}

export function importNotifications(store: EntityStore, raws: unknown): Notification[] {
  return store.batch(() => {
    const out: Notification[] = [];
    for (const raw of asArray(raws)) {
      const notification = importNotification(store, raw);
      if (notification !== null) out.push(notification);
    }
    return out;
  });
}

/**
 * Stores a group; a group already known with a newer notification (joined live since, or from a newer page) is
 * kept as it is, so an older page fetched again never turns its count and samples back.
 */
export function importNotificationGroup(store: EntityStore, raw: unknown): string | null {
  const group = normaliseNotificationGroup(raw);
  if (group === null || !isRecord(raw)) return null;
  const known = store.get('notificationGroups', group.group_key);
  store.batch(() => {
    importTargets(store, raw);
    if (known === undefined || !isNewerId(known.most_recent_notification_id, group.most_recent_notification_id))
      store.set('notificationGroups', group);
  });
  return group.group_key;
}

/** A partial account (id, acct, avatar...) is stored only when the full account is not known. */
function importPartialAccount(store: EntityStore, raw: unknown): void {
  if (!isRecord(raw)) return;
  const acct = asString(raw.acct);
  const candidate = normaliseAccount({ ...raw, username: asString(raw.username, acct.split('@')[0] ?? '') });
  if (candidate !== null && !store.has('accounts', candidate.id)) store.set('accounts', candidate);
}

/**
 * The rest of a GET v2/notifications answer once its accounts and posts are stored: the partial accounts (kept
 * only where the full account is not known) and the groups; returns the group keys in order.
 */
export function importNotificationGroups(store: EntityStore, raw: unknown): string[] {
  const results = asRecord(raw);
  return store.batch(() => {
    for (const partial of asArray(results.partial_accounts)) importPartialAccount(store, partial);
    return collectIds(results.notification_groups, (group) => importNotificationGroup(store, group));
  });
}

/** GET v2/notifications: stores accounts, statuses and groups; returns the group keys in order. */
export function importGroupedNotifications(store: EntityStore, raw: unknown): string[] {
  const results = asRecord(raw);
  return store.batch(() => {
    importAccounts(store, results.accounts);
    importStatuses(store, results.statuses);
    return importNotificationGroups(store, raw);
  });
}

export function importConversation(store: EntityStore, raw: unknown): string | null {
  const conversation = normaliseConversation(raw);
  if (conversation === null || !isRecord(raw)) return null;
  store.batch(() => {
    importAccounts(store, raw.accounts);
    importStatus(store, raw.last_status);
    store.set('conversations', conversation);
  });
  return conversation.id;
}

export function importConversations(store: EntityStore, raws: unknown): string[] {
  return store.batch(() => collectIds(raws, (raw) => importConversation(store, raw)));
}

export function importNotificationRequests(store: EntityStore, raws: unknown): NotificationRequest[] {
  return store.batch(() => {
    const out: NotificationRequest[] = [];
    for (const raw of asArray(raws)) {
      const request = normaliseNotificationRequest(raw);
      if (request === null || !isRecord(raw)) continue;
      importAccount(store, raw.account);
      importStatus(store, raw.last_status);
      out.push(request);
    }
    return out;
  });
}

export function importSuggestions(store: EntityStore, raws: unknown): FollowSuggestion[] {
  return store.batch(() => {
    const out: FollowSuggestion[] = [];
    for (const raw of asArray(raws)) {
      const suggestion = normaliseFollowSuggestion(raw);
      if (suggestion === null || !isRecord(raw)) continue;
      importAccount(store, raw.account);
      out.push(suggestion);
    }
    return out;
  });
}

export interface FamiliarFollowersEntry {
  id: string;
  accountIds: string[];
}

export function importFamiliarFollowers(store: EntityStore, raws: unknown): FamiliarFollowersEntry[] {
  return store.batch(() => {
    const out: FamiliarFollowersEntry[] = [];
    for (const raw of asArray(raws)) {
      if (!isRecord(raw)) continue;
      const id = asString(raw.id);
      if (id === '') continue;
      out.push({ id, accountIds: importAccounts(store, raw.accounts) });
    }
    return out;
  });
}

export interface EmojiReactionedByEntry {
  name: string;
  url: string | null;
  static_url: string | null;
  domain: string | null;
  accountId: string;
}

/** kmyblue GET v1/statuses/{id}/emoji_reactioned_by. */
export function importEmojiReactionedBy(store: EntityStore, raws: unknown): EmojiReactionedByEntry[] {
  return store.batch(() => {
    const out: EmojiReactionedByEntry[] = [];
    for (const raw of asArray(raws)) {
      if (!isRecord(raw)) continue;
      const accountId = importAccount(store, raw.account);
      const name = asString(raw.name);
      if (accountId === null || name === '') continue;
      const domain = asString(raw.domain);
      out.push({
        name,
        url: asHttpUrl(raw.url),
        static_url: asHttpUrl(raw.static_url) ?? asHttpUrl(raw.url),
        domain: domain === '' ? null : domain,
        accountId,
      });
    }
    return out;
  });
}
