/**
 * The notifications quick filter: which types it offers. The simple bar offers all notifications and mentions; the
 * advanced one every category, with emoji reactions only where the server has them.
 */
export const SIMPLE_QUICK_FILTERS: readonly string[] = ['all', 'mention'];

export function quickFiltersFor(advanced: boolean, reactions: boolean): string[] {
  if (!advanced) return [...SIMPLE_QUICK_FILTERS];
  return [
    'all',
    'mention',
    'favourite',
    ...(reactions ? ['emoji_reaction'] : []),
    'reblog',
    'poll',
    'status',
    'update',
    'follow',
  ];
}

/** The filter to show: the saved one when the bar offers it, else all notifications. */
export function shownQuickFilter(saved: string, offered: readonly string[], barShown: boolean): string {
  return barShown && offered.includes(saved) ? saved : 'all';
}
