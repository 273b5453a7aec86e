import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { linkCardDisplay, linkCardMachine } from '../../../src/machines/link-card.machine';

/** What the view draws while the chart has not yet heard of the post's new card or sensitivity. */
const start = (input: { cardKey: string; playable: boolean; sensitive: boolean }) =>
  createActor(linkCardMachine, { input }).start();

describe('linkCardDisplay', () => {
  it('draws what the chart says for the card and sensitivity it knows', () => {
    const actor = start({ cardKey: 'a', playable: true, sensitive: false });
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'PREVIEW_LOADED' });
    expect(linkCardDisplay(actor.getSnapshot(), { cardKey: 'a', sensitive: false })).toEqual({
      covered: false,
      embedded: true,
      previewLoaded: true,
    });
  });

  it('draws no player and no loaded picture of another card', () => {
    const actor = start({ cardKey: 'a', playable: true, sensitive: false });
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'PREVIEW_LOADED' });
    expect(linkCardDisplay(actor.getSnapshot(), { cardKey: 'b', sensitive: false })).toEqual({
      covered: false,
      embedded: false,
      previewLoaded: false,
    });
  });

  it('draws a post that has just become sensitive covered, with no player', () => {
    const actor = start({ cardKey: 'a', playable: true, sensitive: false });
    actor.send({ type: 'PLAY' });
    expect(linkCardDisplay(actor.getSnapshot(), { cardKey: 'a', sensitive: true })).toMatchObject({
      covered: true,
      embedded: false,
    });
  });

  it('keeps the cover until the chart takes it away', () => {
    const actor = start({ cardKey: 'a', playable: true, sensitive: true });
    expect(linkCardDisplay(actor.getSnapshot(), { cardKey: 'a', sensitive: false }).covered).toBe(true);
    actor.send({ type: 'REVEAL' });
    expect(linkCardDisplay(actor.getSnapshot(), { cardKey: 'a', sensitive: true }).covered).toBe(false);
  });
});
