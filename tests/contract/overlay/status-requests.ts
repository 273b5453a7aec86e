/**
 * Posting and editing with kmyblue's fields (server-api-facts.md "kmyblue: status"), the status answers reusing the
 * patched Status, and kmyblue's status sub-resources referred_by and mentioned_by.
 */
import {
  type JsonSchema,
  type OverlayConcern,
  arrayOf,
  bool,
  closedObject,
  errorResponses,
  int,
  nullable,
  pagingQuery,
  ref,
  str,
} from './types';

const idempotencyKey = { 'idempotency-key': { schema: { type: 'string', minLength: 1 } } };

const mediaAttribute = closedObject(
  {
    id: str,
    description: str,
    focus: { type: 'string', pattern: '^-?[0-9.]+,-?[0-9.]+$' },
    thumbnail: ref('UploadedFile'),
  },
  ['id'],
);

const poll = closedObject(
  { options: { type: 'array', minItems: 2, items: str }, expires_in: int, multiple: bool, hide_totals: bool },
  ['options', 'expires_in'],
);

/** Request fields kmyblue adds to the posting body (shared by create and edit). */
const kmyblueComposeFields: Record<string, JsonSchema> = {
  visibility: ref('ComposeVisibilityEnum'),
  searchability: ref('SearchabilityEnum'),
  circle_id: nullable(str),
  markdown: bool,
  status_reference_ids: arrayOf(str),
  media_attributes: arrayOf(mediaAttribute),
  quote_approval_policy: ref('QuotePolicyEnum'),
};

const editBody = closedObject({
  status: str,
  spoiler_text: str,
  sensitive: bool,
  language: { type: 'string', format: 'iso-639-1' },
  media_ids: arrayOf(str),
  poll,
  in_reply_to_id: str,
  quoted_status_id: str,
  ...kmyblueComposeFields,
});

export const statusRequests: OverlayConcern = {
  concern: 'posting and editing with kmyblue fields; status answers; referred_by and mentioned_by',
  defects: [2, 6],
  // The poll is checked in every branch, so a bad poll is reported at body/poll rather than as an extra property.
  extend: { BaseStatus: { properties: { ...kmyblueComposeFields, poll } } },
  patch: {
    'POST /api/v1/statuses': { responses: { 200: ref('Status') } },
    'PUT /api/v1/statuses/{id}': { headers: idempotencyKey, body: { schema: editBody, required: true } },
    'GET /api/v1/statuses/{id}/context': { query: { with_reference: { schema: bool } } },
    'PUT /api/v1/statuses/{id}/interaction_policy': {
      body: { schema: closedObject({ quote_approval_policy: ref('QuotePolicyEnum') }, ['quote_approval_policy']) },
    },
  },
  operations: {
    'GET /api/v1/statuses/{id}/referred_by': {
      query: pagingQuery,
      responses: { 200: arrayOf(ref('Status')), ...errorResponses(401, 404) },
    },
    'GET /api/v1/statuses/{id}/mentioned_by': {
      query: pagingQuery,
      responses: { 200: arrayOf(ref('Account')), ...errorResponses(401, 404) },
    },
  },
};
