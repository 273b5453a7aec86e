import { describe, expect, it } from 'vitest';
import {
  announcementDates,
  idsAfterStoreChange,
  orderAnnouncements,
  shownReactions,
  takeBackAdd,
  takeBackRemoval,
  unreadIds,
  withoutReaderReaction,
  withReaderReaction,
} from '../../../src/machines/announcements-rules';
import { normaliseAnnouncement, type Announcement } from '../../../src/domain/entities/announcement';

function announcement(id: string, fields: Record<string, unknown> = {}): Announcement {
  return normaliseAnnouncement({
    id,
    content: `<p>${id}</p>`,
    published_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:00.000Z',
    all_day: false,
    reactions: [],
    ...fields,
  })!;
}

const thumbs = (count: number, me: boolean) => ({ name: '👍', count, me, url: null, static_url: null });
const IMAGES = { url: 'https://x.example/e/blob.png', static_url: 'https://x.example/e/blob_s.png' };

describe('order', () => {
  it('shows the newest first, by start when there is one, else by publication; equal times by id', () => {
    const records = [
      announcement('1', { published_at: '2026-03-01T00:00:00Z' }),
      announcement('2', { published_at: '2026-03-02T00:00:00Z' }),
      announcement('3', { published_at: '2026-02-01T00:00:00Z', starts_at: '2026-03-05T00:00:00Z' }),
      announcement('10', { published_at: '2026-03-02T00:00:00Z' }),
    ];
    expect(orderAnnouncements(records)).toEqual(['3', '10', '2', '1']);
  });

  it('a newly stored announcement joins in its place; a removed one leaves; content changes keep the list', () => {
    const table = new Map<string, Announcement>([
      ['1', announcement('1', { published_at: '2026-03-01T00:00:00Z' })],
      ['2', announcement('2', { published_at: '2026-03-03T00:00:00Z' })],
      ['3', announcement('3', { published_at: '2026-03-02T00:00:00Z' })],
    ]);
    const get = (id: string) => table.get(id);
    expect(idsAfterStoreChange(['2', '1'], ['3'], get)).toEqual(['2', '3', '1']);
    table.delete('2');
    expect(idsAfterStoreChange(['2', '3', '1'], ['2'], get)).toEqual(['3', '1']);
    expect(idsAfterStoreChange(['3', '1'], ['1', '3'], get)).toBeNull();
    // a change to an announcement the list never had, and that is gone, changes nothing
    expect(idsAfterStoreChange(['3', '1'], ['99'], get)).toBeNull();
  });
});

describe('unread and shown reactions', () => {
  it('counts as unread only what is not read; read ones stay in the list', () => {
    expect(
      unreadIds([announcement('1', { read: true }), announcement('2'), announcement('3', { read: false })]),
    ).toEqual(['2', '3']);
  });

  it('shows only reactions still counted', () => {
    const a = { ...announcement('1'), reactions: [thumbs(0, false), { ...thumbs(2, true), name: '🎉' }] };
    expect(shownReactions(a).map((r) => r.name)).toEqual(['🎉']);
  });
});

describe("the reader's reaction, at once", () => {
  it('adding counts one more and marks it; a new emoji joins at the end with its images', () => {
    expect(withReaderReaction([thumbs(2, false)], '👍')).toEqual([thumbs(3, true)]);
    expect(withReaderReaction([thumbs(2, false)], 'blob', IMAGES)).toEqual([
      thumbs(2, false),
      { name: 'blob', count: 1, me: true, ...IMAGES },
    ]);
  });

  it('adding one the reader already has changes nothing (null: nothing to take back)', () => {
    expect(withReaderReaction([thumbs(2, true)], '👍')).toBeNull();
  });

  it('removing counts one less and unmarks it; the last one goes', () => {
    expect(withoutReaderReaction([thumbs(3, true)], '👍')).toEqual([thumbs(2, false)]);
    expect(withoutReaderReaction([thumbs(1, true)], '👍')).toEqual([]);
  });

  it('removing one the reader does not have changes nothing', () => {
    expect(withoutReaderReaction([thumbs(3, false)], '👍')).toBeNull();
    expect(withoutReaderReaction([], '👍')).toBeNull();
  });

  it('taking back works on the counts as they are by then (a streamed count arrived meanwhile)', () => {
    // added at 3 (me), the stream then said 5: taking back the add leaves 4, unmarked
    expect(takeBackAdd([thumbs(5, true)], '👍')).toEqual([thumbs(4, false)]);
    // removed at 2, the stream then said 0 (gone): taking back the removal brings it back at 1, marked
    expect(takeBackRemoval([], '👍')).toEqual([thumbs(1, true)]);
    expect(takeBackRemoval([thumbs(4, false)], '👍')).toEqual([thumbs(5, true)]);
  });
});

describe('dates', () => {
  const now = new Date(2026, 2, 10, 12, 0);
  const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

  it('gives the range when both ends are known, with times, and the year only when not this one', () => {
    const dates = announcementDates(
      announcement('1', { starts_at: local(2026, 2, 12, 9, 0), ends_at: local(2027, 0, 2, 17, 0) }),
      now,
    );
    expect(dates).toMatchObject({
      kind: 'range',
      startParts: { year: false, date: true, time: true },
      endParts: { year: true, date: true, time: true },
    });
  });

  it('gives a range within one day its end as a time only', () => {
    const dates = announcementDates(
      announcement('1', { starts_at: local(2026, 2, 12, 9, 0), ends_at: local(2026, 2, 12, 11, 0) }),
      now,
    );
    expect(dates).toMatchObject({ kind: 'range', endParts: { year: false, date: false, time: true } });
  });

  it('writes no times for an all-day announcement; one single day is that day alone', () => {
    const over = announcementDates(
      announcement('1', { all_day: true, starts_at: local(2026, 2, 12), ends_at: local(2026, 2, 14) }),
      now,
    );
    expect(over).toMatchObject({ kind: 'range', startParts: { time: false }, endParts: { time: false, date: true } });
    const single = announcementDates(
      announcement('1', { all_day: true, starts_at: local(2026, 2, 12, 0, 0), ends_at: local(2026, 2, 12, 23, 0) }),
      now,
    );
    expect(single).toMatchObject({ kind: 'moment', parts: { date: true, time: false } });
  });

  it('gives the publication time without a range (only a start, or nothing)', () => {
    expect(announcementDates(announcement('1', { starts_at: local(2026, 2, 12) }), now)).toMatchObject({
      kind: 'moment',
      at: new Date('2026-03-01T12:00:00.000Z'),
      parts: { year: false, date: true, time: true },
    });
    expect(announcementDates(announcement('1', { published_at: 'garbage' }), now)).toEqual({ kind: 'none' });
  });
});
