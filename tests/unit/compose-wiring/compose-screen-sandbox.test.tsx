// @vitest-environment jsdom
/**
 * The compose page as the app wires it (runtime, intent, autosave, published notice, navigation back) against
 * the sandbox, contract-checked: a reply opened from a post, written and posted.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importStatus, importAccount } from '../../../src/services/store';
import { createDraftStorage } from '../../../src/services/compose/draft-storage';
import { createComposeRuntime } from '../../../src/services/compose/compose-runtime';
import { frequentLanguages } from '../../../src/services/compose/language-frequency';
import { accountKey } from '../../../src/services/auth/account-profile';
import ComposeScreen from '../../../src/views/compose/ComposeScreen';
import ComposeColumn from '../../../src/views/compose/ComposeColumn';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { until, waitForState } from '../../support/wait-for-state';

// jsdom has no CSS.escape (react-aria's selection uses it)
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);

const contract = useContractSandbox();
let alice: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  document.body.innerHTML = '';
  localStorage.clear();
});

const textArea = (root: HTMLElement) =>
  root.querySelector<HTMLTextAreaElement>('textarea[aria-label="Post text"], textarea')!;

function typeText(area: HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('compose page with the sandbox', () => {
  it('a reply opened from a post mentions its author, posts once, announces it and goes back', async () => {
    const home = await alice.api.timelines.home({});
    const parent = home.items.find((s) => s.account.acct !== 'alice' && s.visibility === 'public' && s.reblog === null);
    expect(parent, 'a public post by someone else in alice’s home').toBeDefined();
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    importAccount(services.store, await alice.api.oauth.verifyCredentials());
    importStatus(services.store, parent);

    mounted = mount(services, <ComposeScreen />, {
      path: '/publish',
      state: { compose: { type: 'reply', statusId: parent!.id }, tsubame: true },
    });
    const root = mounted.container;
    await until(() => textArea(root) !== null && textArea(root).value.startsWith(`@${parent!.account.acct} `));
    expect(root.querySelector('h1')?.textContent).toBe('New post');
    await expectNoAxeViolations(root);

    typeText(textArea(root), `${textArea(root).value}thanks for this`);
    const post = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Post')!;
    act(() => post.click());

    // opened directly (no earlier entry of ours): home, replacing the compose page
    await until(() => services.navigate.mock.calls.length > 0);
    expect(services.navigate).toHaveBeenCalledWith('/home', { replace: true });
    const notice = services.alerts.getSnapshot();
    expect(JSON.stringify(notice)).toContain('/@alice/');

    const mine = await alice.api.accounts.statuses(alice.accountId, {});
    const replies = mine.items.filter((s) => s.in_reply_to_id === parent!.id && s.content.includes('thanks for this'));
    expect(replies).toHaveLength(1);
    // the post's language counts once more among the account's frequently used languages
    expect(frequentLanguages(accountKey(contract.origin, alice.accountId))).toEqual({ [replies[0]!.language!]: 1 });
    // the draft was reset and nothing is left saved
    await waitForState(() =>
      expect(Object.keys(localStorage).filter((k) => k.startsWith('tsubame:draft:'))).toEqual([]),
    );
  });

  it('a draft typed on one runtime comes back on the next (a reload)', async () => {
    const storage = createDraftStorage({ storage: localStorage, files: null });
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    const deps = {
      server: contract.origin,
      api: alice.api,
      store: services.store,
      alerts: services.alerts,
      me: alice.accountId,
      storage,
    };
    const first = await createComposeRuntime(deps);
    first.actor.send({ type: 'compose.text', text: 'half written' });
    first.actor.send({ type: 'compose.spoiler.toggle' });
    first.actor.send({ type: 'compose.spoilerText', text: 'careful' });
    first.actor.send({ type: 'compose.poll.add' });
    first.actor.send({ type: 'compose.poll.option', index: 0, title: 'yes' });
    first.stop();
    const second = await createComposeRuntime(deps);
    const { draft } = second.actor.getSnapshot().context;
    expect(draft).toMatchObject({ text: 'half written', spoiler: true, spoiler_text: 'careful' });
    expect(draft.poll?.options[0]).toBe('yes');
    expect(draft.idempotencyKey).toBe(first.actor.getSnapshot().context.draft.idempotencyKey);
    second.stop();
  });

  it('a restored edit draft of a post changed since says so before saving', async () => {
    const mine = await alice.api.accounts.statuses(alice.accountId, {});
    const target = mine.items.find((s) => s.reblog === null)!;
    const storage = createDraftStorage({ storage: localStorage, files: null });
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    const deps = {
      server: contract.origin,
      api: alice.api,
      store: services.store,
      alerts: services.alerts,
      me: alice.accountId,
      storage,
    };
    const fresh = await createComposeRuntime(deps);
    const draft = { ...fresh.actor.getSnapshot().context.draft, id: target.id, text: 'my edit' };
    fresh.stop();
    const key = `${contract.origin}|${alice.accountId}`;
    storage.save(key, {
      version: 1,
      accountId: alice.accountId,
      savedAt: Date.now(),
      draft,
      media: [],
      editBase: { id: target.id, editedAt: '2001-01-01T00:00:00.000Z' },
    });
    const restored = await createComposeRuntime(deps);
    expect(restored.editCheck).toBe('stale');
    expect(restored.actor.getSnapshot().context.draft).toMatchObject({ id: target.id, text: 'my edit' });
    restored.stop();
  });

  it.each([
    ['holding text', 'not yet posted', '/publish'],
    ['empty', '', '/deck/home'],
  ])(
    'the compose column unmounting while %s: redirect to the compose page only then',
    async (_case, text, expected) => {
      localStorage.clear();
      const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
      let hide: () => void = () => {};
      function Deck() {
        const [shown, setShown] = useState(true);
        hide = () => setShown(false);
        return (
          <>
            <p data-testid="where">{useLocation().pathname}</p>
            {shown && <ComposeColumn />}
          </>
        );
      }
      mounted = mount(services, <Deck />, { path: '/deck/home' });
      const root = mounted.container;
      await until(() => root.querySelector('textarea') !== null);
      const runtime = await import('../../../src/services/compose/compose-runtime');
      const live = await runtime.composeRuntimeFor({
        server: contract.origin,
        api: alice.api,
        store: services.store,
        alerts: services.alerts,
        me: alice.accountId,
      });
      act(() => live.actor.send({ type: 'compose.cancel' }));
      if (text !== '') typeText(root.querySelector('textarea')!, text);
      act(() => hide());
      await waitForState(() => expect(root.querySelector('[data-testid="where"]')?.textContent).toBe(expected));
      await settle(20);
      expect(root.querySelector('[data-testid="where"]')?.textContent).toBe(expected);
    },
  );
});
