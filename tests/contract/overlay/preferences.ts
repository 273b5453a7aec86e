/**
 * GET /api/v1/preferences: the oracle documents the 200 answer without a body schema (its Preferences entity is
 * not linked to the operation), so the answer's facts are attached here: the five documented keys, four of them
 * required, with their types and values. The object stays open: servers add preference keys over time
 * (reading:autoplay:gifs, posting:default:quoted_policy).
 */
import { type OverlayConcern, bool, nullable, object, oneOfValues, ref } from './types';

export const preferencesAnswer: OverlayConcern = {
  concern: 'Preferences answer of GET /api/v1/preferences',
  schemas: {
    Preferences: object(
      {
        'posting:default:visibility': ref('VisibilityExEnum'),
        'posting:default:sensitive': bool,
        'posting:default:language': nullable({ type: 'string', format: 'iso-639-1' }),
        'reading:expand:media': oneOfValues('default', 'show_all', 'hide_all'),
        'reading:expand:spoilers': bool,
      },
      ['posting:default:visibility', 'posting:default:sensitive', 'reading:expand:media', 'reading:expand:spoilers'],
    ),
  },
  patch: {
    'GET /api/v1/preferences': { responses: { '200': ref('Preferences') } },
  },
};
