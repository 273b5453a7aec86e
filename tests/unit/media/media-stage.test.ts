/**
 * The page's media overlays: opening the viewer (OPEN to the gallery chart, a handing-over player's start kept for
 * the opened attachment, the players' positions kept, the opener given its position back on closing), the
 * handover to picture-in-picture (refused on the mobile layout), the picture-in-picture player closing when its
 * own post leaves the entity store (and not for another post), and one stage per owner.
 */
import { describe, expect, it, vi } from 'vitest';
import type { PipMedia } from '../../../src/machines/pip-player.machine';
import { MEDIA_VIEWER_SCOPE, mediaViewerScopeOf } from '../../../src/services/media/media-viewer-scope';
import { createEntityStore, importStatus, type EntityStore } from '../../../src/services/store';
import { expectOnePerAccount } from '../../support/account-parts';
import { apiStatus } from '../entities/fixtures';

const IDS = ['m1', 'm2', 'm3'] as const;

function storeWith(...statusIds: string[]): EntityStore {
  const store = createEntityStore({ currentAccountId: null });
  for (const id of statusIds) importStatus(store, apiStatus(id));
  return store;
}

const pipMedia = (statusId: string, overrides: Partial<PipMedia> = {}): PipMedia => ({
  kind: 'video',
  statusId,
  accountId: '1',
  src: `https://files.example/media/${statusId}.mp4`,
  poster: null,
  currentTime: 7,
  volume: 0.5,
  muted: false,
  ...overrides,
});

const showing = (stage: ReturnType<typeof mediaViewerScopeOf>) => stage.pip.getSnapshot().hasTag('showing');

describe('media overlays: opening the viewer', () => {
  it('open() sends OPEN to the gallery with the post, its attachments and the index', () => {
    const stage = mediaViewerScopeOf(storeWith());
    const send = vi.spyOn(stage.gallery, 'send');
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 1 });
    expect(send).toHaveBeenCalledWith({ type: 'OPEN', statusId: 's1', attachmentIds: IDS, index: 1 });
    const snapshot = stage.gallery.getSnapshot();
    expect(snapshot.hasTag('open')).toBe(true);
    expect(snapshot.context).toMatchObject({ statusId: 's1', attachmentIds: IDS, index: 1 });
  });

  it('startOf: the opened attachment where the handing-over player was, any other from 0, playing', () => {
    const stage = mediaViewerScopeOf(storeWith());
    expect(stage.startOf('m2')).toEqual({ time: 0, autoPlay: true });
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 1, startTime: 42.5 });
    expect(stage.startOf('m2')).toEqual({ time: 42.5, autoPlay: true });
    expect(stage.startOf('m1')).toEqual({ time: 0, autoPlay: true });
    expect(stage.startOf('m3')).toEqual({ time: 0, autoPlay: true });
  });

  it('a player that was paused when it handed over opens paused', () => {
    const stage = mediaViewerScopeOf(storeWith());
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 0, startTime: 3, autoPlay: false });
    expect(stage.startOf('m1')).toEqual({ time: 3, autoPlay: false });
  });

  it('keepTime keeps the shown attachment position; back to it after a move, it starts there paused', () => {
    const stage = mediaViewerScopeOf(storeWith());
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 0 });
    stage.keepTime('m1', 11);
    stage.gallery.send({ type: 'NEXT' });
    stage.keepTime('m1', 99);
    stage.gallery.send({ type: 'PREVIOUS' });
    expect(stage.startOf('m1')).toEqual({ time: 11, autoPlay: false });
  });

  it('a later open forgets the earlier positions', () => {
    const stage = mediaViewerScopeOf(storeWith());
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 1, startTime: 42.5 });
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 1 });
    expect(stage.startOf('m2')).toEqual({ time: 0, autoPlay: true });
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 2, startTime: 3 });
    expect(stage.startOf('m2')).toEqual({ time: 0, autoPlay: true });
    expect(stage.startOf('m3')).toEqual({ time: 3, autoPlay: true });
    expect(stage.gallery.getSnapshot().context.index).toBe(2);
  });

  it('an open without attachments leaves the gallery closed', () => {
    const stage = mediaViewerScopeOf(storeWith());
    stage.open({ statusId: 's1', attachmentIds: [], index: 0, startTime: 5 });
    expect(stage.gallery.getSnapshot().matches('closed')).toBe(true);
    expect(stage.startOf('m1')).toEqual({ time: 0, autoPlay: true });
  });
});

describe('media overlays: closing gives the position back to the opener', () => {
  it('onReturn hears once where the opened attachment was left', () => {
    const stage = mediaViewerScopeOf(storeWith());
    const onReturn = vi.fn();
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 1, startTime: 4, onReturn });
    stage.keepTime('m2', 17);
    stage.gallery.send({ type: 'NEXT' });
    stage.keepTime('m3', 5);
    stage.gallery.send({ type: 'CLOSE' });
    expect(onReturn).toHaveBeenCalledTimes(1);
    expect(onReturn).toHaveBeenCalledWith(17);
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 0 });
    stage.gallery.send({ type: 'CLOSE' });
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('another open replaces the opener; a refused open (no attachments) does not', () => {
    const stage = mediaViewerScopeOf(storeWith());
    const first = vi.fn();
    const second = vi.fn();
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 0, startTime: 2, onReturn: first });
    stage.open({ statusId: 's9', attachmentIds: [], index: 0, onReturn: second });
    stage.open({ statusId: 's2', attachmentIds: ['n1'], index: 0, startTime: 6, onReturn: second });
    stage.gallery.send({ type: 'CLOSE' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(6);
  });

  it('nothing is given back for an attachment without a kept position (a picture)', () => {
    const stage = mediaViewerScopeOf(storeWith());
    const onReturn = vi.fn();
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 0, onReturn });
    stage.gallery.send({ type: 'CLOSE' });
    expect(onReturn).not.toHaveBeenCalled();
  });
});

describe('media overlays: picture-in-picture', () => {
  it('handOver deploys the picture-in-picture player with the media', () => {
    const stage = mediaViewerScopeOf(storeWith());
    stage.handOver(pipMedia('s1'));
    expect(showing(stage)).toBe(true);
    expect(stage.pip.getSnapshot().context.media).toEqual(pipMedia('s1'));
  });

  it('handOver is refused after LAYOUT mobile, and allowed again when the layout widens', () => {
    const stage = mediaViewerScopeOf(storeWith());
    stage.pip.send({ type: 'LAYOUT', mobile: true });
    stage.handOver(pipMedia('s1'));
    expect(showing(stage)).toBe(false);
    expect(stage.pip.getSnapshot().context.media).toBeNull();
    stage.pip.send({ type: 'LAYOUT', mobile: false });
    stage.handOver(pipMedia('s1'));
    expect(showing(stage)).toBe(true);
  });

  it('a layout turning mobile closes a showing player', () => {
    const stage = mediaViewerScopeOf(storeWith());
    stage.handOver(pipMedia('s1'));
    stage.pip.send({ type: 'LAYOUT', mobile: true });
    expect(showing(stage)).toBe(false);
  });
});

describe('media overlays: watchDeletions', () => {
  it("removing the pip post's status from the store closes the pip", () => {
    const store = storeWith('s1', 's2');
    const stage = mediaViewerScopeOf(store);
    stage.watchDeletions(store);
    stage.handOver(pipMedia('s1'));
    store.remove('statuses', 's1');
    expect(showing(stage)).toBe(false);
    expect(stage.pip.getSnapshot().context.media).toBeNull();
  });

  it('removing another status does not close it, nor does a change to its own post', () => {
    const store = storeWith('s1', 's2');
    const stage = mediaViewerScopeOf(store);
    stage.watchDeletions(store);
    stage.handOver(pipMedia('s1'));
    store.remove('statuses', 's2');
    expect(showing(stage)).toBe(true);
    store.patch('statuses', 's1', { favourites_count: 3 });
    expect(showing(stage)).toBe(true);
  });

  it('follows the post of a newer handover: the earlier post no longer matters', () => {
    const store = storeWith('s1', 's2');
    const stage = mediaViewerScopeOf(store);
    // already showing when the watch starts
    stage.handOver(pipMedia('s1'));
    stage.watchDeletions(store);
    stage.handOver(pipMedia('s2'));
    store.remove('statuses', 's1');
    expect(stage.pip.getSnapshot().context.media?.statusId).toBe('s2');
    store.remove('statuses', 's2');
    expect(showing(stage)).toBe(false);
  });

  it('stops watching once the returned function is called', () => {
    const store = storeWith('s1');
    const stage = mediaViewerScopeOf(store);
    const stop = stage.watchDeletions(store);
    stage.handOver(pipMedia('s1'));
    stop();
    store.remove('statuses', 's1');
    expect(showing(stage)).toBe(true);
  });
});

describe('mediaViewerScopeOf', () => {
  it('returns one stage per account, stopped when the account is let go', () => {
    const first = storeWith('s1');
    const second = storeWith('s1');
    expect(mediaViewerScopeOf(first)).toBe(mediaViewerScopeOf(first));
    expect(mediaViewerScopeOf(second)).not.toBe(mediaViewerScopeOf(first));
    expectOnePerAccount(MEDIA_VIEWER_SCOPE, first, second);
    const stage = mediaViewerScopeOf(first);
    stage.open({ statusId: 's1', attachmentIds: IDS, index: 0 });
    stage.handOver(pipMedia('s1'));
    expect(mediaViewerScopeOf(second).gallery.getSnapshot().matches('closed')).toBe(true);
    first.scope.dispose();
    expect(stage.gallery.getSnapshot().status).toBe('stopped');
    expect(stage.pip.getSnapshot().status).toBe('stopped');
    expect(mediaViewerScopeOf(second).pip.getSnapshot().status).toBe('active');
  });
});
