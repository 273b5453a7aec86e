/**
 * The deck columns chart (machines/deck-columns.machine.ts) of one account's deck, with its effects: the layout
 * read from the deck storage when the deck opens, every change saved there (the `persist` action), and a layout
 * another tab saved taken in (RESTORE).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  deckColumnsMachine,
  type DeckColumnsActor,
  type DeckColumnsSnapshot,
} from '../../machines/deck-columns.machine';
import { storedLayout } from '../../machines/deck-columns-rules';
import type { DeckStorage } from './deck-storage';
import { useDeckStorage } from './deck-storage-context';

/** The chart saving every change of the deck of `account` to `storage`. */
export function deckColumnsChart(storage: DeckStorage, account: string) {
  return deckColumnsMachine.provide({
    actions: {
      persist: ({ context }) => storage.write(account, storedLayout(context.saved, context.columns)),
    },
  });
}

export interface DeckColumnsView {
  snapshot: DeckColumnsSnapshot;
  actor: DeckColumnsActor;
  send: DeckColumnsActor['send'];
}

/** The chart of the deck of `account` (the deck remounts when the account changes). */
export function useDeckColumns(account: string): DeckColumnsView {
  const storage = useDeckStorage();
  const [machine] = useState(() => deckColumnsChart(storage, account));
  const [stored] = useState(() => storage.read(account));
  const actor = useActorRef(machine, { input: { account, stored } });
  const snapshot = useSelector(actor, (s) => s);
  useEffect(
    () => storage.watch(account, (next) => actor.send({ type: 'RESTORE', stored: next })),
    [storage, account, actor],
  );
  return { snapshot, actor, send: actor.send };
}
