/**
 * Defect 7: PUT v2/notifications/policy and PATCH v1/media/{id} are missing; the server accepts both verbs.
 * PUT and PATCH of a media attachment take description, focus and thumbnail, and answer 206 while processing.
 */
import { notificationPolicyBody } from './notifications';
import { type OverlayConcern, closedObject, errorResponses, ref, str } from './types';

const mediaUpdate = {
  body: {
    schema: closedObject({
      description: str,
      focus: { type: 'string', pattern: '^-?[0-9.]+,-?[0-9.]+$' },
      thumbnail: ref('UploadedFile'),
    }),
    required: false,
    encodings: ['json' as const, 'form' as const, 'multipart' as const],
  },
  responses: { 200: ref('MediaAttachment'), 206: ref('MediaAttachment'), ...errorResponses(401, 404, 422) },
};

export const missingVerbs: OverlayConcern = {
  concern: 'missing verbs: PUT v2/notifications/policy, PATCH v1/media/{id}',
  defects: [7],
  operations: {
    'PUT /api/v2/notifications/policy': {
      body: notificationPolicyBody,
      responses: { 200: ref('NotificationPolicy'), ...errorResponses(401, 422) },
    },
    'PATCH /api/v1/media/{id}': mediaUpdate,
  },
  patch: {
    'PUT /api/v1/media/{id}': { body: mediaUpdate.body, responses: { 206: ref('MediaAttachment') } },
    'GET /api/v1/media/{id}': { responses: { 206: ref('MediaAttachment') } },
  },
};
