/** What a view reads of a title form chart (machines/title-form.machine.ts) beyond its context. */
import type { TitleFormSnapshot } from './title-form.machine';

/** The title is being saved: the form is busy and its button says so. */
export const isTitleFormSaving = (snapshot: TitleFormSnapshot): boolean => snapshot.hasTag('busy');
