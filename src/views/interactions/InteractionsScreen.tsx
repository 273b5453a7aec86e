/** SEAM (issue 4, in progress): who boosted, favourited, reacted, quoted, mentioned or referred a post. */
export type InteractionList = 'reblogs' | 'favourites' | 'reactions' | 'quotes' | 'mentions' | 'references';

export function InteractionsScreen(_props: { list: InteractionList }) {
  return null;
}
