/** The reader's own posts above the last read one are read: with only those above it, home stays at the top. */
import { describe, expect, it } from 'vitest';
import { unreadAbove, type HomeMarkerContext } from '../../../src/machines/home-marker.machine';
import { ownPostOf } from '../../../src/services/markers/home-marker-machine';
import { createEntityStore, importStatus } from '../../../src/services/store';
import { apiAccount, apiStatus } from '../entities/fixtures';

const rows = (...ids: string[]) => ids.map((id) => ({ kind: 'status' as const, id }));
const context = (lastReadId: string, ...ids: string[]): HomeMarkerContext => ({
  restored: false,
  entries: rows(...ids),
  atTop: true,
  movedAway: false,
  lastReadId,
});

describe('what is unread above the last read post', () => {
  const store = createEntityStore({ currentAccountId: '1' });
  importStatus(store, apiStatus('30', { account: apiAccount('1') }));
  importStatus(store, apiStatus('29', { account: apiAccount('1') }));
  importStatus(store, apiStatus('28', { account: apiAccount('2') }));
  importStatus(store, apiStatus('27', { account: apiAccount('2') }));
  const own = ownPostOf(store, '1');

  it('the reader just posted (their posts alone above): nothing unread, home stays at the top', () => {
    expect(unreadAbove(context('28', '30', '29', '28', '27'), own)).toBe(false);
  });

  it('someone else posted above too: unread, home goes to the last read post', () => {
    expect(unreadAbove(context('27', '30', '29', '28', '27'), own)).toBe(true);
    // without knowing whose posts they are, every post above is unread
    expect(unreadAbove(context('28', '30', '29', '28', '27'))).toBe(true);
  });

  it('the last read post at the top or not held: nothing to restore', () => {
    expect(unreadAbove(context('30', '30', '29'), own)).toBe(false);
    expect(unreadAbove(context('99', '30', '29'), own)).toBe(false);
    // signed out no post is anyone's own
    expect(ownPostOf(store, null)('30')).toBe(false);
  });
});
