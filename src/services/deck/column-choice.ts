/**
 * The add-column dialog's rules: which column types a server offers, which need a target chosen or typed, and
 * the column a complete choice makes.
 * - Antennas (the index and one antenna's timeline) only where the server has antennas; circles only where it has
 *   circles (services/collections/collection-features.ts). Bookmark categories are offered inside the
 *   bookmarks choice where the server has them (services/saved/saved-features.ts).
 * - A hashtag is typed with or without its '#'; it must be one word of letters, digits and underscores.
 * - A link must be an http(s) address.
 * - A list, antenna, circle must be picked; bookmarks are all of them unless a category is picked.
 */
import type { ColumnTarget, DeckColumnType } from '../../machines/deck-columns-rules';

export interface ServerColumnFeatures {
  antennas: boolean;
  circles: boolean;
}

const BASE_TYPES: readonly DeckColumnType[] = [
  'HOME',
  'NOTIFICATIONS',
  'COMPOSE',
  'COMMUNITY',
  'PUBLIC',
  'HASHTAG',
  'LINK',
  'LIST',
  'BOOKMARKS_EX',
];

/** The column types offered, in the dialog's order. */
export function offeredColumnTypes(features: ServerColumnFeatures): DeckColumnType[] {
  return [
    ...BASE_TYPES,
    ...(features.antennas ? (['ANTENNA', 'ANTENNA_TIMELINE'] as const) : []),
    ...(features.circles ? (['CIRCLE'] as const) : []),
  ];
}

/** Whether choosing `type` asks for a second step (a target, or its options). */
export function needsTarget(type: DeckColumnType): boolean {
  return !['HOME', 'NOTIFICATIONS', 'COMPOSE', 'ANTENNA'].includes(type);
}

/** What the dialog's fields hold. */
export interface ColumnChoice {
  type: DeckColumnType;
  /** the picked list, antenna, circle or bookmark category (null: none, or all bookmarks) */
  targetId: string | null;
  tag: string;
  url: string;
  onlyMedia: boolean;
  onlyRemote: boolean;
  local: boolean;
}

export type ChoiceProblem = 'pick' | 'hashtag' | 'link';

export type ChoiceResult = { target: ColumnTarget; problem: null } | { target: null; problem: ChoiceProblem };

const HASHTAG = /^[\p{L}\p{M}\p{N}_]+$/u;

/** The hashtag typed (its '#' and spaces around taken off), or null when it is not one. */
export function hashtagOf(typed: string): string | null {
  const tag = typed.trim().replace(/^#/, '');
  return HASHTAG.test(tag) ? tag : null;
}

/** The http(s) address typed, or null. */
export function linkOf(typed: string): string | null {
  try {
    const url = new URL(typed.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const fail = (problem: ChoiceProblem): ChoiceResult => ({ target: null, problem });
const ok = (target: ColumnTarget): ChoiceResult => ({ target, problem: null });

export function targetOfChoice(choice: ColumnChoice): ChoiceResult {
  const { type, targetId } = choice;
  switch (type) {
    case 'HOME':
    case 'NOTIFICATIONS':
    case 'COMPOSE':
    case 'ANTENNA':
      return ok({ type, params: {} });
    case 'COMMUNITY':
      return ok({ type, params: { onlyMedia: choice.onlyMedia } });
    case 'PUBLIC':
      return ok({ type, params: { onlyMedia: choice.onlyMedia, onlyRemote: choice.onlyRemote } });
    case 'HASHTAG': {
      const tag = hashtagOf(choice.tag);
      return tag === null ? fail('hashtag') : ok({ type, params: { tag, local: choice.local } });
    }
    case 'LINK': {
      const url = linkOf(choice.url);
      return url === null ? fail('link') : ok({ type, params: { url } });
    }
    case 'LIST':
    case 'ANTENNA_TIMELINE':
    case 'CIRCLE':
      return targetId === null ? fail('pick') : ok({ type, params: { id: targetId } });
    case 'BOOKMARKS_EX':
      return ok({ type, params: { categoryId: targetId } });
  }
}
