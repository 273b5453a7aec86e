/**
 * The title form chart (machines/title-form.machine.ts) with its save: making a new list or circle, or renaming
 * one (collection-actions.ts). The chart is made once for the form's life; the form is remounted (keyed) for
 * another collection.
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { titleFormMachine, type TitleFormEvent, type TitleFormSnapshot } from '../../machines/title-form.machine';
import { useAppServices } from '../app-services/app-services';
import { createCollection, renameCollection, type CollectionServices } from './collection-actions';
import type { CollectionKind } from './collections';

/** What the form saves: a new one of `kind`, or the name of the one with `id`. */
export type TitleTarget = { kind: CollectionKind; id: null } | { kind: CollectionKind; id: string; title: string };

export function titleFormChart(services: CollectionServices, target: TitleTarget) {
  return titleFormMachine.provide({
    actors: {
      save: fromPromise<unknown, { title: string }>(({ input }) =>
        target.id === null
          ? createCollection(services, target.kind, input.title)
          : renameCollection(services, target.kind, target.id, input.title),
      ),
    },
  });
}

export interface TitleForm {
  snapshot: TitleFormSnapshot;
  send(event: TitleFormEvent): void;
}

export function useTitleForm(target: TitleTarget): TitleForm {
  const services = useAppServices();
  const [machine] = useState(() => titleFormChart(services, target));
  const [snapshot, send] = useMachine(machine, {
    input: { text: target.id === null ? '' : target.title, clearOnSave: target.id === null },
  });
  return { snapshot, send };
}
