/**
 * kmyblue notification extras (server-api-facts.md "kmyblue: notifications"), the notification policy body, and the
 * bulk request actions' `id[]` parameter.
 */
import {
  type JsonSchema,
  type OverlayConcern,
  arrayOf,
  bool,
  closedObject,
  int,
  nullable,
  ref,
  str,
  uri,
} from './types';

const emojiReaction = closedObject(
  {
    name: str,
    count: { type: 'integer', minimum: 0 },
    me: bool,
    url: nullable(uri),
    static_url: nullable(uri),
    domain: nullable(str),
    width: nullable(int),
    height: nullable(int),
  },
  ['name'],
);

const annualReport: JsonSchema = nullable({ type: 'object' });
const policyChoice = ref('NotificationFilterPolicyEnum');

/** The policy body of PATCH (and, defect 7, PUT) v2/notifications/policy; the oracle gives none. */
export const notificationPolicyBody = {
  schema: closedObject({
    for_not_following: policyChoice,
    for_not_followers: policyChoice,
    for_new_accounts: policyChoice,
    for_private_mentions: policyChoice,
    for_limited_accounts: policyChoice,
  }),
  required: true,
};

const ids = { id: { schema: arrayOf(str) } };
const idsBody = { schema: closedObject({ id: arrayOf(str) }), required: false };

export const notificationFields: OverlayConcern = {
  concern: 'kmyblue Notification and NotificationGroup fields; policy values; bulk request ids',
  defects: [6, 8, 9],
  schemas: { NotificationEmojiReaction: emojiReaction },
  extend: {
    Notification: {
      properties: {
        emoji_reaction: nullable(ref('NotificationEmojiReaction')),
        list: nullable(ref('List')),
        annual_report: annualReport,
      },
    },
    NotificationGroup: {
      properties: {
        emoji_reaction_groups: arrayOf(
          closedObject({ emoji_reaction: ref('NotificationEmojiReaction'), sample_account_ids: arrayOf(str) }, [
            'emoji_reaction',
            'sample_account_ids',
          ]),
        ),
        list: nullable(ref('List')),
        annual_report: annualReport,
      },
    },
    NotificationPolicy: {
      properties: {
        for_not_following: policyChoice,
        for_not_followers: policyChoice,
        for_new_accounts: policyChoice,
        for_private_mentions: policyChoice,
        for_limited_accounts: policyChoice,
      },
    },
  },
  closed: ['Notification', 'NotificationGroup'],
  patch: {
    'PATCH /api/v2/notifications/policy': { body: notificationPolicyBody },
    'GET /api/v2/notifications': {
      query: { expand_accounts: { schema: { type: 'string', enum: ['full', 'partial_avatars'] } } },
    },
    'POST /api/v1/notifications/requests/accept': { query: ids, body: idsBody },
    'POST /api/v1/notifications/requests/dismiss': { query: ids, body: idsBody },
  },
};
