// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importRelationships } from '../../../src/services/store/relationship-importers';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import { cleanUp, renderProfile } from './profile-support';

const { runAccountAction } = vi.hoisted(() => ({ runAccountAction: vi.fn(async () => true) }));
vi.mock('../../../src/services/account-actions/run-account-action', () => ({ runAccountAction }));
vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

afterEach(() => {
  vi.useRealTimers();
  cleanUp();
  runAccountAction.mockReset();
  runAccountAction.mockImplementation(async () => true);
});

/** The textarea labelled "Note". */
function noteField(container: HTMLElement): HTMLTextAreaElement {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent === 'Note');
  if (!label) throw new Error('no "Note" label');
  const field = container.querySelector<HTMLTextAreaElement>(`#${CSS.escape(label.htmlFor)}`);
  if (!field || field.tagName !== 'TEXTAREA') throw new Error('the label names no textarea');
  return field;
}

/** Types `text` as the whole new value (React reads the input event). */
function type(field: HTMLTextAreaElement, text: string) {
  act(() => {
    field.focus();
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

const noteRequests = () => runAccountAction.mock.calls.map((call) => (call as unknown[])[1]);

describe('the personal note', () => {
  it('shows the stored note in a labelled field with its placeholder', async () => {
    const { container } = await renderProfile({ note: 'met at the tea fair' });
    const field = noteField(container);
    expect(field.value).toBe('met at the tea fair');
    expect(field.placeholder).toBe('Click to add a note');
    await expectNoAxeViolations(container);
  });

  it('is saved 1 s after the last keystroke, with exactly the text typed', async () => {
    const { container, services } = await renderProfile({ note: '' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const field = noteField(container);
    type(field, 'Tea');
    await wait(600);
    type(field, 'Tea friend  ');
    await wait(999);
    // the second keystroke restarted the wait
    expect(runAccountAction).not.toHaveBeenCalled();
    await wait(1);
    expect(runAccountAction).toHaveBeenCalledTimes(1);
    expect(runAccountAction).toHaveBeenCalledWith(services, { kind: 'note', accountId: '7', comment: 'Tea friend  ' });
    expect(field.value).toBe('Tea friend  ');
    // nothing more is sent while nothing changes
    await wait(5000);
    expect(runAccountAction).toHaveBeenCalledTimes(1);
  });

  it('is saved at once when the field loses the focus, and not again when unchanged', async () => {
    const { container, services } = await renderProfile({ note: 'old' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const field = noteField(container);
    type(field, 'new text');
    act(() => field.blur());
    await wait(0);
    expect(runAccountAction).toHaveBeenCalledTimes(1);
    expect(runAccountAction).toHaveBeenCalledWith(services, { kind: 'note', accountId: '7', comment: 'new text' });
    await wait(2000);
    act(() => {
      field.focus();
      field.blur();
    });
    await wait(2000);
    expect(runAccountAction).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the text is typed back to the saved note', async () => {
    const { container } = await renderProfile({ note: 'same' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const field = noteField(container);
    type(field, 'sam');
    type(field, 'same');
    await wait(1500);
    act(() => field.blur());
    await wait(0);
    expect(runAccountAction).not.toHaveBeenCalled();
  });

  it('sends one save at a time: what is typed during a save follows once it is answered', async () => {
    let answer!: (ok: boolean) => void;
    runAccountAction.mockImplementationOnce(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { container } = await renderProfile({ note: '' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const field = noteField(container);
    type(field, 'first');
    await wait(1000);
    type(field, 'first and second');
    await wait(3000);
    expect(noteRequests()).toEqual([{ kind: 'note', accountId: '7', comment: 'first' }]);
    await act(async () => answer(true));
    await wait(1000);
    expect(noteRequests()).toEqual([
      { kind: 'note', accountId: '7', comment: 'first' },
      { kind: 'note', accountId: '7', comment: 'first and second' },
    ]);
  });

  it('keeps a refused draft in the field and tries again when the field is left', async () => {
    runAccountAction.mockImplementationOnce(async () => false);
    const { container } = await renderProfile({ note: '' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const field = noteField(container);
    type(field, 'draft');
    await wait(1000);
    expect(runAccountAction).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('draft');
    act(() => field.blur());
    await wait(0);
    expect(noteRequests()).toEqual([
      { kind: 'note', accountId: '7', comment: 'draft' },
      { kind: 'note', accountId: '7', comment: 'draft' },
    ]);
  });

  it('takes a note changed elsewhere while the reader is not editing it', async () => {
    const { container, services } = await renderProfile({ note: 'before' });
    act(() => void importRelationships(services.store, [{ id: '7', note: 'changed elsewhere' }]));
    expect(noteField(container).value).toBe('changed elsewhere');
    expect(runAccountAction).not.toHaveBeenCalled();
  });
});
