// @vitest-environment jsdom
/**
 * Editing and deleting filters with stubbed calls (the exact PUT payload, refusals and failures; the round trip
 * against the sandbox is in filter-screens-sandbox.test.tsx), loading errors (no alert), and the per-timeline regex
 * setting's field.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { ensureFiltersLoaded, filtersComplete, refreshFilters } from '../../../src/services/filters';
import { readTimelineRegex, regexAccountKey } from '../../../src/services/filters/timeline-regex-setting';
import { importFilters } from '../../../src/services/store/record-importers';
import { FilterEditScreen } from '../../../src/views/filters/FilterEditScreen';
import { FiltersScreen } from '../../../src/views/filters/FiltersScreen';
import { TimelineRegexSetting } from '../../../src/views/filters/TimelineRegexSetting';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { buttonNamed, byLabel, press, submit, typeInto } from './filter-dom';
import { waitForState } from '../../support/wait-for-state';

const stored = {
  id: 'f1',
  title: 'Cats',
  context: ['home', 'thread'],
  filter_action: 'warn',
  expires_at: '2030-01-01T00:00:00.000Z',
  keywords: [
    { id: 'k1', keyword: 'cat', whole_word: true },
    { id: 'k2', keyword: 'kitten', whole_word: false },
  ],
  statuses: [],
};

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  localStorage.clear();
});

describe('editing a filter', () => {
  it('loads it into the form and sends changed keywords (destroying removed ones), contexts, action', async () => {
    const update = vi.fn(async (_id: string, fields: Record<string, unknown>) => ({
      ...stored,
      ...fields,
      keywords: [],
    }));
    const services = fakeServices({ me: 'me', api: { filters: { list: async () => [stored], update } } });
    mounted = mount(services, <FilterEditScreen />, { path: '/filters/f1', route: '/filters/:id' });
    await settle();
    const root = mounted.container;
    expect(byLabel(root, 'Title').value).toBe('Cats');
    expect(byLabel(root, 'Keyword 2').value).toBe('kitten');
    expect(byLabel<HTMLSelectElement>(root, 'Expires after').value).toBe('keep');
    await expectNoAxeViolations(root);
    typeInto(byLabel(root, 'Title'), 'Cats and kittens');
    press(buttonNamed(root, 'Remove keyword 1'));
    expect(document.activeElement?.textContent).toBe('Add keyword');
    press(buttonNamed(root, 'Add keyword'));
    expect(document.activeElement).toBe(byLabel(root, 'Keyword 2'));
    typeInto(byLabel(root, 'Keyword 2'), 'purr');
    press(byLabel(root, 'Conversations'));
    press(byLabel(root, 'Hide completely'));
    submit(root.querySelector('form')!);
    await settle();
    expect(update).toHaveBeenCalledWith('f1', {
      title: 'Cats and kittens',
      context: ['home'],
      filter_action: 'hide',
      keywords_attributes: [
        { id: 'k2', keyword: 'kitten', whole_word: false },
        { keyword: 'purr', whole_word: true },
        { id: 'k1', keyword: 'cat', whole_word: true, _destroy: true },
      ],
    });
    expect(services.navigate).toHaveBeenCalledWith('/filters');
    expect(services.store.get('filters', 'f1')?.filter_action).toBe('hide');
  });

  it('"never" clears the expiry; a 422 is shown beside the form without an alert', async () => {
    const refusal = new ApiError({
      kind: 'response',
      status: 422,
      message: '422',
      serverMessage: 'Validation failed: Title is too long',
    });
    const update = vi.fn(async () => {
      throw refusal;
    });
    const services = fakeServices({ me: 'me', api: { filters: { list: async () => [stored], update } } });
    mounted = mount(services, <FilterEditScreen />, { path: '/filters/f1', route: '/filters/:id' });
    await settle();
    typeInto(byLabel<HTMLSelectElement>(mounted.container, 'Expires after'), 'never');
    submit(mounted.container.querySelector('form')!);
    await settle();
    expect(update.mock.calls[0]).toEqual(['f1', expect.objectContaining({ expires_in: null })]);
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toBe('Validation failed: Title is too long');
    expect(services.alerts.getSnapshot()).toEqual([]);
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('an unknown id says so once the list has loaded', async () => {
    const services = fakeServices({ me: 'me', api: { filters: { list: async () => [stored] } } });
    mounted = mount(services, <FilterEditScreen />, { path: '/filters/zzz', route: '/filters/:id' });
    await settle();
    expect(mounted.container.textContent).toContain('This filter does not exist.');
  });
});

describe('deleting a filter', () => {
  it('asks, then deletes it and removes it from the list', async () => {
    const remove = vi.fn(async () => ({}));
    const services = fakeServices({ me: 'me', api: { filters: { list: async () => [stored], delete: remove } } });
    mounted = mount(services, <FiltersScreen />, { path: '/filters' });
    await settle();
    const root = mounted.container;
    press(buttonNamed(root, 'Delete filter “Cats”'));
    expect(root.textContent).toContain('Delete the filter “Cats”?');
    await expectNoAxeViolations(root);
    press(buttonNamed(root, 'Delete filter'));
    await settle();
    expect(remove).toHaveBeenCalledWith('f1');
    expect(services.store.has('filters', 'f1')).toBe(false);
    expect(root.querySelectorAll('.filters-list__item')).toHaveLength(0);
    expect(root.textContent).toContain('You have no filters yet.');
  });

  it('cancel keeps it; a failure raises the alert and says so', async () => {
    const remove = vi.fn(async () => {
      throw new ApiError({ kind: 'response', status: 500, message: '500', statusText: 'Internal Server Error' });
    });
    const services = fakeServices({ me: 'me', api: { filters: { list: async () => [stored], delete: remove } } });
    mounted = mount(services, <FiltersScreen />, { path: '/filters' });
    await settle();
    const root = mounted.container;
    press(buttonNamed(root, 'Delete filter “Cats”'));
    press(buttonNamed(root, 'Cancel'));
    expect(remove).not.toHaveBeenCalled();
    press(buttonNamed(root, 'Delete filter “Cats”'));
    press(buttonNamed(root, 'Delete filter'));
    await settle();
    expect(root.querySelector('.filters-list__item [role="alert"]')?.textContent).toBe(
      'The filter could not be deleted.',
    );
    expect(services.alerts.getSnapshot()).toHaveLength(1);
    expect(services.store.has('filters', 'f1')).toBe(true);
  });
});

describe('loading filters (filter fetch errors skip the alert)', () => {
  it('ensureFiltersLoaded fetches once per store; errors raise no alert and the next ensure retries', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'response', status: 503, message: '503' }))
      .mockResolvedValue([stored]);
    const services = fakeServices({ me: 'me', api: { filters: { list } } });
    await ensureFiltersLoaded(services.api, services.store);
    expect(filtersComplete(services.store)).toBe(false);
    expect(services.alerts.getSnapshot()).toEqual([]);
    await Promise.all([
      ensureFiltersLoaded(services.api, services.store),
      ensureFiltersLoaded(services.api, services.store),
    ]);
    await ensureFiltersLoaded(services.api, services.store);
    expect(list).toHaveBeenCalledTimes(2);
    expect(filtersComplete(services.store)).toBe(true);
    expect(services.store.get('filters', 'f1')?.title).toBe('Cats');
  });

  it("refreshFilters (filters_changed) replaces the table with the server's list", async () => {
    const list = vi.fn().mockResolvedValue([{ ...stored, id: 'f2', title: 'Dogs' }]);
    const services = fakeServices({ me: 'me', api: { filters: { list } } });
    importFilters(services.store, [stored]);
    await refreshFilters(services.api, services.store);
    expect([...services.store.getTable('filters').keys()]).toEqual(['f2']);
  });

  it('the screen shows a load failure with a retry, and no alert', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'response', status: 500, message: '500' }))
      .mockResolvedValue([stored]);
    const services = fakeServices({ me: 'me', api: { filters: { list } } });
    mounted = mount(services, <FiltersScreen />, { path: '/filters' });
    await settle();
    expect(mounted.container.textContent).toContain('The filters could not be loaded.');
    expect(services.alerts.getSnapshot()).toEqual([]);
    press(buttonNamed(mounted.container, 'Try again'));
    await settle();
    expect(mounted.container.querySelector('h2')?.textContent).toBe('Cats');
  });
});

describe('TimelineRegexSetting', () => {
  it('is a labelled field that saves per account and timeline and explains an invalid expression', async () => {
    vi.useFakeTimers();
    try {
      const services = fakeServices({ me: 'me' });
      mounted = mount(services, <TimelineRegexSetting timeline="public:media" />);
      const input = byLabel(mounted.container, 'Hide posts matching this regular expression');
      typeInto(input, '(oops');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toMatch(
        /^This expression is not valid, so it is ignored: /,
      );
      typeInto(input, 'sale|promo');
      expect(input.getAttribute('aria-invalid')).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(500);
      });
      expect(readTimelineRegex(regexAccountKey(services.server, 'me'), 'public:media')).toBe('sale|promo');
    } finally {
      vi.useRealTimers();
    }
    await expectNoAxeViolations(mounted.container);
  });

  it('sends the expression to the server with the other client settings (PUT api/web/settings)', async () => {
    const save = vi.fn(async (_settings: Record<string, unknown>) => ({}));
    const services = fakeServices({ me: 'regex-reader', api: { settings: { save } } });
    mounted = mount(services, <TimelineRegexSetting timeline="hashtag:birds" />);
    const input = byLabel(mounted.container, 'Hide posts matching this regular expression');
    act(() => input.focus());
    typeInto(input, 'crow|raven');
    act(() => input.blur());
    // the sync's module comes on first use
    await waitForState(() => expect(save).toHaveBeenCalled());
    const sent = save.mock.calls.at(-1)![0];
    expect(sent.timelineRegex).toEqual({ 'hashtag:birds': 'crow|raven' });
    services.store.scope.dispose();
  });
});
