/** The store's tables: which record each holds and the field that keys it. */
import type { Account } from '../../domain/entities/account';
import type { Announcement } from '../../domain/entities/announcement';
import type { Antenna, BookmarkCategory, Circle, List } from '../../domain/entities/collections';
import type { Conversation } from '../../domain/entities/conversation';
import type { CustomEmoji } from '../../domain/entities/custom-emoji';
import type { Filter } from '../../domain/entities/filter';
import type { NotificationGroup } from '../../domain/entities/notification-group';
import type { Poll } from '../../domain/entities/poll';
import type { Relationship } from '../../domain/entities/relationship';
import type { Status } from '../../domain/entities/status';
import type { TagRecord } from '../tags/tag-record';

export interface EntityTables {
  statuses: Status;
  accounts: Account;
  relationships: Relationship;
  polls: Poll;
  filters: Filter;
  lists: List;
  antennas: Antenna;
  circles: Circle;
  bookmarkCategories: BookmarkCategory;
  announcements: Announcement;
  conversations: Conversation;
  notificationGroups: NotificationGroup;
  customEmojis: CustomEmoji;
  /** hashtags, keyed by their lower-cased name (tag-record.ts) */
  tags: TagRecord;
}

export type TableName = keyof EntityTables;
export type EntityOf<T extends TableName> = EntityTables[T];

export const TABLE_NAMES: readonly TableName[] = [
  'statuses',
  'accounts',
  'relationships',
  'polls',
  'filters',
  'lists',
  'antennas',
  'circles',
  'bookmarkCategories',
  'announcements',
  'conversations',
  'notificationGroups',
  'customEmojis',
  'tags',
];

/** The key of a record in its table: `id`, except group_key for groups and shortcode for emoji. */
export function recordKey<T extends TableName>(table: T, record: EntityTables[T]): string {
  if (table === 'notificationGroups') return (record as NotificationGroup).group_key;
  if (table === 'customEmojis') return (record as CustomEmoji).shortcode;
  return (record as { id: string }).id;
}
