/** The tag history: per account, newest first, case-insensitive entries with the latest spelling, 1000 kept. */
import { describe, expect, it } from 'vitest';
import {
  createTagHistory,
  tagHistoryKey,
  TAG_HISTORY_KEPT,
  typedTagNames,
} from '../../../src/services/compose/tag-history';
import { memoryStorage } from './suggestions-support/memory-storage';

describe('tag history', () => {
  it('tag history dedupes case-insensitively', () => {
    const history = createTagHistory(memoryStorage(), 'https://social.example|1');
    history.recordTags(['gardening', 'Cats']);
    history.recordTags(['#Gardening', 'GARDENING', 'tea']);
    // one entry per tag; the latest capitalisation wins and moves to the front
    expect(history.all()).toEqual(['GARDENING', 'tea', 'Cats']);
    history.recordTags(['cats']);
    expect(history.all()).toEqual(['cats', 'GARDENING', 'tea']);
  });

  it('tag history keeps up to 1000', () => {
    const history = createTagHistory(memoryStorage(), 'a');
    expect(TAG_HISTORY_KEPT).toBe(1000);
    history.recordTags(Array.from({ length: 600 }, (_, i) => `old${i}`));
    history.recordTags(Array.from({ length: 600 }, (_, i) => `new${i}`));
    const all = history.all();
    expect(all).toHaveLength(1000);
    expect(all.slice(0, 2)).toEqual(['new0', 'new1']);
    expect(all.at(-1)).toBe('old399');
    expect(all).not.toContain('old400');
  });

  it('is kept per account', () => {
    const storage = memoryStorage();
    createTagHistory(storage, 'https://social.example|1').recordTags(['mine']);
    expect(createTagHistory(storage, 'https://social.example|2').all()).toEqual([]);
    expect(JSON.parse(storage.getItem(tagHistoryKey('https://social.example|1'))!)).toEqual(['mine']);
  });

  it('matches by prefix, case-insensitively, newest first, up to the limit', () => {
    const history = createTagHistory(memoryStorage(), 'a');
    history.recordTags(['Gardening', 'gamedev', 'Garden', 'tea', 'GARDENS']);
    expect(history.matching('gar', 4)).toEqual(['Gardening', 'Garden', 'GARDENS']);
    expect(history.matching('#GA', 2)).toEqual(['Gardening', 'gamedev']);
    expect(history.matching('x', 4)).toEqual([]);
  });

  it('survives broken storage content', () => {
    const history = createTagHistory(memoryStorage({ [tagHistoryKey('a')]: '{not json' }), 'a');
    expect(history.all()).toEqual([]);
    history.recordTags(['ok']);
    expect(history.all()).toEqual(['ok']);
  });

  it('records the tags as typed, not as the server normalised them', () => {
    expect(typedTagNames(['gardening', 'tea'], 'Spring #GardenIng day #teatime #Tea')).toEqual(['GardenIng', 'Tea']);
    expect(typedTagNames(['missing'], 'no tag')).toEqual(['missing']);
  });
});
