/**
 * How a notification row is laid out, by type:
 * - `post`: the notification is a post meant for the reader (a mention, a post from someone followed with
 *   notifications on, a list that notifies, a quote, a reference, an edit): the whole post is shown under a
 *   short line saying why it is here;
 * - `excerpt`: something happened to a post (favourited, boosted, reacted to, a poll ended, a quoted post was
 *   edited): who did it, then a dimmed excerpt of the post that opens it;
 * - `account`: an account is the news (a follow, a follow request, a sign-up): the account itself;
 * - `notice`: the server tells the reader something (reports, moderation, severed connections, the annual
 *   report): a sentence and its details.
 */
import { isKnownNotificationType, type KnownNotificationType } from '../../../domain/entities/notification-parts';

export type RowKind = 'post' | 'excerpt' | 'account' | 'notice';

const KIND_OF: Record<KnownNotificationType, RowKind> = {
  mention: 'post',
  status: 'post',
  list_status: 'post',
  quote: 'post',
  status_reference: 'post',
  update: 'post',
  favourite: 'excerpt',
  reblog: 'excerpt',
  emoji_reaction: 'excerpt',
  reaction: 'excerpt',
  poll: 'excerpt',
  quoted_update: 'excerpt',
  follow: 'account',
  follow_request: 'account',
  'admin.sign_up': 'account',
  'admin.report': 'notice',
  moderation_warning: 'notice',
  severed_relationships: 'notice',
  annual_report: 'notice',
};

/** The layout of a type, or null for a type this client does not know (such rows are not shown). */
export function rowKindOf(type: string): RowKind | null {
  return isKnownNotificationType(type) ? KIND_OF[type] : null;
}

/** At most this many sample avatars are shown for a group (the server samples no more either). */
export const MAX_SAMPLE_AVATARS = 8;
