/**
 * The bookmark category forms on the title form chart (machines/title-form.machine.ts), like the list, circle and
 * antenna forms: "New category" (the field empties once the category is made) and a category's rename form. The
 * chart holds what is typed, the save in flight and the failure shown: a blank title is refused without asking the
 * server; a save is a category change (category-changes.ts), where a refusal (422) gives the server's words to
 * the form without an alert, any other failure raises the call's alert and the form says it failed, and an
 * abandoned one says nothing; the typed title is kept whenever the save fails. Once the server agrees, `onSaved`
 * hears the title as stored (the screen announces it; the rename form closes).
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { titleFormMachine } from '../../machines/title-form.machine';
import { useAppServices } from '../app-services/app-services';
import { formFailureOf } from '../alerts/form-failure';
import type { TitleForm } from '../collections/use-title-form';
import { changeBookmarkCategory, type CategoryChange, type CategoryChangeServices } from './category-changes';

/** What the form saves: a new category, or the title of the one with `id`. */
export type CategoryTitleTarget = { id: null } | { id: string; title: string };

export function categoryTitleFormChart(
  services: CategoryChangeServices,
  target: CategoryTitleTarget,
  onSaved: (title: string) => void,
) {
  return titleFormMachine.provide({
    actors: {
      save: fromPromise<unknown, { title: string }>(async ({ input }) => {
        const change: CategoryChange =
          target.id === null
            ? { kind: 'create', title: input.title }
            : { kind: 'rename', id: target.id, title: input.title };
        const outcome = await changeBookmarkCategory(services, change);
        if (!outcome.ok) throw formFailureOf(outcome.error);
        const id = target.id ?? outcome.result?.id;
        onSaved((id === undefined ? undefined : services.store.get('bookmarkCategories', id)?.title) ?? input.title);
      }),
    },
  });
}

/**
 * The chart of one category form, made once for the form's life (remount it for another category), with the
 * `target` and `onSaved` it was first drawn with: give it a callback that stays right (state setters, stable props).
 */
export function useCategoryTitleForm(target: CategoryTitleTarget, onSaved: (title: string) => void): TitleForm {
  const services = useAppServices();
  const [machine] = useState(() => categoryTitleFormChart(services, target, onSaved));
  const [snapshot, send] = useMachine(machine, {
    input: { text: target.id === null ? '' : target.title, clearOnSave: target.id === null },
  });
  return { snapshot, send };
}
