/**
 * The reader's reaction deck as the settings screen edits it (kmyblue: GET/POST v1/reaction_deck): their own
 * quick-reaction emoji, in the order the emoji picker shows them first.
 *
 * - An edit (add, remove, move one place up or down) makes the whole new list. Adding an emoji already in the
 *   deck, adding to a full deck (the server's `reaction_deck.max_emojis`, 256 on kmyblue), moving past an end and
 *   removing what is not there change nothing and say why.
 * - The new list shows at once on the deck's chart (the one the picker reads, so the picker has it too) and is
 *   sent whole with POST v1/reaction_deck; the server's answer (with custom emoji images) then replaces it.
 * - Saves go to the server one after the other, in the order they were made, so the last edit is the one the
 *   server keeps. A refused save leaves the screen as the server last answered, unless a later edit is still to
 *   come (that one sends the whole list anyway); the call's alert says why (a 422 with the server's words).
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ResourceActor } from '../../machines/resource.machine';
import type { Api } from '../api';
import { dataRegistryOf, type DataRegistry } from '../data/data-registry';
import type { AlertQueue } from '../alerts';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { reactionDeckData } from './picker-data';
import type { PickerEmoji } from './picker-emoji';
import { deckEmojis } from './server-emoji';

/** How many emoji a kmyblue deck holds when the server does not say. */
export const KMYBLUE_DECK_MAX = 256;

export type DeckEdit =
  { kind: 'add'; emoji: PickerEmoji } | { kind: 'remove'; id: string } | { kind: 'move'; id: string; by: -1 | 1 };

/** Why an edit changes nothing. */
export type DeckRefusal = 'present' | 'full' | 'edge' | 'missing';

export type DeckEditResult = { deck: PickerEmoji[] } | { refused: DeckRefusal };

/** The deck after `edit`, or why it stays as it is. */
export function editedDeck(deck: readonly PickerEmoji[], edit: DeckEdit, max: number): DeckEditResult {
  if (edit.kind === 'add') {
    if (deck.some((emoji) => emoji.id === edit.emoji.id)) return { refused: 'present' };
    if (deck.length >= max) return { refused: 'full' };
    return { deck: [...deck, edit.emoji] };
  }
  const at = deck.findIndex((emoji) => emoji.id === edit.id);
  if (at === -1) return { refused: 'missing' };
  if (edit.kind === 'remove') return { deck: deck.filter((_, index) => index !== at) };
  const to = at + edit.by;
  if (to < 0 || to >= deck.length) return { refused: 'edge' };
  const next = [...deck];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return { deck: next };
}

export interface ReactionDeckServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
}

/** One save: the whole list, numbered in the order the edits were made. */
interface DeckSave {
  deck: PickerEmoji[];
  order: number;
}

export interface Editor {
  runner: OptimisticRunner<DeckSave, PickerEmoji[]>;
  /** the number of the last save made */
  latest: number;
  /** the deck as the server last answered (or as shown when an edit started with none on its way) */
  confirmed: PickerEmoji[] | null;
  /** saves made and not yet answered */
  pending: number;
  /** the saves sent so far, one after the other */
  queue: Promise<unknown>;
}

const chartOf = (data: DataRegistry) => data.peek(reactionDeckData, true) as ResourceActor | undefined;
const valueOf = (chart: ResourceActor | undefined) =>
  (chart?.getSnapshot().context.value as PickerEmoji[] | null | undefined) ?? null;

function createEditor(services: ReactionDeckServices): Editor {
  const data = dataRegistryOf(services);
  const editor: Editor = { runner: null!, latest: 0, confirmed: null, pending: 0, queue: Promise.resolve() };
  editor.runner = createOptimisticRunner<DeckSave, DeckSave, PickerEmoji[]>(
    {
      apply(save) {
        const chart = chartOf(data);
        const shown = valueOf(chart);
        if (editor.pending++ === 0) editor.confirmed = shown;
        if (chart === undefined || shown === null) return null;
        chart.send({ type: 'SET', value: save.deck });
        return save;
      },
      perform(save) {
        const sent = editor.queue.then(async () => {
          const saved = deckEmojis(await services.api.emoji.saveReactionDeck(save.deck.map((emoji) => emoji.id)));
          editor.confirmed = saved;
          // the answer replaces the list only while no later edit shows another one
          const chart = chartOf(data);
          if (valueOf(chart) === save.deck) chart!.send({ type: 'SET', value: saved });
          return saved;
        });
        const settled = sent.finally(() => void editor.pending--);
        editor.queue = settled.catch(() => undefined);
        return settled;
      },
      revert(save) {
        if (save.order !== editor.latest || editor.confirmed === null) return;
        chartOf(data)?.send({ type: 'SET', value: editor.confirmed });
      },
      callId: () => 'emoji.saveReactionDeck',
      keyOf: (save) => String(save.order),
    },
    { alerts: services.alerts },
  );
  return editor;
}

/** The account's deck editor, a part of its scope: its saves in flight stop when the account is let go. */
export const REACTION_DECK_EDITOR = definePart<Editor>('reaction-deck-editor', (editor) => editor.runner.stop());

function editorOf(services: ReactionDeckServices): Editor {
  return services.store.scope.use(REACTION_DECK_EDITOR, () => createEditor(services));
}

/**
 * Makes `edit` on the deck as the screen shows it: shown at once and saved, or refused (`refused` says why; no
 * request). `saved` resolves once the server answered (or the change was put back after the alert).
 */
export function editReactionDeck(
  services: ReactionDeckServices,
  edit: DeckEdit,
  max: number,
): { refused: DeckRefusal } | { deck: PickerEmoji[]; saved: Promise<MutationOutcome<PickerEmoji[]>> } {
  const shown = valueOf(chartOf(dataRegistryOf(services)));
  if (shown === null) return { refused: 'missing' };
  const result = editedDeck(shown, edit, max);
  if ('refused' in result) return result;
  const editor = editorOf(services);
  const saved = editor.runner.run({ deck: result.deck, order: ++editor.latest });
  return { deck: result.deck, saved };
}

/** Whether a save of the deck is on its way (aria-busy), following it as it changes. */
export function useReactionDeckSaving(services: ReactionDeckServices): boolean {
  const { runner } = editorOf(services);
  const saving = useCallback(() => runner.inFlight().length > 0, [runner]);
  return useSyncExternalStore(runner.subscribe, saving, saving);
}
