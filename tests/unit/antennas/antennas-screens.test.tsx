// @vitest-environment jsdom
/**
 * The antennas screens with a stubbed API: only on a kmyblue server; /antennas (favourites first, saying the list it
 * feeds); /antennas/:id/edit (the switches with a refusal's words beside the switch, the fed list, accounts and
 * excluded accounts, the chip editors: added at once, a refusal beside the field keeping what was typed, Remove
 * moving the focus on); the antenna timeline (read first; a 404 says it was deleted); the profile's antennas dialog
 * (catching and excluding checkboxes).
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import AntennaEditScreen from '../../../src/views/antennas/AntennaEditScreen';
import AntennaMembershipDialog from '../../../src/views/antennas/AntennaMembershipDialog';
import AntennasScreen from '../../../src/views/antennas/AntennasScreen';
import AntennaTimelineScreen from '../../../src/views/antennas/AntennaTimelineScreen';
import { rawAccount } from '../status/status-fixtures';
import {
  clickButton,
  deferred,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type ApiStubs,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { typeValue } from '../timelines/support/drive-screen';
import { until } from '../../support/wait-for-state';

vi.mock('../../../src/views/timelines/TimelineScreen', () => ({
  default: ({ timeline }: { timeline: string }) => <section data-screen="timeline" data-timeline={timeline} />,
}));

const KMYBLUE = { fedibird_capabilities: ['kmyblue_antenna'] };
const MASTODON = { api_versions: { mastodon: 6 } };
const antenna = (fields: Record<string, unknown>) => ({
  stl: false,
  ltl: false,
  insert_feeds: false,
  with_media_only: false,
  ignore_reblog: false,
  favourite: false,
  list: null,
  ...fields,
});
const ANTENNAS = [
  antenna({ id: '1', title: 'weather' }),
  antenna({ id: '2', title: 'Art', insert_feeds: true, list: { id: '5', title: 'Galleries' } }),
  antenna({ id: '3', title: 'Zines', favourite: true }),
];
const refused = (status: number, serverMessage: string) =>
  new ApiError({ kind: 'response', status, message: String(status), serverMessage });

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  document.body.innerHTML = '';
});

function open(element: React.ReactNode, api: ApiStubs, options: { path?: string; route?: string } = {}) {
  const services = fakeServices({ me: '99', api });
  mounted = mount(services, element, options);
  return { services, container: mounted.container };
}

/** The section headed `heading` (an h2). */
function section(container: HTMLElement, heading: string): HTMLElement {
  const h2 = [...container.querySelectorAll('h2')].find((h) => h.textContent === heading);
  if (!h2) throw new Error(`no section ${heading}`);
  return h2.closest('section')!;
}

const rowTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('.organise-row__link')].map((link) => link.textContent);
const chips = (root: HTMLElement) => [...root.querySelectorAll('.antenna-chip__text')].map((c) => c.textContent);

describe('/antennas', () => {
  it('on kmyblue: by title, favourites first, saying the favourite, the list it feeds and home', async () => {
    const { container } = open(<AntennasScreen />, {
      antennas: { list: async () => ANTENNAS },
      instance: { get: async () => KMYBLUE },
    });
    await until(() => (rowTitles(container).length === 3 ? true : null), 'rows');
    expect(rowTitles(container)).toEqual(['Zines', 'Art', 'weather']);
    const badges = [...container.querySelectorAll('.organise-row')].map((row) =>
      [...row.querySelectorAll('.organise-badge')].map((b) => b.textContent),
    );
    expect(badges).toEqual([['Favourite'], ['Feeds list “Galleries”', 'Into home'], []]);
    expect(container.querySelector('a.organise-row__link')?.getAttribute('href')).toBe('/antennas/3');
    expect(container.querySelector('[aria-label="Edit antenna “Zines”"]')?.getAttribute('href')).toBe(
      '/antennas/3/edit',
    );
    await expectNoAxeViolations(container);
  });

  it('on a server without antennas it says so and never asks for antennas', async () => {
    const list = vi.fn(async () => ANTENNAS);
    const { container } = open(<AntennasScreen />, { antennas: { list }, instance: { get: async () => MASTODON } });
    await until(() => (container.textContent?.includes('no antennas') ? true : null), 'the note');
    expect(container.textContent).toContain('This server has no antennas.');
    expect(list).not.toHaveBeenCalled();
  });

  it('while the server’s information cannot be loaded it says so, never “no antennas”, and Retry brings them', async () => {
    const list = vi.fn(async () => ANTENNAS);
    const get = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'response', status: 502, message: '502', statusText: 'Bad Gateway' }))
      .mockResolvedValueOnce(KMYBLUE);
    const { container, services } = open(<AntennasScreen />, { antennas: { list }, instance: { get } });
    const line = await until(() => container.querySelector('[role="status"] .server-info-line'), 'the line');
    expect(line.textContent).toContain("This server's information could not be loaded");
    expect(container.textContent).not.toContain('no antennas');
    expect(list).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    clickButton(container, 'Retry');
    await until(() => (rowTitles(container).length === 3 ? true : null), 'rows');
    expect(container.querySelector('.server-info-line')).toBeNull();
    // the answer was missing in passing: no alert
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('a new antenna past the server’s limit (422) shows its words beside the field and keeps the title', async () => {
    const { services, container } = open(<AntennasScreen />, {
      antennas: {
        list: async () => [],
        create: async () => Promise.reject(refused(422, 'You can create at most 30 antennas')),
      },
      instance: { get: async () => KMYBLUE },
    });
    const input = await until(() => container.querySelector<HTMLInputElement>('input[type="text"]'), 'the form');
    await until(() => container.querySelector('.data-note:not([role])'), 'the empty note');
    typeValue(input, 'Thirty-first');
    clickButton(container, 'Create antenna');
    const alert = await until(() => container.querySelector('.organise-title-form [role="alert"]'), 'the refusal');
    expect(alert.textContent).toBe('You can create at most 30 antennas');
    expect(input.value).toBe('Thirty-first');
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});

describe('/antennas/:id/edit', () => {
  const editStubs = (extra: NonNullable<ApiStubs['antennas']> = {}): ApiStubs => ({
    antennas: {
      get: async () => antenna({ id: '7', title: 'Birds', list: { id: '5', title: 'Nature' } }),
      accounts: async () => ({ items: [rawAccount('30', { acct: 'bob' })], next: null, prev: null }),
      excludeAccounts: async () => ({ items: [rawAccount('40', { acct: 'troll' })], next: null, prev: null }),
      domains: async () => ({ domains: [], exclude_domains: ['spam.example'] }),
      tags: async () => ({ tags: ['birds'], exclude_tags: [] }),
      keywords: async () => ({ keywords: ['swallow', 'martin'], exclude_keywords: [] }),
      ...extra,
    },
    lists: {
      list: async () => [
        { id: '5', title: 'Nature' },
        { id: '6', title: 'Art' },
      ],
    },
    instance: { get: async () => KMYBLUE },
  });

  async function openEditor(extra: NonNullable<ApiStubs['antennas']> = {}) {
    const opened = open(<AntennaEditScreen />, editStubs(extra), {
      path: '/antennas/7/edit',
      route: '/antennas/:id/edit',
    });
    await until(() => opened.container.querySelector('[aria-label="Remove @troll from the exclusions of Birds"]'), 'x');
    await until(() => (chips(opened.container).length === 4 ? true : null), 'the chips');
    await settle(3);
    return opened;
  }

  it('names the antenna; shows its switches, the list it feeds, its accounts, exclusions and rules', async () => {
    const { container } = await openEditor();
    expect(container.querySelector('h1')?.textContent).toBe('Edit antenna “Birds”');
    const switches = [...container.querySelectorAll<HTMLInputElement>('input[role="switch"]')];
    expect(switches.map((input) => input.closest('label')?.textContent)).toEqual([
      'Put caught posts into home',
      'Social timeline (STL)',
      'Local timeline (LTL)',
      'Only posts with media',
      'Ignore boosts',
      'Favourite',
    ]);
    const select = container.querySelector<HTMLSelectElement>('select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual(['No list', 'Art', 'Nature']);
    expect(select.value).toBe('5');
    expect(
      section(container, 'Accounts to catch').querySelector('[aria-label="Remove @bob from Birds"]'),
    ).not.toBeNull();
    expect(chips(section(container, 'Excluded domains'))).toEqual(['spam.example']);
    expect(chips(section(container, 'Hashtags'))).toEqual(['#birds']);
    expect(chips(section(container, 'Keywords'))).toEqual(['swallow', 'martin']);
    expect(section(container, 'Excluded keywords').textContent).toContain('None yet.');
    await expectNoAxeViolations(container);
  });

  it('a second STL antenna refused (422): the switch goes back and the server’s words show beside it', async () => {
    const update = vi.fn(async () => Promise.reject(refused(422, 'Only one STL antenna can be made')));
    const { services, container } = await openEditor({ update });
    const stl = [...container.querySelectorAll<HTMLInputElement>('input[role="switch"]')][1]!;
    act(() => stl.click());
    const alert = await until(() => stl.closest('.organise-switch')?.querySelector('[role="alert"]'), 'the refusal');
    expect(alert.textContent).toBe('Only one STL antenna can be made');
    expect(stl.checked).toBe(false);
    expect(stl.getAttribute('aria-describedby')).toContain(alert.id);
    expect(update).toHaveBeenCalledWith('7', { stl: true });
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('the list it feeds changes at once; "No list" sends kmyblue’s list 0', async () => {
    const answer = deferred<unknown>();
    const update = vi.fn(() => answer.promise);
    const { container } = await openEditor({ update });
    const select = container.querySelector<HTMLSelectElement>('select')!;
    act(() => {
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(select.value).toBe('');
    expect(select.getAttribute('aria-busy')).toBe('true');
    await settle(1);
    expect(update).toHaveBeenCalledWith('7', { list_id: '0' });
    answer.resolve(antenna({ id: '7', title: 'Birds' }));
    await settle(2);
    expect(select.value).toBe('');
  });

  it('a keyword typed and sent shows at once as a chip, the field empties and it is announced', async () => {
    const answer = deferred<unknown>();
    const addKeywords = vi.fn(() => answer.promise);
    const { container } = await openEditor({ addKeywords });
    const keywords = section(container, 'Keywords');
    const input = keywords.querySelector<HTMLInputElement>('input[type="text"]')!;
    expect(keywords.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Add a keyword');
    typeValue(input, ' kite ');
    clickButton(keywords, 'Add');
    expect(chips(keywords)).toEqual(['swallow', 'martin', 'kite']);
    answer.resolve({});
    await settle(3);
    expect(addKeywords).toHaveBeenCalledWith('7', ['kite']);
    expect(input.value).toBe('');
    expect(keywords.querySelector('.organise-title-form [role="status"]')?.textContent).toBe('Keyword “kite” added.');
  });

  it('a refused keyword (422) leaves, its words show beside the field, what was typed stays, no alert', async () => {
    const addKeywords = vi.fn(async () => Promise.reject(refused(422, 'Keywords must be at least 2 characters')));
    const { services, container } = await openEditor({ addKeywords });
    const keywords = section(container, 'Keywords');
    const input = keywords.querySelector<HTMLInputElement>('input[type="text"]')!;
    typeValue(input, 'k');
    clickButton(keywords, 'Add');
    const alert = await until(() => keywords.querySelector('.organise-title-form [role="alert"]'), 'the refusal');
    expect(alert.textContent).toBe('Keywords must be at least 2 characters');
    expect(input.value).toBe('k');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(chips(keywords)).toEqual(['swallow', 'martin']);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('a blank entry says what to enter and sends nothing', async () => {
    const addExcludeDomains = vi.fn();
    const { container } = await openEditor({ addExcludeDomains });
    const excluded = section(container, 'Excluded domains');
    clickButton(excluded, 'Add');
    expect(excluded.querySelector('[role="alert"]')?.textContent).toBe('Enter a domain.');
    expect(addExcludeDomains).not.toHaveBeenCalled();
  });

  it('Remove takes the chip away at once, moves the focus to the next chip (or the field) and says so', async () => {
    const removeKeywords = vi.fn(async () => ({}));
    const { container } = await openEditor({ removeKeywords });
    const keywords = section(container, 'Keywords');
    const remove = keywords.querySelector<HTMLButtonElement>('[aria-label="Remove keyword “swallow”"]')!;
    act(() => remove.focus());
    act(() => remove.click());
    await settle(2);
    expect(chips(keywords)).toEqual(['martin']);
    expect(removeKeywords).toHaveBeenCalledWith('7', ['swallow']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove keyword “martin”');
    expect(keywords.querySelector('.antenna-rules__outcome')?.textContent).toBe('Keyword “swallow” removed.');
    act(() => (document.activeElement as HTMLButtonElement).click());
    await settle(2);
    expect(document.activeElement).toBe(keywords.querySelector('input[type="text"]'));
  });
});

describe('/antennas/:id', () => {
  it('reads the antenna, then shows its timeline', async () => {
    const { container } = open(
      <AntennaTimelineScreen />,
      {
        antennas: { get: async () => antenna({ id: '7', title: 'Birds' }) },
        instance: { get: async () => KMYBLUE },
      },
      { path: '/antennas/7', route: '/antennas/:id' },
    );
    const feed = await until(() => container.querySelector<HTMLElement>('[data-screen="timeline"]'), 'the timeline');
    expect(feed.dataset.timeline).toBe('antenna:7');
  });

  it('a deleted antenna (404) says so instead of the feed, with no alert', async () => {
    const { services, container } = open(
      <AntennaTimelineScreen />,
      {
        antennas: { get: async () => Promise.reject(refused(404, 'Record not found')) },
        instance: { get: async () => KMYBLUE },
      },
      { path: '/antennas/7', route: '/antennas/:id' },
    );
    await until(() => container.querySelector('.organise-gone'), 'the deleted note');
    expect(container.textContent).toContain('This antenna was deleted.');
    expect(container.querySelector('[data-screen="timeline"]')).toBeNull();
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});

describe('the profile’s antennas dialog', () => {
  it('ticks the antennas catching and excluding the account; a tick adds it to that side', async () => {
    const addExcludeAccounts = vi.fn(async () => ({}));
    open(<AntennaMembershipDialog accountId="20" acct="bob" onClose={() => {}} />, {
      antennas: { list: async () => ANTENNAS, addExcludeAccounts },
      accounts: { antennas: async () => [ANTENNAS[1]], excludeAntennas: async () => [] },
      instance: { get: async () => KMYBLUE },
    });
    const dialog = await until(() => document.querySelector<HTMLElement>('[role="dialog"]'), 'the dialog');
    await until(() => (dialog.querySelectorAll('input[type="checkbox"]').length === 6 ? true : null), 'the boxes');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Antennas of @bob');
    const groups = [...dialog.querySelectorAll('section')].map((s) => ({
      heading: s.querySelector('h3')?.textContent,
      ticked: [...s.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => i.closest('label')?.textContent),
    }));
    expect(groups).toEqual([
      { heading: 'Antennas catching their posts', ticked: ['Art'] },
      { heading: 'Antennas excluding their posts', ticked: [] },
    ]);
    const zines = [...dialog.querySelectorAll('section')][1]!.querySelectorAll<HTMLInputElement>('input')[2]!;
    expect(zines.closest('label')?.textContent).toBe('Zines');
    act(() => zines.click());
    expect(zines.checked).toBe(true);
    await settle(2);
    expect(addExcludeAccounts).toHaveBeenCalledWith('3', ['20']);
    await expectNoAxeViolations(dialog);
  });
});
