/**
 * The account's registry of compose areas on the page (one per account, a part of its scope, so it outlives any
 * one screen and stops with the account): each area enters while it is mounted and leaves when it goes; the leave rule is
 * the compose areas chart's (machines/compose-areas.machine.ts). An area that may take the reader to the
 * compose page says, as it leaves, whether its draft holds something and how to open that page (the router's
 * navigation it knows). Loaded with the composer, which is the only thing that enters it.
 */
import { createActor } from 'xstate';
import { composeAreasMachine } from '../../machines/compose-areas.machine';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

export interface ComposeAreaLeaving {
  /** whether the area's draft holds text or media as it goes */
  holdsContent(): boolean;
  /** takes the reader to the compose page */
  openComposePage(): void;
}

export interface ComposeAreas {
  /** an area is on the page until the returned function is called; `leaving`: it may redirect as it goes */
  enter(leaving?: ComposeAreaLeaving): () => void;
  /** how many areas are on the page */
  count(): number;
  /** stops the chart (the account is forgotten) */
  dispose(): void;
}

export function createComposeAreas(): ComposeAreas {
  // the opener of the last area that left with something in its draft
  let opener: (() => void) | null = null;
  let entered = 0;
  const actor = createActor(
    composeAreasMachine.provide({
      actions: { openComposePage: () => opener?.() },
    }),
  ).start();

  return {
    enter(leaving) {
      const id = String((entered += 1));
      actor.send({ type: 'ENTER', id });
      let gone = false;
      return () => {
        if (gone) return;
        gone = true;
        const holdsContent = leaving?.holdsContent() ?? false;
        if (holdsContent && leaving) opener = () => leaving.openComposePage();
        actor.send({ type: 'LEAVE', id, holdsContent });
      };
    },
    count: () => actor.getSnapshot().context.areas.length,
    dispose: () => actor.stop(),
  };
}

/** The account's compose areas: the chart stops when the account is let go. */
export const COMPOSE_AREAS = definePart<ComposeAreas>('compose-areas', (areas) => areas.dispose());

/** The compose areas of the account whose store this is (made on first use, stopped with the account). */
export function composeAreasOf(store: EntityStore): ComposeAreas {
  return store.scope.use(COMPOSE_AREAS, createComposeAreas);
}
