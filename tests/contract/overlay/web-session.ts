/**
 * The web-session endpoints api/web/* (server-api-facts.md "Sign-in" and "kmyblue: other"). With a plain OAuth token a
 * server may refuse them (401/403), so those answers are part of the contract.
 */
import { type OverlayConcern, bool, closedObject, emptyAnswer, errorResponses, ref, str, uri } from './types';

const alerts = { type: 'object', additionalProperties: bool };
const pushData = closedObject({ policy: { type: 'string', enum: ['all', 'followed', 'follower', 'none'] }, alerts });

export const webSession: OverlayConcern = {
  concern: 'web-session endpoints: settings and push subscriptions',
  operations: {
    'PUT /api/web/settings': {
      body: {
        // the settings are sent without the client's `saved` flag
        schema: closedObject({ data: { type: 'object', not: { required: ['saved'] } } }, ['data']),
        required: true,
      },
      responses: { 200: emptyAnswer, ...errorResponses(401, 403, 422) },
    },
    'POST /api/web/push_subscriptions': {
      body: {
        schema: closedObject(
          {
            subscription: closedObject(
              {
                endpoint: uri,
                keys: closedObject({ p256dh: str, auth: str }, ['p256dh', 'auth']),
                standard: bool,
              },
              ['endpoint', 'keys'],
            ),
            data: pushData,
          },
          ['subscription'],
        ),
        required: true,
      },
      responses: { 200: ref('WebPushSubscription'), ...errorResponses(401, 403, 422) },
    },
    'PUT /api/web/push_subscriptions/{id}': {
      body: { schema: closedObject({ data: pushData }, ['data']), required: true },
      responses: { 200: ref('WebPushSubscription'), ...errorResponses(401, 403, 404, 422) },
    },
  },
};
