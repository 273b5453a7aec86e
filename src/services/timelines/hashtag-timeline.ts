/**
 * A hashtag timeline's more tags, as the reader sets them (like a Mastodon column's "Include additional tags"):
 * posts with any of some tags too, only posts with all of some tags, never posts with one of some tags.
 * - Typed tags are separated by spaces or commas, '#' optional; each is kept once, lower-cased (servers match
 *   tags whatever their case), and a word that cannot be a hashtag is left out.
 * - They are part of the timeline's name (timeline-name.ts), sorted, so the same tags are the same timeline and
 *   different tags a different one; empty lists are left out.
 * - The /tags address carries them as segments after the tag (/tags/cats/local/any=a,b/none=d); the route reads
 *   them back into the name.
 */
import { hashtagPath } from '../routing/paths';
import type { HashtagExtras } from './timeline-name';

export type { HashtagExtras } from './timeline-name';

/** What a hashtag timeline shows. */
export interface HashtagTimeline extends HashtagExtras {
  tag: string;
  local: boolean;
}

export const EXTRA_LISTS: ReadonlyArray<keyof HashtagExtras> = ['any', 'all', 'none'];

const TAG = /^[\p{L}\p{M}\p{N}_]+$/u;

/** The tags in what the reader typed, each once. */
export function tagsOfText(text: string): string[] {
  const tags = text
    .split(/[\s,]+/)
    .map((word) => word.replace(/^#/, '').toLowerCase())
    .filter((word) => TAG.test(word));
  return [...new Set(tags)];
}

const canonical = (tags: readonly string[]) => [...new Set(tags.map((tag) => tag.toLowerCase()))].sort();

/** The timeline name: hashtag:{tag}[:local][:any=…][:all=…][:none=…]. */
export function hashtagTimelineName(timeline: HashtagTimeline): string {
  const lists = EXTRA_LISTS.filter((key) => timeline[key].length > 0).map(
    (key) => `:${key}=${canonical(timeline[key]).join(',')}`,
  );
  return `hashtag:${timeline.tag}${timeline.local ? ':local' : ''}${lists.join('')}`;
}

/** The /tags address of a hashtag timeline: /tags/{tag}[/local][/any=…][/all=…][/none=…]. */
export function hashtagAddress(timeline: HashtagTimeline): string {
  const lists = EXTRA_LISTS.filter((key) => timeline[key].length > 0).map(
    (key) => `/${key}=${canonical(timeline[key]).map(encodeURIComponent).join(',')}`,
  );
  return `${hashtagPath(timeline.tag)}${timeline.local ? '/local' : ''}${lists.join('')}`;
}
