/**
 * Query parameter values the oracle leaves as free strings although the server knows only a few
 * (Mastodon documentation, and the values the client sends).
 */
import { type OverlayConcern, arrayOf, oneOfValues } from './types';

export const queryValues: OverlayConcern = {
  concern: 'closed sets of query values: search type, directory order, marker timelines',
  patch: {
    'GET /api/v2/search': { query: { type: { schema: oneOfValues('accounts', 'hashtags', 'statuses') } } },
    'GET /api/v1/directory': { query: { order: { schema: oneOfValues('active', 'new') } } },
    'GET /api/v1/markers': { query: { timeline: { schema: arrayOf(oneOfValues('home', 'notifications')) } } },
  },
};
