/**
 * Defect 6: the visibility, notification-type and filter-context enums lack kmyblue's values
 * (server-api-facts.md, "kmyblue: status" and "kmyblue: notifications"; filter contexts include kmyblue's).
 */
import { type OverlayConcern, oneOfValues } from './types';

const kmyblueNotificationTypes = ['emoji_reaction', 'reaction', 'status_reference', 'list_status', 'annual_report'];

export const kmyblueEnums: OverlayConcern = {
  concern: 'kmyblue enum values: visibility, notification types, filter contexts',
  defects: [6],
  enums: {
    StatusVisibilityEnum: ['public_unlisted', 'login', 'limited'],
    NotificationTypeEnum: kmyblueNotificationTypes,
    NotificationGroupTypeEnum: [...kmyblueNotificationTypes, 'added_to_collection', 'collection_update'],
    FilterContextEnum: ['explore'],
  },
  schemas: {
    /** the real visibility of a status (`visibility_ex`) */
    VisibilityExEnum: oneOfValues('public', 'unlisted', 'private', 'direct', 'limited', 'public_unlisted', 'login'),
    /** visibility values a client may send when posting */
    ComposeVisibilityEnum: oneOfValues(
      'public',
      'unlisted',
      'private',
      'direct',
      'limited',
      'public_unlisted',
      'login',
      'mutual',
      'circle',
      'reply',
    ),
    SearchabilityEnum: oneOfValues('public', 'private', 'direct', 'limited', 'public_unlisted'),
    LimitedScopeEnum: oneOfValues('mutual', 'circle', 'personal', 'reply'),
    QuotePolicyEnum: oneOfValues('public', 'followers', 'nobody'),
    EmojiReactionPolicyEnum: oneOfValues(
      'allow',
      'outside_only',
      'following_only',
      'followers_only',
      'mutuals_only',
      'block',
    ),
    NotificationFilterPolicyEnum: oneOfValues('accept', 'filter', 'drop'),
  },
};
