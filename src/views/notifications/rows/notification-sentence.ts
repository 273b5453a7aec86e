/**
 * What a notification row says, as data: the catalogue key (under `notifications.types.`), the plural count
 * and the values to put in it. The same description is rendered twice: as elements (names with their custom
 * emoji, linking to profiles) and as plain text (the row's accessible name), so both always say the same.
 *
 * Rules: a group names its first sample account and counts the others as notifications_count - 1 (a single
 * notification names only its account). A type whose details are missing still gets a sentence, the most
 * general one of its type.
 */
import type { Account, Status } from '../../../domain/entities';
import type { NotificationGroup } from '../../../domain/entities/notification-group';
import type { KnownNotificationType, NotificationEmojiReaction } from '../../../domain/entities/notification-parts';

export interface SentenceSpec {
  key: string;
  /** how many others beyond the named account (chooses the plural form) */
  count?: number;
  /** plain values (a list title, a year, a domain) */
  values?: Readonly<Record<string, string | number>>;
  /** the account named {name}; null when it is not in the store */
  name?: Account | null;
  /** the account named {target} (a report's subject); null when not known */
  target?: Account | null;
  /** the emoji named {emoji} */
  emoji?: NotificationEmojiReaction;
}

export interface SentenceInput {
  group: NotificationGroup;
  /** the first sample account */
  first: Account | null;
  /** the post of the group, when it has one and it is stored */
  status: Status | null;
  /** the account a report is about */
  reportTarget: Account | null;
  /** the reader's account id */
  me: string | null;
}

/** The actions a moderation warning may carry; another action is told as a plain warning. */
const WARNING_ACTIONS = new Set([
  'none',
  'disable',
  'mark_statuses_as_sensitive',
  'delete_statuses',
  'sensitive',
  'silence',
  'suspend',
]);

const REPORT_CATEGORIES = new Set(['spam', 'legal', 'violation']);

const SEVERANCE_KEYS: Readonly<Record<string, string>> = {
  domain_block: 'severed.domainBlock',
  user_domain_block: 'severed.userDomainBlock',
  account_suspension: 'severed.accountSuspension',
};

/** The emoji of a reaction group when the group holds exactly one distinct emoji. */
export function singleReactionEmoji(group: NotificationGroup): NotificationEmojiReaction | null {
  const [only, ...rest] = group.emojiReactionGroups;
  return only !== undefined && rest.length === 0 ? only.emoji : null;
}

/** "{name} did it" or "{name} and {count} others did it". */
function people(base: string, input: SentenceInput): SentenceSpec {
  const others = Math.max(0, Math.floor(input.group.notifications_count) - 1);
  return others > 0
    ? { key: `${base}.group`, count: others, name: input.first }
    : { key: `${base}.single`, name: input.first };
}

export function describeGroup(type: KnownNotificationType, input: SentenceInput): SentenceSpec {
  const { group, status, first } = input;
  switch (type) {
    case 'follow':
      return people('follow', input);
    case 'follow_request':
      return people('followRequest', input);
    case 'favourite':
      return people('favourite', input);
    case 'emoji_reaction':
    case 'reaction': {
      const emoji = singleReactionEmoji(group);
      return emoji === null ? people('emojiReaction.any', input) : { ...people('emojiReaction.with', input), emoji };
    }
    case 'reblog':
      return people('reblog', input);
    case 'mention':
      return { key: status?.visibility === 'direct' ? 'mention.private' : 'mention.public', name: first };
    case 'status_reference':
      return people('statusReference', input);
    case 'quote':
      return people('quote', input);
    case 'poll':
      if (status === null) return { key: 'poll.ended' };
      return { key: input.me !== null && status.accountId === input.me ? 'poll.own' : 'poll.voted' };
    case 'status':
      return people('status', input);
    case 'list_status':
      return group.list === null || group.list.title.trim() === ''
        ? { key: 'listStatus.unnamed', name: first }
        : { key: 'listStatus.named', name: first, values: { list: group.list.title } };
    case 'update':
      return { key: 'update', name: first };
    case 'quoted_update':
      return { key: 'quotedUpdate', name: first };
    case 'admin.sign_up':
      return people('adminSignUp', input);
    case 'admin.report': {
      const category = group.report?.category ?? 'other';
      const key = REPORT_CATEGORIES.has(category) ? category : 'other';
      return { key: `adminReport.${key}`, name: first, target: input.reportTarget };
    }
    case 'moderation_warning': {
      const action = group.moderationWarning?.action ?? 'none';
      return { key: `moderationWarning.${WARNING_ACTIONS.has(action) ? action : 'none'}` };
    }
    case 'severed_relationships': {
      const event = group.event;
      const key = event === null ? undefined : SEVERANCE_KEYS[event.type];
      if (event === null || key === undefined || event.target_name.trim() === '') return { key: 'severed.other' };
      return { key, values: { subject: event.target_name } };
    }
    case 'annual_report':
      return group.annualReport === null
        ? { key: 'annualReport.plain' }
        : { key: 'annualReport.year', values: { year: String(group.annualReport.year) } };
  }
}
