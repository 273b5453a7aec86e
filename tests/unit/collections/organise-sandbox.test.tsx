// @vitest-environment jsdom
/**
 * Lists and circles against the sandbox through the real API (every request and answer contract-checked): a list
 * made from /lists, a followed account found by the members search and added, then removed, and the list deleted
 * after the dialog (the server then answers 404, and its timeline says it was deleted); the profile's dialog
 * refused for an account the reader does not follow (422: unticked again, the server's words in the alert); a
 * circle's members searched among the reader's followers; a circle's own posts.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CircleEditScreen from '../../../src/views/circles/CircleEditScreen';
import CirclePostsScreen from '../../../src/views/circles/CirclePostsScreen';
import ListEditScreen from '../../../src/views/lists/ListEditScreen';
import ListsScreen from '../../../src/views/lists/ListsScreen';
import ListTimelineScreen from '../../../src/views/lists/ListTimelineScreen';
import MembershipDialog from '../../../src/views/collections/MembershipDialog';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { clickButton, fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';
import { typeValue } from '../timelines/support/drive-screen';
import { until } from '../../support/wait-for-state';

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
});

function open(element: React.ReactNode, options: { path?: string; route?: string } = {}) {
  const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
  mounted = mount(services, element, options);
  return { services, container: mounted.container };
}

/** An account alice follows, and one she does not (neither suspended nor blocked). */
function followedAndStranger() {
  const db = contract.sandbox.db;
  const me = alice.accountId;
  const followed = db.follows
    .targets(me)
    .map((id) => db.accounts.get(id)!)
    .find((a) => !a.suspended && !a.domain)!;
  const stranger = [...db.accounts.values()].find(
    (a) =>
      a.id !== me &&
      !a.suspended &&
      !db.follows.has(me, a.id) &&
      !db.followRequests.has(me, a.id) &&
      !db.blocks.has(me, a.id) &&
      !db.blocks.has(a.id, me),
  )!;
  return { followed, stranger };
}

describe('lists with the sandbox', () => {
  it('a list is made, given a followed member from the search, the member removed, then the list deleted', async () => {
    const { followed } = followedAndStranger();
    const index = open(<ListsScreen />);
    await until(() => index.container.querySelector('input[type="text"]'), 'the form');
    await until(() => index.container.querySelector('.organise-rows, .data-note:not([role])'), 'the lists');
    typeValue(index.container.querySelector<HTMLInputElement>('input[type="text"]')!, 'Sandbox friends');
    clickButton(index.container, 'Create list');
    const link = await until(
      () =>
        [...index.container.querySelectorAll<HTMLAnchorElement>('.organise-row__link')].find(
          (a) => a.textContent === 'Sandbox friends',
        ),
      'the new row',
    );
    const id = link.getAttribute('href')!.split('/').pop()!;
    expect((await alice.api.lists.get(id)).title).toBe('Sandbox friends');
    mounted!.unmount();

    const editor = open(<ListEditScreen />, { path: `/lists/${id}/edit`, route: '/lists/:id/edit' });
    const search = await until(
      () => editor.container.querySelector<HTMLInputElement>('input[type="search"]'),
      'search',
    );
    typeValue(search, followed.username);
    const add = await until(
      () =>
        editor.container.querySelector<HTMLButtonElement>(
          `[aria-label="Add @${followed.username} to Sandbox friends"]`,
        ),
      'the followed account',
    );
    act(() => add.click());
    await until(async () => (await alice.api.lists.accounts(id)).items.length > 0, 'the member stored');
    expect((await alice.api.lists.accounts(id)).items.map((a) => a.id)).toEqual([followed.id]);

    const remove = await until(
      () =>
        editor.container.querySelector<HTMLButtonElement>(
          `[aria-label="Members of Sandbox friends"] [aria-label="Remove @${followed.username} from Sandbox friends"]`,
        ),
      'the member row',
    );
    act(() => remove.click());
    await until(async () => (await alice.api.lists.accounts(id)).items.length === 0, 'the member removed');
    expect((await alice.api.lists.accounts(id)).items).toEqual([]);

    act(() =>
      editor.container.querySelector<HTMLButtonElement>('[aria-label="Delete list “Sandbox friends”"]')!.click(),
    );
    const dialog = await until(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'the dialog');
    clickButton(dialog, 'Delete list');
    expect(editor.services.navigate).toHaveBeenCalledWith('/lists', { replace: true });
    await until(() => (editor.services.store.has('lists', id) ? null : true), 'the list forgotten');
    await expect(alice.api.lists.get(id)).rejects.toMatchObject({ status: 404 });
    expect(editor.services.alerts.getSnapshot()).toEqual([]);
    mounted!.unmount();

    const timeline = open(<ListTimelineScreen />, { path: `/lists/${id}`, route: '/lists/:id' });
    await until(() => timeline.container.querySelector('.organise-gone'), 'the deleted note');
    expect(timeline.container.textContent).toContain('This list was deleted.');
    expect(timeline.services.alerts.getSnapshot()).toEqual([]);
  });

  it('the profile dialog: a list refuses an account alice does not follow (422), unticked with the server’s words', async () => {
    const { stranger } = followedAndStranger();
    const list = await alice.api.lists.create({ title: 'Only followed' });
    const { services } = open(<MembershipDialog accountId={stranger.id} acct={stranger.username} onClose={() => {}} />);
    const box = await until(
      () =>
        [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="checkbox"]')].find(
          (input) => input.closest('label')?.textContent === 'Only followed',
        ),
      'the list box',
    );
    expect(box.checked).toBe(false);
    act(() => box.click());
    expect(box.checked).toBe(true);
    await until(() => (services.alerts.getSnapshot().length > 0 ? true : null), 'the alert');
    expect(box.checked).toBe(false);
    expect(JSON.stringify(services.alerts.getSnapshot())).toContain('following');
    expect((await alice.api.lists.accounts(list.id)).items).toEqual([]);
    await alice.api.lists.delete(list.id);
  });
});

describe('circles with the sandbox', () => {
  it('members are searched among alice’s followers and added; the circle’s posts are hers to it', async () => {
    const db = contract.sandbox.db;
    const follower = db.follows
      .sources(alice.accountId)
      .map((id) => db.accounts.get(id)!)
      .find((a) => !a.suspended && !a.domain)!;
    const circle = await alice.api.circles.create('Sandbox circle');
    const editor = open(<CircleEditScreen />, { path: `/circles/${circle.id}/edit`, route: '/circles/:id/edit' });
    const search = await until(
      () => editor.container.querySelector<HTMLInputElement>('input[type="search"]'),
      'search',
    );
    typeValue(search, follower.username);
    const add = await until(
      () =>
        editor.container.querySelector<HTMLButtonElement>(`[aria-label="Add @${follower.username} to Sandbox circle"]`),
      'the follower',
    );
    act(() => add.click());
    await until(async () => (await alice.api.circles.accounts(circle.id)).items.length > 0, 'the member stored');
    expect((await alice.api.circles.accounts(circle.id)).items.map((a) => a.id)).toEqual([follower.id]);
    expect(editor.services.alerts.getSnapshot()).toEqual([]);
    expect(contract.observed.has('accounts.search')).toBe(true);
    mounted!.unmount();

    await alice.api.statuses.create({
      status: 'Only for the sandbox circle',
      visibility: 'circle',
      circle_id: circle.id,
    });
    const posts = open(<CirclePostsScreen />, { path: `/circles/${circle.id}`, route: '/circles/:id' });
    await until(() => posts.container.querySelector('article'), 'the post');
    expect(posts.container.textContent).toContain('Only for the sandbox circle');
    expect(posts.container.querySelector('h1')?.textContent).toBe('Circle “Sandbox circle”');
    await alice.api.circles.delete(circle.id);
  });
});
