// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importStatus } from '../../../src/services/store';
import ReportDialog from '../../../src/views/reports/ReportDialog';
import {
  deferred,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { rawAccount, rawStatus } from '../status/status-fixtures';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const RULES = [
  { id: '1', text: 'Be kind', hint: 'No insults' },
  { id: '3', text: 'No spam', hint: '' },
];

async function open(
  options: { acct?: string; create?: (body: unknown) => Promise<unknown>; instance?: () => Promise<unknown> } = {},
) {
  const acct = options.acct ?? 'troll@far.example';
  const create = vi.fn(options.create ?? (async () => ({ id: '500' })));
  const instance = options.instance ?? (async () => ({ rules: RULES }));
  const services = fakeServices({
    me: '99',
    api: { instance: { get: instance }, reports: { create } },
  });
  act(() => {
    importStatus(
      services.store,
      rawStatus('70', { content: '<p>Buy cheap watches</p>', account: rawAccount('7', { acct }) }),
    );
  });
  const onClose = vi.fn();
  mounted = mount(services, <ReportDialog accountId="7" acct={acct} statusId="70" onClose={onClose} />);
  await settle();
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('no dialog');
  return { services, create, onClose, dialog };
}

/** A label's first text: its first span with words (not the span holding a radio's input, nor its mark). */
const firstText = (label: Element | null) =>
  label === null
    ? undefined
    : ([...label.querySelectorAll('span')].find(
        (span) => span.querySelector('input') === null && span.textContent !== '',
      )?.textContent ?? label.textContent);

/** The input whose label's first text is `text`. */
function control<T extends HTMLElement = HTMLInputElement>(dialog: HTMLElement, text: string): T {
  for (const label of dialog.querySelectorAll('label')) {
    const own = firstText(label);
    if (own !== text) continue;
    const target = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input');
    if (target) return target as T;
  }
  throw new Error(`no control labelled ${text}`);
}
const controlLabels = (dialog: HTMLElement, type: string) =>
  [...dialog.querySelectorAll<HTMLInputElement>(`input[type="${type}"]`)].map((input) =>
    firstText(input.closest('label')),
  );
const button = (dialog: HTMLElement, name: string) => {
  const found = [...dialog.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
/** Space on the focused radio button or checkbox. */
const pressSpace = () => act(() => (document.activeElement as HTMLElement).click());
/** Enter in a field of the form: submits it (Next, or Submit on the last step). */
const pressEnter = (dialog: HTMLElement) => act(() => dialog.querySelector('form')!.requestSubmit());
function typeComment(textarea: HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(textarea, value);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const step = (dialog: HTMLElement) => dialog.querySelector('legend, .report-dialog__legend')?.textContent;

describe('the report dialog', () => {
  it('is named after the account and starts with the four reasons, the first focused', async () => {
    const { dialog } = await open();
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent;
    expect(title).toBe('Report @troll@far.example');
    expect(step(dialog)).toBe('Why are you reporting this?');
    expect(controlLabels(dialog, 'radio')).toEqual(['Spam', 'Legal issue', 'Violates server rules', 'Other']);
    expect(document.activeElement).toBe(control(dialog, 'Spam'));
    // nothing chosen yet: Next waits for a reason
    expect(button(dialog, 'Next').disabled).toBe(true);
    await expectNoAxeViolations(dialog);
  });

  it('sends a spam report by keyboard without the rules step, with the post attached and forwarded', async () => {
    const { dialog, create } = await open();
    pressSpace();
    expect(control(dialog, 'Spam').checked).toBe(true);
    pressEnter(dialog);
    expect(step(dialog)).toBe('Which posts should the moderators see?');
    const post = control(dialog, 'Buy cheap watches');
    expect(post.checked).toBe(true);
    expect(document.activeElement).toBe(post);
    pressEnter(dialog);
    expect(step(dialog)).toBe('Is there anything else the moderators should know?');
    const comment = dialog.querySelector('textarea')!;
    expect(document.activeElement).toBe(comment);
    typeComment(comment, 'Ads everywhere');
    act(() => control(dialog, 'Forward to far.example').focus());
    pressSpace();
    await expectNoAxeViolations(dialog);
    pressEnter(dialog);
    await settle();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      account_id: '7',
      status_ids: ['70'],
      comment: 'Ads everywhere',
      forward: true,
      category: 'spam',
    });
    const thanks = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(document.getElementById(thanks.getAttribute('aria-labelledby')!)?.textContent).toBe('Thanks for reporting');
    expect(document.activeElement?.textContent).toBe('Done');
  });

  it('asks for the rules only for a violation, and needs one of them', async () => {
    const { dialog, create } = await open();
    act(() => control(dialog, 'Violates server rules').click());
    pressEnter(dialog);
    expect(step(dialog)).toBe('Which rules are being broken?');
    expect(controlLabels(dialog, 'checkbox')).toEqual(['Be kind', 'No spam']);
    expect(button(dialog, 'Next').disabled).toBe(true);
    expect(dialog.textContent).toContain('Choose at least one rule.');
    expect(document.activeElement).toBe(control(dialog, 'Be kind'));
    pressSpace();
    act(() => control(dialog, 'No spam').click());
    pressEnter(dialog);
    // untick the post: the report goes without it
    act(() => control(dialog, 'Buy cheap watches').click());
    pressEnter(dialog);
    pressEnter(dialog);
    await settle();
    expect(create).toHaveBeenCalledWith({
      account_id: '7',
      status_ids: [],
      comment: '',
      forward: false,
      category: 'violation',
      rule_ids: ['1', '3'],
    });
  });

  it("offers no violation, silently, when the server's rules cannot be read", async () => {
    const { dialog, services } = await open({ instance: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(control(dialog, 'Violates server rules').disabled).toBe(true);
    expect(dialog.textContent).toContain('This server lists no rules to choose from.');
    expect(control(dialog, 'Spam').disabled).toBe(false);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('Back keeps the choices; changing the reason drops the rules step', async () => {
    const { dialog } = await open();
    act(() => control(dialog, 'Violates server rules').click());
    pressEnter(dialog);
    act(() => button(dialog, 'Back').click());
    expect(control(dialog, 'Violates server rules').checked).toBe(true);
    act(() => control(dialog, 'Other').click());
    pressEnter(dialog);
    expect(step(dialog)).toBe('Which posts should the moderators see?');
  });

  it('counts the comment up to 1000 characters and refuses more', async () => {
    const { dialog } = await open();
    act(() => control(dialog, 'Other').click());
    pressEnter(dialog);
    pressEnter(dialog);
    const comment = dialog.querySelector('textarea')!;
    const counter = () => document.getElementById(comment.getAttribute('aria-describedby')!)?.textContent;
    expect(counter()).toBe('0 of 1000 characters');
    typeComment(comment, 'x'.repeat(1000));
    expect(counter()).toBe('1000 of 1000 characters');
    expect(button(dialog, 'Submit report').disabled).toBe(false);
    typeComment(comment, 'x'.repeat(1001));
    expect(counter()).toBe('The comment is longer than 1000 characters.');
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(button(dialog, 'Submit report').disabled).toBe(true);
  });

  it('offers forwarding only for an account of another server', async () => {
    const { dialog } = await open({ acct: 'neighbour' });
    act(() => control(dialog, 'Legal issue').click());
    pressEnter(dialog);
    pressEnter(dialog);
    expect(dialog.querySelector('textarea')).not.toBeNull();
    expect(controlLabels(dialog, 'checkbox')).toEqual([]);
    expect(dialog.textContent).not.toContain('Forward');
  });

  it('keeps everything entered and raises an alert when the report fails', async () => {
    const answer = deferred<unknown>();
    const { dialog, services, create } = await open({ create: () => answer.promise });
    act(() => control(dialog, 'Spam').click());
    pressEnter(dialog);
    pressEnter(dialog);
    typeComment(dialog.querySelector('textarea')!, 'Please look');
    pressEnter(dialog);
    // while sending, the button waits
    expect(button(dialog, 'Submit report').disabled).toBe(true);
    answer.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(create).toHaveBeenCalledTimes(1);
    expect(services.alerts.getSnapshot()).toHaveLength(1);
    expect(dialog.isConnected).toBe(true);
    expect(dialog.querySelector('textarea')!.value).toBe('Please look');
    expect(button(dialog, 'Submit report').disabled).toBe(false);
    act(() => button(dialog, 'Back').click());
    act(() => button(dialog, 'Back').click());
    expect(control(dialog, 'Spam').checked).toBe(true);
  });
});

describe('the report dialog opened from a profile', () => {
  it("ticks no post and offers the account's recent own posts, unticked", async () => {
    const statuses = vi.fn(async () => ({
      items: [
        rawStatus('81', { content: '<p>Second spam</p>', account: rawAccount('7', { acct: 'troll@far.example' }) }),
        rawStatus('80', { content: '<p>First spam</p>', account: rawAccount('7', { acct: 'troll@far.example' }) }),
      ],
      next: null,
    }));
    const create = vi.fn(async () => ({ id: '501' }));
    const services = fakeServices({
      me: '99',
      api: {
        instance: { get: async () => ({ rules: RULES }) },
        reports: { create },
        accounts: { statuses } as never,
      },
    });
    mounted = mount(
      services,
      <ReportDialog accountId="7" acct="troll@far.example" statusId={null} onClose={() => undefined} />,
    );
    await settle();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(statuses).toHaveBeenCalledWith('7', { exclude_replies: false, exclude_reblogs: true }, expect.anything());
    act(() => control(dialog, 'Spam').click());
    pressEnter(dialog);
    await settle();
    expect(step(dialog)).toBe('Which posts should the moderators see?');
    expect(controlLabels(dialog, 'checkbox')).toEqual(['Second spam', 'First spam']);
    expect(dialog.querySelectorAll('input[type="checkbox"]:checked')).toHaveLength(0);
    act(() => control(dialog, 'First spam').click());
    pressEnter(dialog);
    pressEnter(dialog);
    await settle();
    expect(create).toHaveBeenCalledWith({
      account_id: '7',
      status_ids: ['80'],
      comment: '',
      forward: false,
      category: 'spam',
    });
  });
});
