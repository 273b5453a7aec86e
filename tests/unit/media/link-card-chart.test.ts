import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { linkCardMachine } from '../../../src/machines/link-card.machine';

const start = (input: { cardKey: string; playable: boolean; sensitive: boolean }) =>
  createActor(linkCardMachine, { input }).start();

describe('link card chart', () => {
  it('a sensitive card starts hidden and a click reveals it', () => {
    const actor = start({ cardKey: 'a', playable: true, sensitive: true });
    expect(actor.getSnapshot().hasTag('covered')).toBe(true);
    actor.send({ type: 'PLAY' });
    expect(actor.getSnapshot().hasTag('embedded')).toBe(false);
    actor.send({ type: 'REVEAL' });
    expect(actor.getSnapshot().hasTag('covered')).toBe(false);
  });

  it('a card of a post that is not sensitive starts shown', () => {
    expect(start({ cardKey: 'a', playable: false, sensitive: false }).getSnapshot().hasTag('covered')).toBe(false);
  });

  it('a video card is embedded on the play button; a card that cannot play is not', () => {
    const video = start({ cardKey: 'a', playable: true, sensitive: false });
    video.send({ type: 'PLAY' });
    expect(video.getSnapshot().hasTag('embedded')).toBe(true);
    const link = start({ cardKey: 'a', playable: false, sensitive: false });
    link.send({ type: 'PLAY' });
    expect(link.getSnapshot().hasTag('embedded')).toBe(false);
  });

  it('a change of card resets the embedded and preview-loaded states, and keeps a revealed cover', () => {
    const actor = start({ cardKey: 'a', playable: true, sensitive: true });
    actor.send({ type: 'REVEAL' });
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'PREVIEW_LOADED' });
    expect(actor.getSnapshot().value).toEqual({ cover: 'shown', player: 'embedded', preview: 'loaded' });
    actor.send({ type: 'CARD_CHANGED', cardKey: 'b', playable: false });
    expect(actor.getSnapshot().value).toEqual({ cover: 'shown', player: 'idle', preview: 'loading' });
    expect(actor.getSnapshot().context).toMatchObject({ cardKey: 'b', playable: false });
  });

  it('the same card again changes nothing', () => {
    const actor = start({ cardKey: 'a', playable: true, sensitive: false });
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'PREVIEW_LOADED' });
    actor.send({ type: 'CARD_CHANGED', cardKey: 'a', playable: true });
    expect(actor.getSnapshot().value).toEqual({ cover: 'shown', player: 'embedded', preview: 'loaded' });
  });

  it('an edit making the post sensitive covers the card again and stops its player', () => {
    const actor = start({ cardKey: 'a', playable: true, sensitive: false });
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'SENSITIVITY', sensitive: true });
    expect(actor.getSnapshot().value).toMatchObject({ cover: 'hidden', player: 'idle' });
    actor.send({ type: 'SENSITIVITY', sensitive: false });
    expect(actor.getSnapshot().hasTag('covered')).toBe(false);
  });
});
