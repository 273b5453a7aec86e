/**
 * Notification groups as the offline cache keeps them: a GET v2/notifications answer names its accounts and posts
 * once, beside the groups, so each group is kept with what it names (`{ group_key, notification_group, accounts,
 * partial_accounts, statuses }`, all raw), and a kept list can be cut or merged group by group. A reader puts
 * kept groups back into the answer's shape and imports it as a server answer (importGroupedNotifications).
 */
import { asArray, asId, asIdArray, asRecord, isRecord } from '../../domain/entities/coerce';

/** The groups of a v2 answer, each with the accounts and posts it names. */
export function cachedNotificationGroups(answer: unknown): unknown[] {
  const data = asRecord(answer);
  const byId = (raws: unknown) =>
    new Map(asArray(raws).flatMap((raw) => (isRecord(raw) && asId(raw.id) !== null ? [[asId(raw.id)!, raw]] : [])));
  const accounts = byId(data.accounts);
  const partials = byId(data.partial_accounts);
  const statuses = byId(data.statuses);
  const named = (ids: readonly string[], from: Map<string, unknown>) =>
    ids.flatMap((id) => (from.has(id) ? [from.get(id)] : []));
  return asArray(data.notification_groups).flatMap((raw) => {
    const group = asRecord(raw);
    const key = asId(group.group_key);
    if (key === null) return [];
    const accountIds = asIdArray(group.sample_account_ids);
    const statusId = asId(group.status_id);
    return [
      {
        group_key: key,
        notification_group: raw,
        accounts: named(accountIds, accounts),
        partial_accounts: named(accountIds, partials),
        statuses: statusId === null ? [] : named([statusId], statuses),
      },
    ];
  });
}

/** Kept groups put back into a v2 answer's shape (what the store's importer of grouped notifications takes). */
export function groupedAnswerOf(items: readonly unknown[]): {
  accounts: unknown[];
  partial_accounts: unknown[];
  statuses: unknown[];
  notification_groups: unknown[];
} {
  const answer = {
    accounts: [] as unknown[],
    partial_accounts: [] as unknown[],
    statuses: [] as unknown[],
    notification_groups: [] as unknown[],
  };
  for (const item of items) {
    const kept = asRecord(item);
    if (!isRecord(kept.notification_group)) continue;
    answer.notification_groups.push(kept.notification_group);
    answer.accounts.push(...asArray(kept.accounts));
    answer.partial_accounts.push(...asArray(kept.partial_accounts));
    answer.statuses.push(...asArray(kept.statuses));
  }
  return answer;
}
