// @vitest-environment jsdom
/**
 * The outbox under the composer, in English: its heading counts the posts waiting, each shows its text (its content
 * warning first), when it was written and what is happening to it; Edit asks the compose area for the post; Cancel
 * asks first and only then takes the post out; the post on its way offers neither. Nothing shows when no post waits.
 * An edit of a published post says so, and why it was not sent when its post changed elsewhere or is gone.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { ApiError } from '../../../src/domain/errors/api-error';
import { outboxMachine } from '../../../src/machines/outbox.machine';
import { EditNotCurrentError, type OutboxEntry, type SendOutcome } from '../../../src/machines/outbox-rules';
import { initialDraft } from '../../../src/machines/compose-reset';
import { SPEC_DEFAULTS } from '../../../src/machines/compose-types';
import { entryOf } from '../../../src/services/compose/outbox';
import OutboxList from '../../../src/views/compose/OutboxList';
import { expectNoAxeViolations, fakeServices, mount, settle } from '../timelines/support/fake-app-services';
import { accessibleName, press } from './compose-form-harness';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function entry(key: string, text: string, extra: Partial<ReturnType<typeof initialDraft>> = {}) {
  return entryOf({ draft: { ...initialDraft(SPEC_DEFAULTS, key), text, ...extra }, media: [] }, '1', 1_700_000_000_000);
}

const twoPosts = () => [
  entry('a', 'first words'),
  entry('b', 'hidden words', { spoiler: true, spoiler_text: 'spoilers' }),
];

function render(online: boolean, sendResult: () => Promise<ApiStatus>, entries: OutboxEntry[] = twoPosts()) {
  const outbox = createActor(
    outboxMachine.provide({ actors: { send: fromPromise<SendOutcome, OutboxEntry>(() => sendResult()) } }),
    { input: { online, entries } },
  );
  outbox.start();
  const edited: string[] = [];
  const mounted = mount(
    fakeServices({ me: '1', api: {} }),
    <OutboxList outbox={outbox} onEdit={(id) => edited.push(id)} headingLevel={2} />,
  );
  unmount = () => {
    mounted.unmount();
    outbox.stop();
  };
  return { outbox, edited, container: mounted.container };
}

const buttons = (container: Element, name: RegExp) =>
  [...container.querySelectorAll('button')].filter((b) => name.test(accessibleName(b)));

describe('the outbox list', () => {
  it('lists the posts waiting, oldest first, with Edit and Cancel (asked first)', async () => {
    const { outbox, edited, container } = render(false, () => new Promise(() => {}));
    await settle();
    expect(container.querySelector('h2')?.textContent).toBe('2 posts waiting to send');
    expect(container.textContent).toContain('The server cannot be reached. These posts are sent once it is back.');
    const rows = [...container.querySelectorAll('li')];
    expect(rows.map((row) => row.querySelector('.outbox__text')?.textContent)).toEqual(['first words', 'hidden words']);
    expect(rows[1]!.textContent).toContain('Content warning: spoilers');
    expect(rows[0]!.textContent).toContain('Waiting for the server');
    await expectNoAxeViolations(container);

    press(buttons(container, /^Edit the post written/)[0]!);
    expect(edited).toEqual(['a']);

    press(buttons(container, /^Cancel the post written/)[1]!);
    await settle();
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Cancel this post?');
    const keep = [...dialog!.querySelectorAll('button')].find((b) => b.textContent === 'Keep it')!;
    act(() => keep.click());
    await settle();
    expect(outbox.getSnapshot().context.entries).toHaveLength(2);

    press(buttons(container, /^Cancel the post written/)[1]!);
    await settle();
    const confirm = [...document.querySelectorAll('[role="alertdialog"] button')].find(
      (b) => b.textContent === 'Cancel post',
    ) as HTMLButtonElement;
    act(() => confirm.click());
    await settle();
    expect(outbox.getSnapshot().context.entries.map((e) => e.id)).toEqual(['a']);
    expect(container.querySelector('h2')?.textContent).toBe('1 post waiting to send');
  });

  it('the post on its way offers neither Edit nor Cancel; a refused one says the server’s words', async () => {
    let refuse: (error: unknown) => void = () => {};
    const { outbox, edited, container } = render(true, () => new Promise((_, reject) => (refuse = reject)));
    await settle();
    const first = () => container.querySelectorAll('li')[0]!;
    expect(first().textContent).toContain('Sending…');
    const edit = buttons(container, /^Edit the post written/)[0]!;
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    press(edit);
    expect(edited).toEqual([]);

    act(() => refuse(new ApiError({ kind: 'response', status: 422, serverMessage: 'Text too long', message: '422' })));
    await settle();
    expect(first().textContent).toContain('Not sent: Text too long');
    expect(outbox.getSnapshot().context.entries[0]!.refusal).toEqual({ status: 422, message: 'Text too long' });
  });

  it('an edit of a published post says so, why it was not sent, and what cancelling it keeps', async () => {
    let refuse: (error: unknown) => void = () => {};
    const edits = [entry('e', 'better words', { id: '42' }), entry('g', 'words for a deleted post', { id: '43' })];
    const { container } = render(true, () => new Promise((_, reject) => (refuse = reject)), edits);
    await settle();
    const rows = () => [...container.querySelectorAll('li')];
    expect(rows().map((row) => row.querySelector('.outbox__kind')?.textContent)).toEqual([
      'Changes to a published post',
      'Changes to a published post',
    ]);
    act(() => refuse(new EditNotCurrentError('stale')));
    await settle();
    expect(rows()[0]!.textContent).toContain(
      'Not sent: the post was changed elsewhere after this edit began. Edit to review it; sending it then replaces the newer version.',
    );
    act(() => refuse(new EditNotCurrentError('gone')));
    await settle();
    expect(rows()[1]!.textContent).toContain('Not sent: the post no longer exists.');
    await expectNoAxeViolations(container);

    press(buttons(container, /^Cancel the post written/)[0]!);
    await settle();
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'The changes are not sent, and the post stays as it is.',
    );
  });
});
