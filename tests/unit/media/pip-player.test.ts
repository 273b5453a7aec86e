import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pipAvailable, pipPlayerMachine, type PipMedia } from '../../../src/machines/pip-player.machine';

const media = (statusId: string, src = `https://files.example/${statusId}.mp4`): PipMedia => ({
  kind: 'video',
  statusId,
  accountId: 'a1',
  src,
  poster: null,
  currentTime: 10,
  volume: 0.5,
  muted: false,
});

const start = (mobile = false) => createActor(pipPlayerMachine, { input: { mobile } }).start();

describe('picture-in-picture chart', () => {
  it('picture-in-picture needs a layout that is not mobile', () => {
    expect(pipAvailable(false)).toBe(true);
    expect(pipAvailable(true)).toBe(false);
    const actor = start(true);
    actor.send({ type: 'DEPLOY', media: media('s1') });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.media).toBeNull();
  });

  it('deploy shows the player; a second deploy replaces it', () => {
    const actor = start();
    actor.send({ type: 'DEPLOY', media: media('s1') });
    expect(actor.getSnapshot().context.media?.statusId).toBe('s1');
    actor.send({ type: 'DEPLOY', media: media('s2') });
    expect(actor.getSnapshot().hasTag('showing')).toBe(true);
    expect(actor.getSnapshot().context.media?.statusId).toBe('s2');
  });

  it('close clears it', () => {
    const actor = start();
    actor.send({ type: 'DEPLOY', media: media('s1') });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.media).toBeNull();
  });

  it('the player clears when its status is deleted, not when another one is', () => {
    const actor = start();
    actor.send({ type: 'DEPLOY', media: media('s1') });
    actor.send({ type: 'STATUS_DELETED', id: 's9' });
    expect(actor.getSnapshot().context.media?.statusId).toBe('s1');
    actor.send({ type: 'STATUS_DELETED', id: 's1' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('the layout becoming mobile closes it; a wide layout change keeps it', () => {
    const actor = start();
    actor.send({ type: 'DEPLOY', media: media('s1') });
    actor.send({ type: 'LAYOUT', mobile: false });
    expect(actor.getSnapshot().hasTag('showing')).toBe(true);
    actor.send({ type: 'LAYOUT', mobile: true });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'DEPLOY', media: media('s2') });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'LAYOUT', mobile: false });
    actor.send({ type: 'DEPLOY', media: media('s2') });
    expect(actor.getSnapshot().hasTag('showing')).toBe(true);
  });

  it('progress keeps the position, volume and mute of the playing media', () => {
    const actor = start();
    actor.send({ type: 'DEPLOY', media: media('s1') });
    actor.send({ type: 'PROGRESS', currentTime: 42, volume: 0.2, muted: true });
    expect(actor.getSnapshot().context.media).toMatchObject({
      statusId: 's1',
      currentTime: 42,
      volume: 0.2,
      muted: true,
    });
  });
});
