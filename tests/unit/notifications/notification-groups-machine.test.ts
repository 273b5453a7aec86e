/**
 * Stories of the notification groups chart on a real actor, for the rules the model walk reaches only at depth
 * (the model test checks invariants everywhere; these check outcomes).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { notificationGroupsMachine } from '../../../src/machines/notification-groups.machine';
import { groupKeys } from '../../../src/machines/notification-groups-rules';
import {
  PENDING_GROUPS_KEPT,
  type NotificationEntry,
  type NotificationPage,
} from '../../../src/machines/notification-groups-types';
import { ScriptedActors } from '../../model/harness/scripted-actors';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function page(keys: string[], full: boolean, oldestId: string | null, newestId: string | null): NotificationPage {
  return { keys, full, oldestId, newestId };
}

const FIRST = page(['a1', 'a2', 'a3'], true, '100', '300');

async function started(first: NotificationPage = FIRST) {
  const scripted = new ScriptedActors(['fetchPage']);
  const reportFailure = vi.fn();
  const actor = createActor(
    notificationGroupsMachine.provide({ actors: scripted.logic(), actions: { reportFailure } }),
    { input: { key: 'all' } },
  ).start();
  actor.send({ type: 'LOAD' });
  await flush();
  const settle = async (id: string, outcome: { output: unknown } | { error: unknown }) => {
    scripted.settle(id, outcome);
    await flush();
    await flush();
  };
  await settle('firstPage', { output: first });
  const rows = () =>
    actor
      .getSnapshot()
      .context.entries.map((e: NotificationEntry) => (e.kind === 'group' ? e.key : `[${e.maxId}..${e.sinceId}]`));
  return { actor, scripted, settle, rows, reportFailure };
}

describe('notification groups chart', () => {
  it('a repeated delivery of a group newest notification changes nothing', async () => {
    const { actor } = await started(page(['a1', 'a2'], false, '100', '300'));
    actor.send({ type: 'MOUNTED' });
    actor.send({ type: 'SCROLLED', atTop: false });
    actor.send({ type: 'NEW_GROUP', key: 'a2', notificationId: '250' });
    expect(actor.getSnapshot().context.pending).toEqual(['a2']);
    actor.send({ type: 'NEW_GROUP', key: 'x', notificationId: '400' });
    actor.send({ type: 'NEW_GROUP', key: 'a2', notificationId: '250' });
    expect(actor.getSnapshot().context.pending).toEqual(['x', 'a2']);
  });

  it('arrivals wait in pending while groups are pending, even back at the top; applied they go on top in order', async () => {
    const { actor, rows } = await started();
    actor.send({ type: 'MOUNTED' });
    actor.send({ type: 'SCROLLED', atTop: false });
    actor.send({ type: 'NEW_GROUP', key: 'x', notificationId: '400' });
    actor.send({ type: 'SCROLLED', atTop: true });
    actor.send({ type: 'NEW_GROUP', key: 'a3', notificationId: '500' });
    expect(actor.getSnapshot().context.pending).toEqual(['a3', 'x']);
    actor.send({ type: 'LOAD_PENDING' });
    expect(rows()).toEqual(['a3', 'x', 'a1', 'a2', '[100..null]']);
    expect(actor.getSnapshot().context.pending).toEqual([]);
  });

  it('keeps at most 40 groups waiting; the ones let go load through a gap on top, under the waiting ones once applied', async () => {
    const { actor, rows, scripted, settle } = await started();
    actor.send({ type: 'MOUNTED' });
    actor.send({ type: 'SCROLLED', atTop: false });
    for (let i = 1; i <= 100; i += 1) actor.send({ type: 'NEW_GROUP', key: `m${i}`, notificationId: String(1000 + i) });
    const waiting = actor.getSnapshot().context;
    expect(waiting.pending).toHaveLength(PENDING_GROUPS_KEPT);
    expect(waiting.pending[0]).toBe('m100');
    expect(waiting.pendingOverflow).toBe(true);
    // the gap reaches from the newest down to the newest notification of the first row (a1's, 300)
    expect(rows()).toEqual(['[null..300]', 'a1', 'a2', 'a3', '[100..null]']);
    actor.send({ type: 'SCROLLED', atTop: true });
    actor.send({ type: 'LOAD_PENDING' });
    expect(rows().slice(PENDING_GROUPS_KEPT - 1, PENDING_GROUPS_KEPT + 2)).toEqual(['m61', '[null..300]', 'a1']);
    expect(actor.getSnapshot().context.pendingOverflow).toBe(false);
    // filling it asks for what is newer than a1's newest; the waiting ones already shown are skipped
    const gap = actor.getSnapshot().context.entries.find((e) => e.kind === 'gap')!;
    actor.send({ type: 'FILL_GAP', key: gap.kind === 'gap' ? gap.key : '' });
    expect(scripted.lastCall('fetchPage')?.input).toEqual({ maxId: null, sinceId: '300' });
    await settle('gapPage', { output: page(['m100', 'm60', 'm59'], false, '1059', '1100') });
    expect(rows().slice(PENDING_GROUPS_KEPT - 1, PENDING_GROUPS_KEPT + 3)).toEqual(['m61', 'm60', 'm59', 'a1']);
  });

  it('a poll asks from the newest id, or from the disconnection gap when the rows start with one', async () => {
    const { actor, scripted, settle } = await started();
    actor.send({ type: 'POLL' });
    expect(scripted.lastCall('fetchPage')?.input).toEqual({ maxId: null, sinceId: '300' });
    await settle('pollPage', { output: page([], false, null, null) });
    actor.send({ type: 'DISCONNECTED' });
    actor.send({ type: 'MOUNTED' });
    actor.send({ type: 'SCROLLED', atTop: false });
    actor.send({ type: 'NEW_GROUP', key: 'x', notificationId: '400' });
    actor.send({ type: 'POLL' });
    expect(scripted.lastCall('fetchPage')?.input).toEqual({ maxId: null, sinceId: '300' });
  });

  it('a partial poll page closes the disconnection gap; its keys go on top', async () => {
    const { actor, settle, rows } = await started();
    actor.send({ type: 'DISCONNECTED' });
    expect(rows()).toEqual(['[null..300]', 'a1', 'a2', 'a3', '[100..null]']);
    actor.send({ type: 'POLL' });
    await settle('pollPage', { output: page(['p1', 'a2'], false, '310', '400') });
    expect(rows()).toEqual(['p1', 'a2', 'a1', 'a3', '[100..null]']);
    expect(actor.getSnapshot().context.newestId).toBe('400');
  });

  it('a full poll page leaves a gap between the new keys and the older rows (to pending when scrolled down)', async () => {
    const { actor, settle, rows } = await started();
    actor.send({ type: 'MOUNTED' });
    actor.send({ type: 'SCROLLED', atTop: false });
    actor.send({ type: 'POLL' });
    await settle('pollPage', { output: page(['p1', 'p2'], true, '350', '400') });
    expect(actor.getSnapshot().context.pending).toEqual(['p1', 'p2']);
    expect(rows()).toEqual(['[350..300]', 'a1', 'a2', 'a3', '[100..null]']);
    actor.send({ type: 'LOAD_PENDING' });
    expect(rows()).toEqual(['p1', 'p2', '[350..300]', 'a1', 'a2', 'a3', '[100..null]']);
  });

  it('filling a middle gap moves a group found further down up to the gap', async () => {
    const { actor, settle, rows } = await started();
    actor.send({ type: 'POLL' });
    await settle('pollPage', { output: page(['p1', 'p2'], true, '350', '400') });
    const gap = actor.getSnapshot().context.entries[2];
    expect(gap?.kind).toBe('gap');
    actor.send({ type: 'FILL_GAP', key: gap?.key ?? '' });
    await settle('gapPage', { output: page(['p3', 'a2'], false, '320', '340') });
    expect(rows()).toEqual(['p1', 'p2', 'p3', 'a2', 'a1', 'a3', '[100..null]']);
  });

  it('removing the groups between two gaps merges them into one covering both', async () => {
    const { actor, settle, rows } = await started();
    actor.send({ type: 'POLL' });
    await settle('pollPage', { output: page(['p1', 'p2'], true, '350', '400') });
    actor.send({ type: 'REMOVE', keys: ['a1', 'a2', 'a3'] });
    expect(rows()).toEqual(['p1', 'p2', '[350..null]']);
  });

  it('no cut while a gap page is on its way; at the top the cut happens when it comes', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `k${i + 1}`);
    const { actor, settle } = await started({ ...page(fifty, true, '1901', '1999') });
    const trailing = actor.getSnapshot().context.entries.at(-1);
    actor.send({ type: 'FILL_GAP', key: trailing?.key ?? '' });
    actor.send({ type: 'NEW_GROUP', key: 'n1', notificationId: '2100' });
    expect(groupKeys(actor.getSnapshot().context.entries)).toHaveLength(51);
    await settle('gapPage', { output: page(['m1', 'm2'], false, '1800', '1900') });
    const { entries } = actor.getSnapshot().context;
    expect(groupKeys(entries)).toEqual(['n1', ...fifty.slice(0, 49)]);
    // k49's newest is unknown (the page gave no cursors): the nearest kept group above with a known one is k1,
    // the page's first group (the page's newest id)
    expect(entries.at(-1)).toMatchObject({ kind: 'gap', maxId: '1999', sinceId: null });
  });

  it('groups arriving while a refresh is on its way stay on top of its page', async () => {
    const { actor, settle, rows } = await started();
    actor.send({ type: 'REFRESH_STALE' });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    actor.send({ type: 'NEW_GROUP', key: 'x', notificationId: '600' });
    await settle('refreshPage', { output: page(['r1', 'a1'], false, '200', '500') });
    expect(rows()).toEqual(['x', 'r1', 'a1']);
    expect(actor.getSnapshot().context.newestId).toBe('600');
  });

  it('a server merge while scrolled down asks for a reload; LOAD_PENDING reloads and clears it', async () => {
    const { actor, settle } = await started();
    actor.send({ type: 'MOUNTED' });
    actor.send({ type: 'SCROLLED', atTop: false });
    actor.send({ type: 'REFRESH_STALE' });
    expect(actor.getSnapshot().context.mergedNotifications).toBe('needs-reload');
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'LOAD_PENDING' });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    expect(actor.getSnapshot().context.mergedNotifications).toBe('ok');
    await settle('refreshPage', { output: page(['r1'], false, '500', '500') });
    expect(actor.getSnapshot().context.entries).toEqual([{ kind: 'group', key: 'r1' }]);
  });

  it('a failed reload keeps the rows, raises the alert and offers the reload again', async () => {
    const { actor, settle, rows, reportFailure } = await started();
    actor.send({ type: 'REFRESH_STALE' });
    const error = new Error('down');
    await settle('refreshPage', { error });
    expect(rows()).toEqual(['a1', 'a2', 'a3', '[100..null]']);
    expect(actor.getSnapshot().context).toMatchObject({
      error,
      failedDuring: 'refresh',
      mergedNotifications: 'needs-reload',
    });
    expect(reportFailure).toHaveBeenCalledTimes(1);
  });

  it('clearing empties the list and drops the request on its way', async () => {
    const { actor, scripted } = await started();
    const trailing = actor.getSnapshot().context.entries.at(-1);
    actor.send({ type: 'FILL_GAP', key: trailing?.key ?? '' });
    actor.send({ type: 'CLEARED' });
    await flush();
    expect(scripted.lastCall('fetchPage')?.aborted()).toBe(true);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ entries: [], pending: [], newestId: null, fillingGap: null });
  });
});
