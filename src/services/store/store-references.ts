/**
 * Which records a record refers to by id, table by table: what must stay in the store while the record stays
 * (a post's author, the post it boosts or quotes, its poll; a notification group's post and sample accounts...).
 * The release follows these from the roots (store-release.ts).
 */
import type { HoldId } from './store-roots';
import type { EntityTables, TableName } from './tables';

type Refer<T extends TableName> = (record: EntityTables[T], hold: HoldId) => void;

const holdAll = (ids: readonly string[], table: TableName, hold: HoldId) => {
  for (const id of ids) hold(id, table);
};

const holdOne = (id: string | null | undefined, table: TableName, hold: HoldId) => {
  if (id != null) hold(id, table);
};

const REFERENCES: { [T in TableName]?: Refer<T> } = {
  statuses: (status, hold) => {
    hold(status.accountId, 'accounts');
    holdOne(status.reblogId, 'statuses', hold);
    holdOne(status.quote?.quotedStatusId, 'statuses', hold);
    holdOne(status.pollId, 'polls', hold);
    holdOne(status.in_reply_to_account_id, 'accounts', hold);
    for (const author of status.card?.authors ?? []) holdOne(author.accountId, 'accounts', hold);
    for (const reaction of status.emoji_reactions) holdAll(reaction.account_ids, 'accounts', hold);
  },
  accounts: (account, hold) => holdOne(account.movedId, 'accounts', hold),
  notificationGroups: (group, hold) => {
    holdOne(group.statusId, 'statuses', hold);
    holdAll(group.sampleAccountIds, 'accounts', hold);
    for (const reactions of group.emojiReactionGroups) holdAll(reactions.sampleAccountIds, 'accounts', hold);
    for (const part of [group.report, group.moderationWarning]) {
      if (part === null) continue;
      holdOne(part.targetAccountId, 'accounts', hold);
      holdAll(part.status_ids, 'statuses', hold);
    }
  },
  conversations: (conversation, hold) => {
    holdAll(conversation.accountIds, 'accounts', hold);
    holdOne(conversation.lastStatusId, 'statuses', hold);
  },
  filters: (filter, hold) => {
    for (const entry of filter.statuses) hold(entry.status_id, 'statuses');
  },
};

/** Calls `hold` for every record `record` (of `table`) refers to. */
export function referencesOf<T extends TableName>(table: T, record: EntityTables[T], hold: HoldId): void {
  (REFERENCES[table] as Refer<T> | undefined)?.(record, hold);
}
