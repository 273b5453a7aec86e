import { describe, expect, it } from 'vitest';
import { appendOlder, prependNewer } from '../../../src/machines/paged-list-merge';
import { countAdded, maxIdFromNext, olderCursor, uniqueIds } from '../../../src/machines/timeline-paging';

describe('timeline paging helpers', () => {
  it('reads max_id from the next link, else falls back to the oldest id held', () => {
    expect(maxIdFromNext('https://s.example/api/v1/timelines/public?local=true&max_id=109')).toBe('109');
    expect(maxIdFromNext('https://s.example/api/v1/timelines/public?min_id=1')).toBeNull();
    expect(maxIdFromNext('not a url')).toBeNull();
    expect(maxIdFromNext(null)).toBeNull();
    expect(olderCursor(['9', '8'], 'https://s.example/x?max_id=7')).toBe('7');
    expect(olderCursor(['9', '8'], 'https://s.example/x')).toBe('8');
    expect(olderCursor([], null)).toBeUndefined();
  });

  it('appends older ids and prepends newer ones, each id once', () => {
    expect(appendOlder(['9', '8'], ['8', '7', '7', '6'])).toEqual(['9', '8', '7', '6']);
    expect(prependNewer(['9', '8'], ['11', '10', '10', '9'])).toEqual(['11', '10', '9', '8']);
    expect(uniqueIds(['1', '2', '1'])).toEqual(['1', '2']);
    expect(countAdded(['9', '8'], ['10', '9', '10'])).toBe(1);
  });
});
