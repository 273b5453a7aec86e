import { expect } from 'vitest';
import { linkCardMachine, type LinkCardEvent, type LinkCardSnapshot } from '../../src/machines/link-card.machine';
import { describeModel } from './model-harness';

/**
 * The link card chart's model, for a sensitive post with a playable video card and for a plain post whose card
 * is not playable: revealing, playing, the picture loading, the post's card changing to another (playable or
 * not) or to the same card again, and an edit making the post sensitive or not.
 */
const events: LinkCardEvent[] = [
  { type: 'REVEAL' },
  { type: 'PLAY' },
  { type: 'PREVIEW_LOADED' },
  { type: 'CARD_CHANGED', cardKey: 'card-a', playable: true },
  { type: 'CARD_CHANGED', cardKey: 'card-b', playable: true },
  { type: 'CARD_CHANGED', cardKey: 'card-c', playable: false },
  { type: 'SENSITIVITY', sensitive: true },
  { type: 'SENSITIVITY', sensitive: false },
];

const expectations = {
  'cover.hidden': (snapshot: LinkCardSnapshot) => {
    // only a sensitive post's card is ever covered, and nothing plays behind the cover
    expect(snapshot.context.sensitive).toBe(true);
    expect(snapshot.hasTag('covered')).toBe(true);
    expect(snapshot.matches({ player: 'idle' })).toBe(true);
  },
  'player.embedded': (snapshot: LinkCardSnapshot) => {
    // the player is embedded only for a playable card, once the cover is gone
    expect(snapshot.context.playable).toBe(true);
    expect(snapshot.matches({ cover: 'shown' })).toBe(true);
    expect(snapshot.hasTag('embedded')).toBe(true);
  },
  'preview.loaded': (snapshot: LinkCardSnapshot) => {
    expect(snapshot.hasTag('previewLoaded')).toBe(true);
  },
};

describeModel({
  name: 'link-card (sensitive video)',
  machine: linkCardMachine,
  input: { cardKey: 'card-a', playable: true, sensitive: true },
  events,
  expectations,
});

describeModel({
  name: 'link-card (plain)',
  machine: linkCardMachine,
  input: { cardKey: 'card-a', playable: false, sensitive: false },
  events,
  expectations,
});
