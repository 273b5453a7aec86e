/**
 * A hashtag as the entity store keeps it. The API names a tag by its name, whatever its case (GET v1/tags/Cats
 * and v1/tags/cats are the same tag), so the store keys tags by the lower-cased name: `id` holds that key, not
 * the server's numeric id (which no call takes). Every view of a tag (its page's header, a followed tags row, a
 * trend) reads the one record, so following it anywhere shows everywhere.
 */
import { normaliseTag, type Tag } from '../../domain/entities/tag';
import { importRecords, type EntityStore } from '../store';

export interface TagRecord extends Tag {
  /** the store key: the name in lower case */
  id: string;
}

/** The store key of the tag called `name` ('Cats', 'cats' and '#cats' are one tag). */
export function tagKey(name: string): string {
  return name.replace(/^#/, '').toLowerCase();
}

export function normaliseTagRecord(raw: unknown): TagRecord | null {
  const tag = normaliseTag(raw);
  return tag === null ? null : { ...tag, id: tagKey(tag.name) };
}

/** Stores the server's tags (one or an array) and returns their keys, in the server's order. */
export function importTags(store: EntityStore, raws: unknown): string[] {
  return importRecords(store, 'tags', Array.isArray(raws) ? raws : [raws], normaliseTagRecord);
}

/**
 * A tag the server does not know yet (no post uses it, nobody follows it): no history, not followed, not
 * featured. Following it makes it known.
 */
export function unknownTag(name: string): TagRecord {
  const shown = name.replace(/^#/, '');
  return { id: tagKey(shown), name: shown, url: null, history: [], following: false, featuring: false };
}
