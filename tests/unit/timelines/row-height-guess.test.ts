/**
 * Guessing a row's height before layout, so a feed's first paint draws about as many rows as fill the window:
 * more text, media, a card, a poll or a quote make a post taller; a content warning folds its text away; a post
 * behind a warning filter is one line; rows are counted until their guesses fill the window.
 */
import { describe, expect, it } from 'vitest';
import type { FeedEntry } from '../../../src/machines/timeline-types';
import type { Status } from '../../../src/domain/entities';
import type { ApiFilterAction, ApiFilterResult } from '../../../src/domain/entities/api-types';
import {
  guessFeedEntryPx,
  guessStatusRowPx,
  rowsFillingViewport,
  SHORT_POST_PX,
} from '../../../src/views/timelines/row-height-guess';
import { apiMedia, statusWith } from '../status/media/attachment-fixtures';
import { apiPoll } from '../entities/fixtures';
import { apiCard } from '../status/card/card-fixtures';

const words = (count: number) => `<p>${Array.from({ length: count }, () => 'word').join(' ')}</p>`;
const card = apiCard();
const filterResult = (action: ApiFilterAction): ApiFilterResult => ({
  filter: { id: `f-${action}`, title: action, context: ['home'], filter_action: action },
  keyword_matches: ['word'],
});

describe('guessStatusRowPx', () => {
  it('grows with the text, not with its markup', () => {
    const short = guessStatusRowPx(statusWith({ content: '<p>Hi</p>' }), false);
    const long = guessStatusRowPx(statusWith({ content: words(100) }), false);
    expect(long).toBeGreaterThan(short + 100);
    const marked = guessStatusRowPx(
      statusWith({ content: `<p><a href="https://x.example/${'a'.repeat(200)}">Hi</a></p>` }),
      false,
    );
    expect(marked).toBe(short);
  });

  it('adds media, or a card when there is none, a poll and a quote', () => {
    const plain = guessStatusRowPx(statusWith(), false);
    const withMedia = guessStatusRowPx(statusWith({ media_attachments: [apiMedia('m1')] }), false);
    const withCard = guessStatusRowPx(statusWith({ card }), false);
    const withBoth = guessStatusRowPx(statusWith({ card, media_attachments: [apiMedia('m1')] }), false);
    const withPoll = guessStatusRowPx(statusWith({ poll: apiPoll('p1') }), false);
    expect(withMedia).toBeGreaterThan(plain + 150);
    expect(withCard).toBeGreaterThan(plain);
    expect(withCard).toBeLessThan(withMedia);
    expect(withBoth).toBe(withMedia);
    expect(withPoll).toBeGreaterThan(plain);
    expect(guessStatusRowPx(statusWith(), true)).toBeGreaterThan(plain);
  });

  it('folds the text behind a content warning, and keeps a warning-filtered post to one line', () => {
    const long = statusWith({ content: words(200) });
    const warned = statusWith({ content: words(200), spoiler_text: 'spoilers' });
    expect(guessStatusRowPx(warned, false)).toBeLessThan(guessStatusRowPx(long, false) / 2);
    const filtered = statusWith({
      content: words(200),
      media_attachments: [apiMedia('m1')],
      filtered: [filterResult('warn')],
    });
    expect(guessStatusRowPx(filtered, false)).toBe(guessStatusRowPx(statusWith({ content: '' }), false));
    // a filter that only blurs the media leaves the post as it is
    const blurred = statusWith({ content: words(200), filtered: [filterResult('blur')] });
    expect(guessStatusRowPx(blurred, false)).toBe(guessStatusRowPx(long, false));
  });
});

describe('guessFeedEntryPx', () => {
  const original = statusWith({ media_attachments: [apiMedia('m1')] }, '20');
  const boost: Status = { ...statusWith({}, '21'), reblogId: '20' };
  const statuses = new Map([original, boost].map((status) => [status.id, status]));
  const statusOf = (id: string) => statuses.get(id);
  const row = (id: string): FeedEntry => ({ kind: 'status', id });

  it('guesses a boost by the post it shows, and a post not in the store as a short one', () => {
    expect(guessFeedEntryPx(row('21'), statusOf)).toBe(guessStatusRowPx(original, true));
    expect(guessFeedEntryPx(row('20'), statusOf)).toBe(guessStatusRowPx(original, false));
    expect(guessFeedEntryPx(row('404'), statusOf)).toBe(SHORT_POST_PX);
    expect(guessFeedEntryPx({ kind: 'gap', key: 'g', maxId: '2', sinceId: '1' }, statusOf)).toBeLessThan(SHORT_POST_PX);
  });
});

describe('rowsFillingViewport', () => {
  it('counts rows until their guesses reach the window, at least one', () => {
    expect(rowsFillingViewport([150, 400, 150, 400, 150], 900)).toBe(4);
    expect(rowsFillingViewport([150, 150], 900)).toBe(2);
    expect(rowsFillingViewport([1200, 150], 900)).toBe(1);
    expect(rowsFillingViewport([], 900)).toBe(1);
  });
});
