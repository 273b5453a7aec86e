/**
 * A hashtag timeline's more tags (any of, all of, none of): read from what the reader types, written into one
 * timeline name (different tags, a different timeline; the same tags, whatever their order, case or '#', the
 * same one) and into the /tags address.
 */
import { describe, expect, it } from 'vitest';
import { hashtagAddress, hashtagTimelineName, tagsOfText } from '../../../src/services/timelines/hashtag-timeline';
import { parseTimelineName } from '../../../src/services/timelines';

describe('the more tags of a hashtag timeline', () => {
  it('reads tags as typed: separated by spaces or commas, without #, once whatever the case', () => {
    expect(tagsOfText(' #Crow, raven  crow 東京 bad-tag ,, ')).toEqual(['crow', 'raven', '東京']);
    expect(tagsOfText('')).toEqual([]);
  });

  it('names one timeline per set of tags, leaving out empty lists, and reads back from the name', () => {
    const name = hashtagTimelineName({ tag: 'birds', local: false, any: ['raven', 'crow'], all: [], none: ['pigeon'] });
    expect(name).toBe('hashtag:birds:any=crow,raven:none=pigeon');
    expect(parseTimelineName(name)).toEqual({
      kind: 'hashtag',
      tag: 'birds',
      local: false,
      any: ['crow', 'raven'],
      all: [],
      none: ['pigeon'],
    });
    expect(hashtagTimelineName({ tag: 'birds', local: true, any: [], all: ['Swift'], none: [] })).toBe(
      'hashtag:birds:local:all=swift',
    );
    expect(hashtagTimelineName({ tag: 'birds', local: false, any: [], all: [], none: [] })).toBe('hashtag:birds');
  });

  it('writes the /tags address with the more tags as segments after the tag', () => {
    expect(hashtagAddress({ tag: 'birds', local: false, any: ['raven', 'crow'], all: [], none: ['pigeon'] })).toBe(
      '/tags/birds/any=crow,raven/none=pigeon',
    );
    expect(hashtagAddress({ tag: 'birds', local: true, any: ['東京'], all: [], none: [] })).toBe(
      `/tags/birds/local/any=${encodeURIComponent('東京')}`,
    );
    expect(hashtagAddress({ tag: 'a/b', local: true, any: [], all: [], none: [] })).toBe('/tags/a%2Fb/local');
  });
});
