// @vitest-environment jsdom
/** The filter screens and the FILTER modal against the sandbox (contract-checked). */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../src/services/api';
import { importStatuses } from '../../../src/services/store';
import { FilterEditScreen } from '../../../src/views/filters/FilterEditScreen';
import { FilterPostDialog } from '../../../src/views/filters/FilterPostDialog';
import { FiltersScreen } from '../../../src/views/filters/FiltersScreen';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { buttonNamed, byLabel, press, submit, typeInto } from './filter-dom';
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

describe('filter screens with the sandbox', () => {
  it('lists the seeded filters with title, contexts, expiry and action (axe-clean)', async () => {
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    mounted = mount(services, <FiltersScreen />, { path: '/filters' });
    await until(() => mounted!.container.querySelectorAll('.filters-list__item').length > 0);
    const politics = [...mounted.container.querySelectorAll('.filters-list__item')].find(
      (li) => li.querySelector('h2')?.textContent === 'Politics',
    );
    expect(politics?.textContent).toContain('Home and lists, Notifications, Public timelines');
    expect(politics?.textContent).toContain('Hide completely');
    expect(politics?.textContent).toContain('Never expires');
    await expectNoAxeViolations(mounted.container);
  });

  it('creates a filter: title, keywords with whole-word toggles, expiry, contexts, action', async () => {
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    mounted = mount(services, <FilterEditScreen />, { path: '/filters/new', route: '/filters/:id' });
    const root = mounted.container;
    await expectNoAxeViolations(root);
    typeInto(byLabel(root, 'Title'), 'Weather');
    typeInto(byLabel(root, 'Keyword 1'), 'rain');
    press(buttonNamed(root, 'Add keyword'));
    typeInto(byLabel(root, 'Keyword 2'), 'snow');
    const wholeWords = [...root.querySelectorAll<HTMLInputElement>('.filter-form__keyword input[type="checkbox"]')];
    press(wholeWords[1]!);
    press(buttonNamed(root, 'Add keyword'));
    press(buttonNamed(root, 'Remove keyword 3'));
    typeInto(byLabel<HTMLSelectElement>(root, 'Expires after'), '3600');
    press(byLabel(root, 'Public timelines'));
    press(byLabel(root, 'Hide media with a warning'));
    submit(root.querySelector('form')!);
    await until(() => services.navigate.mock.calls.length > 0);
    expect(services.navigate).toHaveBeenCalledWith('/filters');
    const onServer = (await alice.api.filters.list()).find((f) => f.title === 'Weather')!;
    expect(onServer.context).toEqual(['home', 'public']);
    expect(onServer.filter_action).toBe('blur');
    expect(onServer.keywords?.map((k) => [k.keyword, k.whole_word])).toEqual([
      ['rain', true],
      ['snow', false],
    ]);
    expect(Date.parse(onServer.expires_at!) - Date.now()).toBeGreaterThan(3000 * 1000);
    expect([...services.store.getTable('filters').values()].some((f) => f.title === 'Weather')).toBe(true);
  });

  it('checks the form before sending: a title and at least one place', async () => {
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    mounted = mount(services, <FilterEditScreen />, { path: '/filters/new', route: '/filters/:id' });
    const root = mounted.container;
    press(byLabel(root, 'Home and lists'));
    submit(root.querySelector('form')!);
    expect(root.textContent).toContain('Give the filter a title.');
    expect(root.textContent).toContain('Choose at least one place to filter in.');
    expect(byLabel(root, 'Title').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(root);
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it("shows the server's 422 next to the form, without an alert", async () => {
    // a client that lets a blank title past its own check: the sandbox refuses it (a real 422)
    const blankTitle: Api = {
      ...alice.api,
      filters: {
        ...alice.api.filters,
        create: (fields, options) => alice.api.filters.create({ ...fields, title: ' ' }, options),
      },
    };
    const services = fakeServices({ me: alice.accountId, realApi: blankTitle, server: contract.origin });
    mounted = mount(services, <FilterEditScreen />, { path: '/filters/new', route: '/filters/:id' });
    const root = mounted.container;
    typeInto(byLabel(root, 'Title'), 'Refused');
    submit(root.querySelector('form')!);
    await until(() => root.querySelector('.filter-form__server-error p') !== null);
    expect(root.querySelector('.filter-form__server-error')!.textContent).toContain("Title can't be blank");
    expect(contract.observed.get('filters.create')).toContain(422);
    expect(services.alerts.getSnapshot()).toEqual([]);
    expect(services.navigate).not.toHaveBeenCalled();
    expect(services.store.getTable('filters').size).toBe(0);
    await expectNoAxeViolations(root);
  });

  it('edits a filter (PUT v2/filters/{id}), explore included, then deletes it (DELETE)', async () => {
    const made = await alice.api.filters.create({
      title: 'Birds',
      context: ['home'],
      filter_action: 'warn',
      keywords_attributes: [
        { keyword: 'gull', whole_word: true },
        { keyword: 'tern', whole_word: false },
      ],
    });
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    mounted = mount(services, <FilterEditScreen />, { path: `/filters/${made.id}`, route: '/filters/:id' });
    let root = mounted.container;
    await until(() => root.querySelector('form') !== null);
    expect(byLabel(root, 'Title').value).toBe('Birds');
    typeInto(byLabel(root, 'Title'), 'Sea birds');
    press(buttonNamed(root, 'Remove keyword 1'));
    press(byLabel(root, 'Explore'));
    press(byLabel(root, 'Hide completely'));
    submit(root.querySelector('form')!);
    await until(() => services.navigate.mock.calls.length > 0);
    expect(services.navigate).toHaveBeenCalledWith('/filters');
    const edited = (await alice.api.filters.list()).find((f) => f.id === made.id)!;
    expect(edited.title).toBe('Sea birds');
    expect(edited.context).toEqual(['home', 'explore']);
    expect(edited.filter_action).toBe('hide');
    expect(edited.keywords?.map((k) => [k.keyword, k.whole_word])).toEqual([['tern', false]]);
    expect(services.store.get('filters', made.id)?.title).toBe('Sea birds');
    expect(contract.observed.get('filters.update')).toContain(200);
    mounted.unmount();

    // a fresh store, so the row comes from the server's list (a delete during the list's load would be undone by it)
    const listing = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    mounted = mount(listing, <FiltersScreen />, { path: '/filters' });
    root = mounted.container;
    const item = () =>
      [...root.querySelectorAll('.filters-list__item')].find(
        (li) => li.querySelector('h2')?.textContent === 'Sea birds',
      );
    await until(() => item() !== undefined);
    press(buttonNamed(root, 'Delete filter “Sea birds”'));
    press(buttonNamed(root, 'Delete filter'));
    await until(() => item() === undefined);
    expect((await alice.api.filters.list()).some((f) => f.id === made.id)).toBe(false);
    expect(listing.store.has('filters', made.id)).toBe(false);
    expect(contract.observed.get('filters.delete')).toContain(200);
    expect(listing.alerts.getSnapshot()).toEqual([]);
  });
});

describe('the FILTER modal with the sandbox', () => {
  it('creates a filter named after the post and adds the post to it (POST v2/filters/{id}/statuses)', async () => {
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    const ids = importStatuses(services.store, (await alice.api.timelines.home()).items);
    const target = ids
      .map((id) => services.store.get('statuses', id)!)
      .find((s) => s.accountId !== alice.accountId && s.reblogId === null)!;
    let closed = 0;
    mounted = mount(
      services,
      <FilterPostDialog
        statusId={target.id}
        contextType="list:1"
        onClose={() => {
          closed += 1;
        }}
      />,
    );
    await settle();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Filter this post');
    // only filters whose context includes home (list:* maps to home) are offered
    expect(dialog.textContent).toContain('Food spoilers');
    expect(dialog.textContent).not.toContain('Cat week');
    press(byLabel(dialog, 'A new filter'));
    const title = byLabel(dialog, 'Name of the new filter');
    expect(title.value).toMatch(/^Post by @/);
    await expectNoAxeViolations(dialog);
    submit(dialog.querySelector('form')!);
    await until(() => dialog.textContent?.includes('This post is now filtered by') ?? false);
    const created = (await alice.api.filters.list()).find((f) => f.title === title.value)!;
    expect(created.context).toEqual(['home']);
    expect(created.statuses?.map((s) => s.status_id)).toEqual([target.id]);
    expect(contract.observed.get('filters.addStatus')).toContain(200);
    // the store's copy lists the post, so it is filtered at once
    expect(services.store.get('filters', created.id)?.statuses.map((s) => s.status_id)).toEqual([target.id]);
    press(buttonNamed(dialog, 'Done'));
    expect(closed).toBe(1);
  });

  it('adds the post to an existing filter', async () => {
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    const ids = importStatuses(services.store, (await alice.api.timelines.home()).items);
    const target = ids
      .map((id) => services.store.get('statuses', id)!)
      .filter((s) => s.accountId !== alice.accountId && s.reblogId === null)[1]!;
    mounted = mount(services, <FilterPostDialog statusId={target.id} contextType="home" onClose={() => {}} />);
    await settle();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    press(byLabel(dialog, 'Food spoilers'));
    submit(dialog.querySelector('form')!);
    await until(() => dialog.textContent?.includes('filtered by “Food spoilers”') ?? false);
    const food = (await alice.api.filters.list()).find((f) => f.title === 'Food spoilers')!;
    expect(food.statuses?.map((s) => s.status_id)).toContain(target.id);
  });
});
