/**
 * kmyblue fields of List and the list request bodies (server-api-facts.md "kmyblue: other").
 */
import { type OverlayConcern, arrayOf, bool, closedObject, errorResponses, ref, str } from './types';

export const listFields: OverlayConcern = {
  concern: 'kmyblue List fields (notify, favourite, antennas) and list favourites',
  defects: [6, 9],
  extend: {
    List: {
      properties: {
        notify: bool,
        favourite: bool,
        antennas: arrayOf(closedObject({ id: str, title: str, stl: bool, ltl: bool }, ['id', 'title'])),
      },
    },
  },
  closed: ['List'],
  patch: {
    'POST /api/v1/lists': { bodyProperties: { notify: bool, favourite: bool } },
    'PUT /api/v1/lists/{id}': { bodyProperties: { notify: bool, favourite: bool } },
  },
  operations: {
    'POST /api/v1/lists/{id}/favourite': { responses: { 200: ref('List'), ...errorResponses(401, 404) } },
    'POST /api/v1/lists/{id}/unfavourite': { responses: { 200: ref('List'), ...errorResponses(401, 404) } },
  },
};
