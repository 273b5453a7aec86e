/**
 * kmyblue additions to the v2 instance answer (server-api-facts.md "kmyblue: other"), and the server's list of
 * post languages, which the oracle does not describe.
 * Instance itself stays open: servers add configuration keys over time.
 */
import { type OverlayConcern, arrayOf, closedObject, errorResponses, ref, str } from './types';

export const instanceFields: OverlayConcern = {
  concern: 'kmyblue Instance fields (fedibird_capabilities, configuration extras); the languages of posts',
  defects: [6],
  extend: {
    Instance: { properties: { fedibird_capabilities: arrayOf(str) } },
  },
  transform(doc) {
    const configuration = (doc.components.schemas.Instance?.properties as Record<string, Record<string, unknown>>)
      ?.configuration;
    const props = configuration?.properties as Record<string, unknown> | undefined;
    if (!props) return;
    props.emoji_reactions = { type: 'object' };
    props.reaction_deck = { type: 'object' };
    props.reactions = { type: 'object' };
    props.search = { type: 'object' };
  },
  // Mastodon's Language entity: an ISO 639 code (a few with a region or script, zh-TW, ms-Arab) and its English name
  schemas: {
    Language: closedObject({ code: { type: 'string', minLength: 1 }, name: str }, ['code', 'name']),
  },
  operations: {
    // public since Mastodon 4.0 (401 only in limited federation mode); older servers answer 404
    'GET /api/v1/instance/languages': {
      responses: { 200: arrayOf(ref('Language')), ...errorResponses(401, 404) },
    },
  },
};
