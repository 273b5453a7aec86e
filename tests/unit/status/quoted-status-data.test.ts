/**
 * A quoted post missing from the store, as a resource (src/services/data/definitions/quoted-status.ts):
 * stored when found; a 404 or 410 marks the quoting post's quote deleted and rests in `gone`; other failures stay
 * silent and are tried again when the quote shows again.
 */
import { describe, expect, it, vi } from 'vitest';
import { markQuoteDeleted, quotedStatus } from '../../../src/services/data/definitions/quoted-status';
import { ApiError } from '../../../src/domain/errors/api-error';
import { importStatus } from '../../../src/services/store';
import { dataFixture, idle } from '../../support/data-fixture';
import { rawStatus } from './status-fixtures';
import { stubApi } from '../timelines/support/fake-app-services';

const error = (status: number) =>
  new ApiError({ kind: 'response', status, message: String(status), statusText: String(status) });

function open(get: (id: string) => Promise<unknown>) {
  const fixture = dataFixture(stubApi({ statuses: { get: vi.fn(get) } }));
  importStatus(fixture.store, rawStatus('2', { quote: { state: 'accepted', quoted_status_id: '1' } }));
  return fixture;
}

const quoteState = (fixture: ReturnType<typeof open>) => fixture.store.get('statuses', '2')?.quote?.state;

describe('quoted post resource', () => {
  it('stores the quoted post; keyed by the quoting post and the quoted one', async () => {
    const fixture = open(async (id) => rawStatus(id, { content: '<p>quoted</p>' }));
    const chart = fixture.registry.resource(quotedStatus, { parentId: '2', quotedId: '1' });
    expect((await idle(chart)).context.value).toBe('1');
    expect(fixture.store.get('statuses', '1')?.content).toContain('quoted');
    expect(fixture.api.statuses.get).toHaveBeenCalledWith('1');
    expect(quotedStatus.keyOf({ parentId: '2', quotedId: '1' })).not.toBe(
      quotedStatus.keyOf({ parentId: '3', quotedId: '1' }),
    );
  });

  it('a 404 or 410 marks the quote deleted, without an alert', async () => {
    for (const status of [404, 410]) {
      const fixture = open(async () => {
        throw error(status);
      });
      const snapshot = await idle(fixture.registry.resource(quotedStatus, { parentId: '2', quotedId: '1' }));
      expect(snapshot.hasTag('gone')).toBe(true);
      expect(quoteState(fixture)).toBe('deleted');
      expect(fixture.alerts.getSnapshot()).toEqual([]);
    }
  });

  it('other failures are silent, leave the quote as it was, and are tried again when the quote shows again', async () => {
    let calls = 0;
    const fixture = open(async (id) => {
      calls += 1;
      if (calls === 1) throw error(503);
      return rawStatus(id);
    });
    const chart = fixture.registry.resource(quotedStatus, { parentId: '2', quotedId: '1' });
    fixture.registry.acquire(chart);
    fixture.registry.release(chart);
    expect((await idle(chart)).hasTag('failed')).toBe(true);
    expect(quoteState(fixture)).toBe('accepted');
    expect(fixture.alerts.getSnapshot()).toEqual([]);
    fixture.registry.acquire(chart);
    expect((await idle(chart)).context.value).toBe('1');
  });

  it('marks a quote deleted only while it still points at that post', () => {
    const fixture = open(async () => ({}));
    markQuoteDeleted(fixture.store, '2', 'another');
    expect(quoteState(fixture)).toBe('accepted');
    markQuoteDeleted(fixture.store, '2', '1');
    expect(quoteState(fixture)).toBe('deleted');
  });
});
