/**
 * Dismissing and reacting to announcements through the optimistic runner (services/announcements/
 * announcement-actions.ts), with a scripted API: the change shows in the store at once, a refusal takes it back
 * (with the call's alert, except for marking read), and a failed add the reader had already made is not taken back.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  addAnnouncementReaction,
  ANNOUNCEMENT_ACTIONS,
  dismissAnnouncement,
  toggleAnnouncementReaction,
} from '../../../src/services/announcements/announcement-actions';
import type { Api } from '../../../src/services/api';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createEntityStore } from '../../../src/services/store';
import { importAnnouncements } from '../../../src/services/store/announcement-importer';
import { expectOnePerAccount, settle } from '../../support/account-parts';

const refused = () => new ApiError({ kind: 'response', message: 'refused', status: 422, statusText: 'Unprocessable' });

function setup(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const calls = { dismiss: vi.fn(answer), addReaction: vi.fn(answer), removeReaction: vi.fn(answer) };
  const api = { announcements: calls } as unknown as Api;
  const store = createEntityStore({ currentAccountId: 'me' });
  const alerts = createAlertQueue();
  importAnnouncements(store, [
    {
      id: '1',
      content: '<p>Hello</p>',
      all_day: false,
      published_at: '2026-03-01T00:00:00Z',
      updated_at: '2026-03-01T00:00:00Z',
      read: false,
      reactions: [
        { name: '👍', count: 2, me: true },
        { name: 'blob', count: 1, me: false, url: 'https://x.example/blob.png', static_url: 'https://x.example/b.png' },
      ],
    },
  ]);
  const reactions = () => store.get('announcements', '1')!.reactions.map((r) => [r.name, r.count, r.me]);
  return { services: { api, store, alerts }, calls, store, alerts, reactions };
}

describe('dismiss', () => {
  it('shows it read at once and asks the server once', async () => {
    const { services, calls, store } = setup();
    const done = dismissAnnouncement(services, '1');
    expect(store.get('announcements', '1')!.read).toBe(true);
    expect((await done).ok).toBe(true);
    expect(calls.dismiss).toHaveBeenCalledWith('1');
    await dismissAnnouncement(services, '1');
    expect(calls.dismiss).toHaveBeenCalledTimes(1);
  });

  it('a refusal shows it unread again, without an alert', async () => {
    const { services, store, alerts } = setup(() => Promise.reject(refused()));
    expect((await dismissAnnouncement(services, '1')).ok).toBe(false);
    expect(store.get('announcements', '1')!.read).toBe(false);
    expect(alerts.getSnapshot()).toEqual([]);
  });
});

describe('reactions', () => {
  it('pressing a reaction that is not the reader’s adds it at once (+1, marked), by its name', async () => {
    const { services, calls, reactions } = setup();
    const done = toggleAnnouncementReaction(services, '1', 'blob');
    expect(reactions()).toEqual([
      ['👍', 2, true],
      ['blob', 2, true],
    ]);
    await done;
    expect(calls.addReaction).toHaveBeenCalledWith('1', 'blob');
  });

  it('pressing the reader’s own reaction removes it at once (−1, unmarked)', async () => {
    const { services, calls, reactions } = setup();
    const done = toggleAnnouncementReaction(services, '1', '👍');
    expect(reactions()[0]).toEqual(['👍', 1, false]);
    await done;
    expect(calls.removeReaction).toHaveBeenCalledWith('1', '👍');
  });

  it('a refused add is taken back and raises the call’s alert (an unknown emoji)', async () => {
    const { services, reactions, alerts } = setup(() => Promise.reject(refused()));
    const done = addAnnouncementReaction(services, '1', 'nope');
    expect(reactions().map(([name]) => name)).toEqual(['👍', 'blob', 'nope']);
    expect((await done).ok).toBe(false);
    expect(reactions()).toEqual([
      ['👍', 2, true],
      ['blob', 1, false],
    ]);
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('a refused removal is counted back', async () => {
    const { services, reactions } = setup(() => Promise.reject(refused()));
    await toggleAnnouncementReaction(services, '1', '👍');
    expect(reactions()[0]).toEqual(['👍', 2, true]);
  });

  it('a failed add the reader had already made is not taken back (nothing was changed)', async () => {
    const { services, calls, reactions } = setup(() => Promise.reject(refused()));
    await addAnnouncementReaction(services, '1', '👍');
    expect(calls.addReaction).toHaveBeenCalledWith('1', '👍');
    expect(reactions()[0]).toEqual(['👍', 2, true]);
  });

  it('taking back uses the counts as they are by then (a streamed count in between)', async () => {
    let refuse!: (error: unknown) => void;
    const { services, store, reactions } = setup(() => new Promise((_, reject) => (refuse = reject)));
    const done = toggleAnnouncementReaction(services, '1', 'blob');
    // the stream says 5 meanwhile (the reader's own reaction counted among them)
    store.patch('announcements', '1', (a) => ({
      ...a,
      reactions: a.reactions.map((r) => (r.name === 'blob' ? { ...r, count: 5 } : r)),
    }));
    await Promise.resolve();
    refuse(refused());
    await done;
    expect(reactions()[1]).toEqual(['blob', 4, false]);
  });
});

describe("the account's runner", () => {
  it('is one per account, and letting the account go stops what it has in flight', async () => {
    const one = setup();
    const other = setup();
    const stopped = addAnnouncementReaction(one.services, '1', '🎉');
    const going = addAnnouncementReaction(other.services, '1', '🎉');
    expectOnePerAccount(ANNOUNCEMENT_ACTIONS, one.store, other.store);
    one.store.scope.dispose();
    expect((await stopped).ok).toBe(false);
    expect((await going).ok).toBe(true);
    await settle();
    expect(one.calls.addReaction).not.toHaveBeenCalled();
    expect(other.calls.addReaction).toHaveBeenCalledWith('1', '🎉');
    expect(one.alerts.getSnapshot()).toEqual([]);
  });
});
