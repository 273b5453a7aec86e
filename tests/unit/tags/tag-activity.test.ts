/**
 * What a tag's history says: the week adds up the last 7 days (posts, and people counted per day); trends count the
 * people of the last 2 days; the chart's daily posts run oldest first, always 7 values; the sparkline spans its box,
 * the highest day at the top and no posts at the bottom.
 */
import { describe, expect, it } from 'vitest';
import { dailyUses, tagActivity } from '../../../src/services/tags/tag-activity';
import { sparklinePoints } from '../../../src/services/tags/sparkline';

const day = (uses: number, accounts: number) => ({ day: '0', uses, accounts });

describe('tag activity', () => {
  it('adds up the posts and people of the last 7 days only', () => {
    const history = [day(3, 2), day(1, 1), day(0, 0), day(2, 2), day(0, 0), day(0, 0), day(4, 1), day(9, 9)];
    expect(tagActivity(history)).toEqual({ posts: 10, people: 6 });
  });

  it('counts the last 2 days for trends', () => {
    expect(tagActivity([day(3, 2), day(1, 1), day(5, 5)], 2)).toEqual({ posts: 4, people: 3 });
  });

  it('is nothing without history', () => {
    expect(tagActivity([])).toEqual({ posts: 0, people: 0 });
  });

  it('gives 7 daily counts, oldest first, padding the days not sent with 0', () => {
    expect(dailyUses([day(5, 1), day(2, 1), day(1, 1)])).toEqual([0, 0, 0, 0, 1, 2, 5]);
    expect(dailyUses(Array.from({ length: 9 }, (_, i) => day(i, 1)))).toEqual([6, 5, 4, 3, 2, 1, 0]);
  });
});

describe('sparkline points', () => {
  it('spreads the values across the width, the highest at the top and 0 at the bottom', () => {
    expect(sparklinePoints([0, 5, 10], 100, 20, 0)).toBe('0,20 50,10 100,0');
  });

  it('keeps the margin inside the box', () => {
    expect(sparklinePoints([4, 0], 10, 10, 2)).toBe('2,2 8,8');
  });

  it('draws a flat line at the bottom when nothing was posted, and nothing without values', () => {
    expect(sparklinePoints([0, 0, 0], 10, 10, 1)).toBe('1,9 5,9 9,9');
    expect(sparklinePoints([], 10, 10)).toBe('');
  });
});
