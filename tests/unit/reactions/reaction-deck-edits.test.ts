/**
 * The reaction deck's edits: what each edit makes of the list (and when it changes nothing), and how saves go to
 * the server: shown at once on the deck's chart, sent whole and one after the other in the order made, the
 * server's answer shown, and a refusal leaving the list as the server last answered (with the call's alert).
 */
import { describe, expect, it, vi } from 'vitest';
import type { ResourceActor } from '../../../src/machines/resource.machine';
import { ApiError } from '../../../src/domain/errors/api-error';
import { reactionDeckData } from '../../../src/services/emoji/picker-data';
import { nativePickerEmoji, type PickerEmoji } from '../../../src/services/emoji/picker-emoji';
import {
  editedDeck,
  editReactionDeck,
  REACTION_DECK_EDITOR,
  type DeckEdit,
} from '../../../src/services/emoji/reaction-deck-edits';
import { expectOnePerAccount } from '../../support/account-parts';
import { dataFixture, idle } from '../../support/data-fixture';
import { stubApi } from '../timelines/support/fake-app-services';

const deckOf = (...ids: string[]): PickerEmoji[] => ids.map((id) => nativePickerEmoji(id));
const idsOf = (result: ReturnType<typeof editedDeck>) => ('deck' in result ? result.deck.map((e) => e.id) : result);

describe('deck edits', () => {
  const deck = deckOf('👍', '🎉', '🙏');

  it('adding puts the emoji at the end, unless it is there already or the deck is full', () => {
    expect(idsOf(editedDeck(deck, { kind: 'add', emoji: nativePickerEmoji('😀') }, 4))).toEqual([
      '👍',
      '🎉',
      '🙏',
      '😀',
    ]);
    expect(editedDeck(deck, { kind: 'add', emoji: nativePickerEmoji('🎉') }, 4)).toEqual({ refused: 'present' });
    expect(editedDeck(deck, { kind: 'add', emoji: nativePickerEmoji('😀') }, 3)).toEqual({ refused: 'full' });
  });

  it('removing takes the emoji out; one not in the deck changes nothing', () => {
    expect(idsOf(editedDeck(deck, { kind: 'remove', id: '🎉' }, 9))).toEqual(['👍', '🙏']);
    expect(editedDeck(deck, { kind: 'remove', id: '😀' }, 9)).toEqual({ refused: 'missing' });
  });

  it('moving swaps the emoji with its neighbour; past either end changes nothing', () => {
    expect(idsOf(editedDeck(deck, { kind: 'move', id: '🎉', by: -1 }, 9))).toEqual(['🎉', '👍', '🙏']);
    expect(idsOf(editedDeck(deck, { kind: 'move', id: '🎉', by: 1 }, 9))).toEqual(['👍', '🙏', '🎉']);
    expect(editedDeck(deck, { kind: 'move', id: '👍', by: -1 }, 9)).toEqual({ refused: 'edge' });
    expect(editedDeck(deck, { kind: 'move', id: '🙏', by: 1 }, 9)).toEqual({ refused: 'edge' });
    // the list given is left as it was
    expect(deck.map((e) => e.id)).toEqual(['👍', '🎉', '🙏']);
  });
});

/** A save the test answers when it likes. */
function deferredSaves() {
  const calls: Array<{ names: string[]; answer(names?: string[]): void; refuse(error: unknown): void }> = [];
  const saveReactionDeck = vi.fn(
    (names: readonly string[]) =>
      new Promise<Array<{ name: string }>>((resolve, reject) => {
        calls.push({
          names: [...names],
          answer: (answered = [...names]) => resolve(answered.map((name) => ({ name }))),
          refuse: reject,
        });
      }),
  );
  return { calls, saveReactionDeck };
}

const refusal = (words: string) =>
  new ApiError({
    kind: 'response',
    status: 422,
    statusText: 'Unprocessable Content',
    message: words,
    serverMessage: words,
  });

async function loadedDeck(saveReactionDeck: ReturnType<typeof deferredSaves>['saveReactionDeck']) {
  const reactionDeck = vi.fn(async () => [{ name: '👍' }, { name: '🎉' }, { name: '🙏' }]);
  const fixture = dataFixture(stubApi({ emoji: { reactionDeck, saveReactionDeck } }));
  const chart = fixture.registry.resource(reactionDeckData, true) as ResourceActor;
  await idle(chart);
  const shown = () => (chart.getSnapshot().context.value as PickerEmoji[]).map((emoji) => emoji.id);
  const edit = (change: DeckEdit) => editReactionDeck(fixture, change, 256);
  return { ...fixture, chart, shown, edit };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deck saves', () => {
  it('shows an edit at once, sends the whole list and shows what the server answered', async () => {
    const { calls, saveReactionDeck } = deferredSaves();
    const { shown, edit, alerts } = await loadedDeck(saveReactionDeck);
    const result = edit({ kind: 'move', id: '🙏', by: -1 });
    expect(shown()).toEqual(['👍', '🙏', '🎉']);
    await flush();
    expect(calls.map((call) => call.names)).toEqual([['👍', '🙏', '🎉']]);
    calls[0]!.answer(['👍', '🙏']);
    expect('saved' in result && (await result.saved).ok).toBe(true);
    expect(shown()).toEqual(['👍', '🙏']);
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('an edit that changes nothing sends nothing', async () => {
    const { saveReactionDeck } = deferredSaves();
    const { edit } = await loadedDeck(saveReactionDeck);
    expect(edit({ kind: 'move', id: '👍', by: -1 })).toEqual({ refused: 'edge' });
    await flush();
    expect(saveReactionDeck).not.toHaveBeenCalled();
  });

  it('sends saves one after the other in the order made, so the last edit is the one kept', async () => {
    const { calls, saveReactionDeck } = deferredSaves();
    const { shown, edit } = await loadedDeck(saveReactionDeck);
    edit({ kind: 'remove', id: '👍' });
    edit({ kind: 'move', id: '🙏', by: -1 });
    expect(shown()).toEqual(['🙏', '🎉']);
    await flush();
    // the second waits for the first answer
    expect(calls).toHaveLength(1);
    calls[0]!.answer();
    await flush();
    // the first answer does not undo the later edit on screen
    expect(shown()).toEqual(['🙏', '🎉']);
    expect(calls.map((call) => call.names)).toEqual([
      ['🎉', '🙏'],
      ['🙏', '🎉'],
    ]);
    calls[1]!.answer();
    await flush();
    expect(shown()).toEqual(['🙏', '🎉']);
  });

  it('a refused save goes back to what the server last answered, with the alert in its words', async () => {
    const { calls, saveReactionDeck } = deferredSaves();
    const { shown, edit, alerts } = await loadedDeck(saveReactionDeck);
    const result = edit({ kind: 'remove', id: '🎉' });
    await flush();
    calls[0]!.refuse(refusal('Unknown emoji: :gone:'));
    expect('saved' in result && (await result.saved).ok).toBe(false);
    expect(shown()).toEqual(['👍', '🎉', '🙏']);
    expect(alerts.getSnapshot().map((alert) => alert.message.values?.message)).toEqual(['Unknown emoji: :gone:']);
  });

  it('a refusal followed by a later edit leaves that edit to say what the deck is', async () => {
    const { calls, saveReactionDeck } = deferredSaves();
    const { shown, edit, alerts } = await loadedDeck(saveReactionDeck);
    edit({ kind: 'remove', id: '🎉' });
    edit({ kind: 'remove', id: '🙏' });
    await flush();
    calls[0]!.refuse(refusal('Try again later'));
    await flush();
    // the later edit is still to come: the screen keeps it
    expect(shown()).toEqual(['👍']);
    calls[1]!.answer();
    await flush();
    expect(shown()).toEqual(['👍']);
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('when the last of several saves is refused, the list goes back to the last answer the server gave', async () => {
    const { calls, saveReactionDeck } = deferredSaves();
    const { shown, edit } = await loadedDeck(saveReactionDeck);
    edit({ kind: 'remove', id: '🎉' });
    edit({ kind: 'remove', id: '🙏' });
    await flush();
    calls[0]!.answer();
    await flush();
    calls[1]!.refuse(refusal('No'));
    await flush();
    expect(shown()).toEqual(['👍', '🙏']);
  });
});

describe("the account's deck editor", () => {
  it('is one per account, and letting the account go stops a save not yet sent', async () => {
    const one = deferredSaves();
    const other = deferredSaves();
    const first = await loadedDeck(one.saveReactionDeck);
    const second = await loadedDeck(other.saveReactionDeck);
    const stopped = first.edit({ kind: 'remove', id: '👍' });
    second.edit({ kind: 'remove', id: '👍' });
    expectOnePerAccount(REACTION_DECK_EDITOR, first.store, second.store);
    first.store.scope.dispose();
    expect('saved' in stopped && (await stopped.saved).ok).toBe(false);
    await flush();
    expect(one.saveReactionDeck).not.toHaveBeenCalled();
    expect(other.calls.map((call) => call.names)).toEqual([['🎉', '🙏']]);
    expect(first.alerts.getSnapshot()).toEqual([]);
  });
});
