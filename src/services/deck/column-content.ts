/**
 * What a deck column shows, in the client's own names: the timeline of a timeline column (by its timeline name,
 * timeline-name.ts; a hashtag's with its more tags), back from a changed timeline name, and the title a column goes
 * by (a catalogue key under `deck.title` and its values).
 */
import type { ColumnTarget } from '../../machines/deck-columns-rules';
import { hashtagTimelineName } from '../timelines/hashtag-timeline';
import { parseTimelineName } from '../timelines/timeline-name';

/** The timeline a timeline column shows (home, local, federated with their variants, a hashtag, a link). */
export function timelineOfColumn(target: ColumnTarget): string | null {
  switch (target.type) {
    case 'HOME':
      return 'home';
    case 'COMMUNITY':
      return target.params.onlyMedia ? 'community:media' : 'community';
    case 'PUBLIC':
      return `public${target.params.onlyRemote ? ':remote' : ''}${target.params.onlyMedia ? ':media' : ''}`;
    case 'HASHTAG': {
      const { tag, local, any = [], all = [], none = [] } = target.params;
      return hashtagTimelineName({ tag, local, any, all, none });
    }
    case 'LINK':
      return `link:${target.params.url}`;
    default:
      return null;
  }
}

/**
 * What a timeline column shows once its timeline changed to `timeline` within its type (a hashtag column's more
 * tags); null when the name is not one such a column can show.
 */
export function targetOfTimeline(column: ColumnTarget, timeline: string): ColumnTarget | null {
  const spec = parseTimelineName(timeline);
  if (column.type !== 'HASHTAG' || spec?.kind !== 'hashtag') return null;
  const { tag, local, any, all, none } = spec;
  return { type: 'HASHTAG', params: { tag, local, any, all, none } };
}

export interface ColumnTitle {
  /** under `deck.title` */
  key: string;
  values: Record<string, string>;
  /** a hashtag column's more tags, said after its tag (or #dogs, and #swift, without #fish) */
  more?: ReadonlyArray<{ list: 'any' | 'all' | 'none'; tags: readonly string[] }>;
}

function hostOfUrl(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * The title of a column. A list, antenna, circle or category column is named after it when its title is known
 * (`entityTitle`), else after its kind.
 */
export function columnTitle(target: ColumnTarget, entityTitle: string | null): ColumnTitle {
  const named = (key: string): ColumnTitle =>
    entityTitle === null ? { key: `${key}_UNNAMED`, values: {} } : { key, values: { title: entityTitle } };
  switch (target.type) {
    case 'COMMUNITY':
      return { key: target.params.onlyMedia ? 'COMMUNITY_MEDIA' : 'COMMUNITY', values: {} };
    case 'PUBLIC': {
      const key = `${target.params.onlyRemote ? 'REMOTE' : 'PUBLIC'}${target.params.onlyMedia ? '_MEDIA' : ''}`;
      return { key, values: {} };
    }
    case 'HASHTAG': {
      const more = (['any', 'all', 'none'] as const)
        .map((list) => ({ list, tags: target.params[list] ?? [] }))
        .filter(({ tags }) => tags.length > 0);
      return {
        key: target.params.local ? 'HASHTAG_LOCAL' : 'HASHTAG',
        values: { tag: target.params.tag },
        ...(more.length > 0 ? { more } : {}),
      };
    }
    case 'LINK':
      return { key: 'LINK', values: { host: hostOfUrl(target.params.url) } };
    case 'LIST':
    case 'ANTENNA_TIMELINE':
    case 'CIRCLE':
      return named(target.type);
    case 'BOOKMARKS_EX':
      return target.params.categoryId === null ? { key: 'BOOKMARKS', values: {} } : named('BOOKMARK_CATEGORY');
    default:
      return { key: target.type, values: {} };
  }
}
