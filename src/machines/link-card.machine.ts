import { and, assign, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * One link card under a post, while its view is mounted. Three regions run side by side:
 *
 *   cover:    deciding --[sensitive]--> hidden --REVEAL--> shown
 *                      --[otherwise]--> shown
 *   player:   idle --PLAY [playable, cover shown]--> embedded
 *   preview:  loading --PREVIEW_LOADED--> loaded
 *
 *   CARD_CHANGED [another card] (any state): player back to idle, preview back to loading.
 *   SENSITIVITY [changed] (any state): the cover decides again; becoming sensitive also stops the player.
 *
 * A sensitive post's card starts behind a cover that a click takes away. A card is playable when it is a video
 * card with a player address the view may embed; pressing play swaps the picture for the player (its address,
 * with autoplay flags and the start time, comes from link-card-rules.ts). While the picture has not loaded the
 * view draws the blurhash. When the post is edited and its card becomes another one, the player and the loaded
 * picture belong to the old card, so both start over; the cover belongs to the post, so a reader who revealed it
 * keeps it revealed, until an edit makes the post sensitive (or not) and the cover decides again. Nothing here
 * has side effects.
 * Tags: `covered`, `embedded`, `previewLoaded`.
 */

export interface LinkCardContext {
  /** cardIdentity() of the card shown */
  cardKey: string;
  /** a video card the view can embed */
  playable: boolean;
  /** the post is sensitive (decides the first cover state only) */
  sensitive: boolean;
}

export interface LinkCardInput {
  cardKey: string;
  playable: boolean;
  sensitive: boolean;
}

export type LinkCardEvent =
  | { type: 'REVEAL' }
  | { type: 'PLAY' }
  | { type: 'PREVIEW_LOADED' }
  | { type: 'CARD_CHANGED'; cardKey: string; playable: boolean }
  | { type: 'SENSITIVITY'; sensitive: boolean };

export const linkCardMachine = setup({
  types: {} as { context: LinkCardContext; events: LinkCardEvent; input: LinkCardInput },
  guards: {
    sensitive: ({ context }) => context.sensitive,
    playable: ({ context }) => context.playable,
    sensitivityChanged: ({ context, event }) => event.type === 'SENSITIVITY' && event.sensitive !== context.sensitive,
    becameSensitive: ({ context, event }) => event.type === 'SENSITIVITY' && event.sensitive && !context.sensitive,
    anotherCard: ({ context, event }) => event.type === 'CARD_CHANGED' && event.cardKey !== context.cardKey,
  },
  actions: {
    takeSensitivity: assign(({ event }) => (event.type === 'SENSITIVITY' ? { sensitive: event.sensitive } : {})),
    takeCard: assign(({ event }) =>
      event.type === 'CARD_CHANGED' ? { cardKey: event.cardKey, playable: event.playable } : {},
    ),
  },
}).createMachine({
  id: 'linkCard',
  context: ({ input }) => ({ cardKey: input.cardKey, playable: input.playable, sensitive: input.sensitive }),
  type: 'parallel',
  states: {
    cover: {
      initial: 'deciding',
      on: { SENSITIVITY: { guard: 'sensitivityChanged', target: '.deciding', actions: 'takeSensitivity' } },
      states: {
        deciding: {
          always: [{ guard: 'sensitive', target: 'hidden' }, { target: 'shown' }],
        },
        hidden: { tags: ['covered'], on: { REVEAL: 'shown' } },
        shown: {},
      },
    },
    player: {
      initial: 'idle',
      // both regions decide on the old card key (guards run before actions); the player region takes the new card
      on: {
        CARD_CHANGED: { guard: 'anotherCard', target: '.idle', actions: 'takeCard' },
        // covering the card again takes the player away with the picture
        SENSITIVITY: { guard: 'becameSensitive', target: '.idle' },
      },
      states: {
        idle: {
          on: { PLAY: { guard: and(['playable', stateIn('#linkCard.cover.shown')]), target: 'embedded' } },
        },
        embedded: { tags: ['embedded'] },
      },
    },
    preview: {
      initial: 'loading',
      on: { CARD_CHANGED: { guard: 'anotherCard', target: '.loading' } },
      states: {
        loading: { on: { PREVIEW_LOADED: 'loaded' } },
        loaded: { tags: ['previewLoaded'] },
      },
    },
  },
});

export type LinkCardMachine = typeof linkCardMachine;
export type LinkCardActor = ActorRefFrom<LinkCardMachine>;
export type LinkCardSnapshot = SnapshotFrom<LinkCardMachine>;

export interface LinkCardDisplay {
  /** the cover is over the card */
  covered: boolean;
  /** the player is in place of the picture */
  embedded: boolean;
  /** the picture has loaded (the placeholder can go) */
  previewLoaded: boolean;
}

/**
 * What the view draws for the card and sensitivity it holds now. The view tells the chart about a new card or
 * sensitivity only after drawing it, so for that one drawing the chart may still speak of the old card: a player
 * or loaded picture of another card is not drawn, and a post that has just become sensitive is drawn covered.
 */
export function linkCardDisplay(
  snapshot: LinkCardSnapshot,
  current: { cardKey: string; sensitive: boolean },
): LinkCardDisplay {
  const sameCard = snapshot.context.cardKey === current.cardKey;
  const covered = snapshot.hasTag('covered') || (current.sensitive && !snapshot.context.sensitive);
  return {
    covered,
    embedded: !covered && sameCard && snapshot.hasTag('embedded'),
    previewLoaded: sameCard && snapshot.hasTag('previewLoaded'),
  };
}
