import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  isNewerNotificationId,
  notificationsMarkerMachine,
  type MarkerSave,
} from '../../../src/machines/notifications-marker.machine';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('notifications marker ids', () => {
  it('compares ids as numbers of any length: longer is newer, then text order', () => {
    expect(isNewerNotificationId('100', '99')).toBe(true);
    expect(isNewerNotificationId('99', '100')).toBe(false);
    expect(isNewerNotificationId('110', '109')).toBe(true);
    expect(isNewerNotificationId('109', '109')).toBe(false);
    expect(isNewerNotificationId('1', null)).toBe(true);
  });
});

describe('the notifications marker chart without input', () => {
  it('counts the tab as hidden until VISIBILITY says otherwise, then advances past a shorter id', async () => {
    const saves: MarkerSave[] = [];
    const actor = createActor(
      notificationsMarkerMachine.provide({
        actors: { loadMarker: fromPromise<string | null>(() => Promise.resolve('99')) },
        actions: { save: (_, params) => void saves.push(params) },
      }),
    );
    actor.start();
    await flush();
    actor.send({ type: 'MOUNTED' });
    actor.send({ type: 'TOP', newestId: '100', unreadGap: false, unloadedBelow: null });
    expect(actor.getSnapshot().context.lastReadId).toBe('99');
    actor.send({ type: 'VISIBILITY', visible: true });
    expect(actor.getSnapshot().context.lastReadId).toBe('100');
    expect(saves).toEqual([{ id: '100', urgent: false }]);
    actor.stop();
  });

  it('hears the page through the provided `page` actor: hidden stops advancing, hiding flushes the waiting id', async () => {
    const saves: MarkerSave[] = [];
    let report: (event: { type: 'VISIBILITY'; visible: boolean } | { type: 'PAGE_HIDDEN' }) => void = () => {};
    const actor = createActor(
      notificationsMarkerMachine.provide({
        actors: {
          loadMarker: fromPromise<string | null>(() => Promise.resolve(null)),
          page: fromCallback(({ sendBack }) => {
            report = sendBack;
            return () => {};
          }),
        },
        actions: { save: (_, params) => void saves.push(params) },
      }),
      { input: { visible: true } },
    );
    actor.start();
    await flush();
    actor.send({ type: 'MOUNTED' });
    actor.send({ type: 'TOP', newestId: '5', unreadGap: false, unloadedBelow: null });
    actor.send({ type: 'TOP', newestId: '6', unreadGap: false, unloadedBelow: null });
    expect(saves).toEqual([{ id: '5', urgent: false }]);
    report({ type: 'VISIBILITY', visible: false });
    report({ type: 'PAGE_HIDDEN' });
    expect(saves).toEqual([
      { id: '5', urgent: false },
      { id: '6', urgent: true },
    ]);
    actor.send({ type: 'TOP', newestId: '7', unreadGap: false, unloadedBelow: null });
    expect(actor.getSnapshot().context.lastReadId).toBe('6');
    actor.stop();
  });
});

describe('the marker never passes notifications not yet loaded', () => {
  async function tracking(serverMarker: string | null) {
    const saves: MarkerSave[] = [];
    const actor = createActor(
      notificationsMarkerMachine.provide({
        actors: { loadMarker: fromPromise<string | null>(() => Promise.resolve(serverMarker)) },
        actions: { save: (_, params) => void saves.push(params) },
      }),
      { input: { visible: true } },
    );
    actor.start();
    await flush();
    actor.send({ type: 'MOUNTED' });
    return { actor, saves };
  }

  it('with older unread notifications below the loaded rows, it waits until the oldest loaded reaches it', async () => {
    const { actor, saves } = await tracking('20');
    // the newest page reaches down to 30: notifications 21 to 29 are unread and not loaded yet
    actor.send({ type: 'TOP', newestId: '40', unreadGap: false, unloadedBelow: '30' });
    expect(actor.getSnapshot().context.lastReadId).toBe('20');
    expect(saves).toEqual([]);
    // older pages loaded down past the marker: every unread notification has been there to see
    actor.send({ type: 'TOP', newestId: '40', unreadGap: false, unloadedBelow: '18' });
    expect(actor.getSnapshot().context.lastReadId).toBe('40');
    expect(saves).toEqual([{ id: '40', urgent: false }]);
    actor.stop();
  });

  it('advances when the rows reach the end of the list, or reach the marker exactly', async () => {
    const end = await tracking('20');
    end.actor.send({ type: 'TOP', newestId: '40', unreadGap: false, unloadedBelow: null });
    expect(end.actor.getSnapshot().context.lastReadId).toBe('40');
    end.actor.stop();
    const exact = await tracking('20');
    exact.actor.send({ type: 'TOP', newestId: '40', unreadGap: false, unloadedBelow: '20' });
    expect(exact.actor.getSnapshot().context.lastReadId).toBe('40');
    exact.actor.stop();
  });

  it('without any marker on the server, nothing older is known unread: it advances', async () => {
    const { actor } = await tracking(null);
    actor.send({ type: 'TOP', newestId: '40', unreadGap: false, unloadedBelow: '30' });
    expect(actor.getSnapshot().context.lastReadId).toBe('40');
    actor.stop();
  });
});
