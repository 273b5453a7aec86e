/**
 * The title form chart (machines/title-form.machine.ts) with its save: making a new list or circle, or renaming
 * one (collection-actions.ts). The chart is made once for the form's life; the form is remounted (keyed) for
 * another collection.
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  titleFormMachine,
  type TitleFormEvent,
  type TitleFormFailure,
  type TitleFormSnapshot,
} from '../../machines/title-form.machine';
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

/**
 * What a title form says for `failure`: the form's own text for a blank title or a save that failed, the server's
 * words for a refusal (the failed text when it gave none); null when there is nothing to say.
 */
export function titleFormFailureText(
  failure: TitleFormFailure | null,
  texts: { blank: string; failed: string },
): string | null {
  if (failure === null || failure.kind === 'silent') return null;
  if (failure.kind === 'blank') return texts.blank;
  if (failure.kind === 'refused' && failure.message !== null) return failure.message;
  return texts.failed;
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
