// @vitest-environment jsdom
/**
 * Changing who can quote an own post: the More menu offers it on an own post others can quote, when the server
 * has quote posts; a dialog with the three policies (the current one chosen) saves the one picked, shown at
 * once and taken back with an alert when the server refuses.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import { ApiError } from '../../../src/domain/errors/api-error';
import { NO_FEATURES } from '../../../src/services/status-actions/server-features';
import { quoteApprovalFor, quotePolicyOf } from '../../../src/services/status-actions/quote-policy';
import { createEntityStore, importStatus } from '../../../src/services/store';
import { menuCommands } from '../../../src/views/status-actions/menu-items';
import { Status } from '../../../src/views/status/Status';
import { stubApi } from '../timelines/support/fake-app-services';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import { rawAccount, rawStatus } from './status-fixtures';
import { appears, click, createHarness, must, type Harness } from './status-harness';
import { waitForState } from '../../support/wait-for-state';

const ME = '99';
const WITH_QUOTES = { ...NO_FEATURES, quote: true };
const approval = (automatic: string[]) => ({ automatic, manual: [], current_user: 'automatic' });

function offers(options: { author?: string; visibility?: string; features?: typeof NO_FEATURES }): boolean {
  const store = createEntityStore({ currentAccountId: ME });
  const visibility = options.visibility ?? 'public';
  const id = importStatus(
    store,
    rawStatus('10', { account: rawAccount(options.author ?? ME), visibility_ex: visibility }),
  )!;
  return menuCommands({
    status: store.get('statuses', id)!,
    me: ME,
    quotedAuthor: undefined,
    features: options.features ?? WITH_QUOTES,
    readerLanguage: 'en',
    translationShown: false,
  }).includes('quotePolicy');
}

describe('the "Change who can quote" entry', () => {
  it('is offered on an own post others can quote, when the server has quote posts', () => {
    expect(offers({})).toBe(true);
    for (const visibility of ['unlisted', 'public_unlisted', 'login']) expect(offers({ visibility })).toBe(true);
    // narrower posts can never be quoted; someone else's post is not ours to change; no quotes on the server
    for (const visibility of ['private', 'direct', 'limited']) expect(offers({ visibility })).toBe(false);
    expect(offers({ author: '1' })).toBe(false);
    expect(offers({ features: NO_FEATURES })).toBe(false);
  });

  it("reads an own post's policy from its quote approval", () => {
    expect(quotePolicyOf(null)).toBe('nobody');
    expect(quotePolicyOf(quoteApprovalFor('public'))).toBe('public');
    expect(quotePolicyOf(quoteApprovalFor('followers'))).toBe('followers');
    expect(quotePolicyOf(quoteApprovalFor('nobody'))).toBe('nobody');
    // a locked account approves by hand: the audience is still the policy
    expect(quotePolicyOf({ automatic: [], manual: ['followers'], current_user: 'automatic' })).toBe('followers');
  });
});

describe('the who-can-quote dialog', () => {
  let h: Harness | undefined;
  afterEach(() => {
    h?.unmount();
    h = undefined;
    document.body.innerHTML = '';
  });

  async function openDialog(interactionPolicy: (id: string, policy: string) => Promise<unknown>) {
    const api = stubApi({
      instance: { get: async () => ({ configuration: {}, fedibird_capabilities: ['kmyblue_quote'] }) },
      statuses: { interactionPolicy },
    } as never) as Api;
    h = createHarness({ me: ME, api });
    h.importRaw(rawStatus('1', { account: rawAccount(ME, { acct: 'me' }), quote_approval: approval(['public']) }));
    h.render(<Status statusId="1" />);
    const more = must(
      [...h.container.querySelectorAll<HTMLButtonElement>('.status__actions button')].find(
        (b) => b.querySelector('.visually-hidden')?.textContent === 'More',
      ),
      'More button',
    );
    click(more);
    const menu = await appears(() => document.querySelector<HTMLElement>('[role="menu"]'), 'menu');
    const entry = await appears(
      () =>
        [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
          (e) => e.textContent === 'Change who can quote…',
        ),
      'the who-can-quote entry',
    );
    click(entry);
    const dialog = await appears(() => document.querySelector<HTMLElement>('[role="dialog"]'), 'dialog');
    return { dialog, more };
  }

  const radio = (dialog: HTMLElement, name: string) =>
    must(
      [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
        (input) => input.closest('label')?.textContent === name,
      ),
      `radio ${name}`,
    );
  const button = (dialog: HTMLElement, name: string) =>
    must(
      [...dialog.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name),
      name,
    );

  it('opens with the current policy chosen and focused, and saves the one picked at once (axe-clean)', async () => {
    // the server answers when the test says: the post shows the change before that
    let answer: () => void = () => {};
    const interactionPolicy = vi.fn(
      (id: string, policy: string) =>
        new Promise((resolve) => {
          answer = () =>
            resolve(rawStatus(id, { account: rawAccount(ME, { acct: 'me' }), quote_approval: approval([policy]) }));
        }),
    );
    const { dialog } = await openDialog(interactionPolicy);
    expect(dialog.querySelector('h2')?.textContent).toBe('Who can quote this post');
    expect(must(dialog.querySelector('[role="radiogroup"]')).getAttribute('aria-labelledby')).toBeTruthy();
    const anyone = radio(dialog, 'Anyone');
    expect(anyone.checked).toBe(true);
    expect(document.activeElement).toBe(anyone);
    await expectNoAxeViolations(dialog);

    click(radio(dialog, 'Followers only'));
    click(button(dialog, 'Save'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    // shown at once, before the server answers (once the status actions' code has loaded: on first use)
    await act(async () => {
      await waitForState(() => expect(interactionPolicy).toHaveBeenCalledWith('1', 'followers'));
    });
    expect(quotePolicyOf(h!.store.get('statuses', '1')!.quote_approval)).toBe('followers');
    await act(async () => answer());
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0)))); // the answer is taken in
    expect(quotePolicyOf(h!.store.get('statuses', '1')!.quote_approval)).toBe('followers');
    expect(h!.services.alerts.getSnapshot()).toEqual([]);
  });

  it('takes the change back and raises an alert when the server refuses', async () => {
    let refuse: () => void = () => {};
    const interactionPolicy = vi.fn(
      () =>
        new Promise((_, reject) => {
          refuse = () =>
            reject(new ApiError({ kind: 'response', message: 'Forbidden', status: 403, statusText: 'Forbidden' }));
        }),
    );
    const { dialog } = await openDialog(interactionPolicy);
    click(radio(dialog, 'Just me'));
    click(button(dialog, 'Save'));
    // shown before the server answers
    await act(async () => {
      await waitForState(() => expect(interactionPolicy).toHaveBeenCalled());
    });
    expect(quotePolicyOf(h!.store.get('statuses', '1')!.quote_approval)).toBe('nobody');
    await act(async () => refuse());
    await act(async () => {
      await waitForState(() => expect(h!.services.alerts.getSnapshot()).toHaveLength(1));
    });
    expect(quotePolicyOf(h!.store.get('statuses', '1')!.quote_approval)).toBe('public');
  });

  it('Cancel, or saving the policy the post already has, changes nothing', async () => {
    const interactionPolicy = vi.fn(async () => ({}));
    let { dialog } = await openDialog(interactionPolicy);
    click(radio(dialog, 'Just me'));
    click(button(dialog, 'Cancel'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    h!.unmount();

    ({ dialog } = await openDialog(interactionPolicy));
    click(button(dialog, 'Save'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(interactionPolicy).not.toHaveBeenCalled();
    expect(quotePolicyOf(h!.store.get('statuses', '1')!.quote_approval)).toBe('public');
  });
});
