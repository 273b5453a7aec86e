/**
 * kmyblue additions to the v2 instance answer (server-api-facts.md "kmyblue: other").
 * Instance itself stays open: servers add configuration keys over time.
 */
import { type OverlayConcern, arrayOf, str } from './types';

export const instanceFields: OverlayConcern = {
  concern: 'kmyblue Instance fields (fedibird_capabilities, configuration extras)',
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
};
