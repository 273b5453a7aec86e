/**
 * "Empty" answers are 200 with `{}` (server-api-facts.md "Conventions"); the oracle documents these 200s without a
 * body, and gives no body for the translation languages map.
 */
import { type OperationPatch, type OverlayConcern, arrayOf, emptyAnswer, str } from './types';

const empty: OperationPatch = { responses: { 200: emptyAnswer } };

export const emptyAnswers: OverlayConcern = {
  concern: 'empty {} answers and the translation languages map',
  patch: {
    'POST /api/v1/notifications/clear': empty,
    'POST /api/v1/notifications/requests/{id}/accept': empty,
    'POST /api/v1/notifications/requests/{id}/dismiss': empty,
    'POST /api/v1/notifications/requests/accept': empty,
    'POST /api/v1/notifications/requests/dismiss': empty,
    'DELETE /api/v1/lists/{id}': empty,
    'POST /api/v1/lists/{id}/accounts': empty,
    'DELETE /api/v1/lists/{id}/accounts': empty,
    'DELETE /api/v1/conversations/{id}': empty,
    'POST /api/v1/announcements/{id}/dismiss': empty,
    'PUT /api/v1/announcements/{id}/reactions/{name}': empty,
    'DELETE /api/v1/announcements/{id}/reactions/{name}': empty,
    'DELETE /api/v1/suggestions/{account_id}': empty,
    'POST /oauth/revoke': empty,
    'GET /api/v1/instance/translation_languages': {
      responses: { 200: { type: 'object', additionalProperties: arrayOf(str) } },
    },
  },
};
