// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedEntry } from '../../../src/machines/timeline-types';
import { useVisibleEntries } from '../../../src/services/filters/use-visible-entries';
import { regexAccountKey, writeTimelineRegex } from '../../../src/services/filters/timeline-regex-setting';
import { cachedFilterVerdict } from '../../../src/services/filters/verdict-cache';
import { visibleEntries } from '../../../src/services/filters/visible-entries';
import { importStatus } from '../../../src/services/store';
import { importFilters } from '../../../src/services/store/record-importers';
import { rawAccount, rawStatus } from '../status/status-fixtures';
import { fakeServices, mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { env, filter, tableOf } from './filter-fixtures';
import { waitForState } from '../../support/wait-for-state';
import { cpuMsOf } from '../../support/cpu-time';

const hideCats = {
  id: 'f1',
  title: 'Cats',
  context: ['home'],
  filter_action: 'hide',
  keywords: [{ id: 'k1', keyword: 'cat', whole_word: true }],
  statuses: [],
  expires_at: null,
};

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  localStorage.clear();
});

function Probe({ entries, contextType }: { entries: FeedEntry[]; contextType: string }) {
  const visible = useVisibleEntries(entries, contextType);
  return (
    <ol>
      {visible.map((e) => (
        <li key={e.kind === 'status' ? e.id : e.key}>{e.kind === 'status' ? e.id : e.kind}</li>
      ))}
    </ol>
  );
}

const shown = (m: Mounted) => [...m.container.querySelectorAll('li')].map((li) => li.textContent);

describe('useVisibleEntries: hide filters', () => {
  it('drops posts a hide filter removes in this context, and fetches the filters once rows exist', async () => {
    const list = vi.fn(async () => [hideCats]);
    const services = fakeServices({ me: 'me', api: { filters: { list } } });
    importStatus(services.store, rawStatus('1', { content: '<p>my cat sleeps</p>' }));
    importStatus(services.store, rawStatus('2', { content: '<p>a dog</p>' }));
    importStatus(services.store, rawStatus('3', { account: rawAccount('me'), content: '<p>my own cat</p>' }));
    importStatus(services.store, rawStatus('4', { reblog: rawStatus('5', { content: '<p>boosted cat</p>' }) }));
    const entries: FeedEntry[] = [
      { kind: 'status', id: '1' },
      { kind: 'gap', key: 'g', maxId: '1', sinceId: null },
      { kind: 'status', id: '2' },
      { kind: 'status', id: '3' },
      { kind: 'status', id: '4' },
    ];
    mounted = mount(services, <Probe entries={entries} contextType="home" />);
    expect(shown(mounted)).toEqual(['1', 'gap', '2', '3', '4']);
    // deferred until the rows have painted (after-paint.ts): nothing is fetched while the first rows render
    expect(list).not.toHaveBeenCalled();
    await waitForState(() => expect(list).toHaveBeenCalledTimes(1));
    await settle();
    expect(list).toHaveBeenCalledTimes(1);
    // the cat posts are gone (the boost by its boosted post), own posts stay
    expect(shown(mounted)).toEqual(['gap', '2', '3']);
  });

  it('keeps them where the filter does not apply (public) or hide does not remove (detailed)', () => {
    const services = fakeServices({ me: 'me' });
    importFilters(services.store, [hideCats]);
    importStatus(services.store, rawStatus('1', { content: '<p>cat</p>' }));
    const entries: FeedEntry[] = [{ kind: 'status', id: '1' }];
    const input = (contextType: string) => ({
      store: services.store,
      regex: null,
      env: env({ contextType, filters: services.store.getTable('filters') }),
    });
    expect(visibleEntries(entries, input('public'))).toBe(entries);
    expect(visibleEntries(entries, input('bookmarks'))).toBe(entries);
    expect(visibleEntries(entries, input('list:3'))).toEqual([]);
  });

  it('stays fast for 5,000 entries and returns the same array when nothing is dropped', () => {
    const services = fakeServices({ me: 'me' });
    const entries: FeedEntry[] = [];
    services.store.batch(() => {
      for (let i = 0; i < 5000; i += 1) {
        importStatus(
          services.store,
          rawStatus(String(i), { content: `<p>post number ${i} about ${i % 50 === 0 ? 'cats' : 'weather'}</p>` }),
        );
        entries.push({ kind: 'status', id: String(i) });
      }
    });
    const filters = tableOf(
      filter('f', {
        filter_action: 'hide',
        context: ['home'],
        keywords: [{ id: 'k', keyword: 'cats', whole_word: true }],
      }),
    );
    let out: ReturnType<typeof visibleEntries> = [];
    const cpuMs = cpuMsOf(() => {
      out = visibleEntries(entries, {
        store: services.store,
        regex: /never-matches-anything/i,
        env: env({ filters }),
      });
    });
    // a loose bound of CPU time (cpu-time.ts); bench/ measures the real thing
    expect(cpuMs).toBeLessThan(2000);
    expect(out).toHaveLength(4900);
    // verdicts are remembered per record: the same filters give the same verdict object back
    const record = services.store.get('statuses', '50')!;
    const first = cachedFilterVerdict(record, env({ filters }));
    expect(first.hidden).toBe(true);
    expect(cachedFilterVerdict(record, env({ filters }))).toBe(first);
    expect(cachedFilterVerdict(record, env({ filters: tableOf(...filters.values()) }))).not.toBe(first);
    expect(visibleEntries(entries, { store: services.store, regex: null, env: env() })).toBe(entries);
  });
});

describe('useVisibleEntries: the timeline regex setting', () => {
  it("drops posts matching the timeline's regex (case-insensitive), never own posts, and follows changes", async () => {
    const services = fakeServices({ me: 'me', api: { filters: { list: async () => [] } } });
    importStatus(services.store, rawStatus('1', { content: '<p>Breaking NEWS today</p>' }));
    importStatus(services.store, rawStatus('2', { content: '<p>hello</p>' }));
    importStatus(services.store, rawStatus('3', { account: rawAccount('me'), content: '<p>my news</p>' }));
    const entries: FeedEntry[] = [
      { kind: 'status', id: '1' },
      { kind: 'status', id: '2' },
      { kind: 'status', id: '3' },
    ];
    const account = regexAccountKey(services.server, 'me');
    writeTimelineRegex(account, 'public', 'news');
    mounted = mount(services, <Probe entries={entries} contextType="public" />);
    await settle();
    expect(shown(mounted)).toEqual(['2', '3']);
    // another timeline's setting does not apply
    act(() => {
      writeTimelineRegex(account, 'public', '');
      writeTimelineRegex(account, 'home', 'hello');
    });
    await settle(1);
    expect(shown(mounted)).toEqual(['1', '2', '3']);
    // an invalid expression is ignored
    act(() => writeTimelineRegex(account, 'public', '(unclosed'));
    await settle(1);
    expect(shown(mounted)).toEqual(['1', '2', '3']);
    act(() => writeTimelineRegex(account, 'public', 'hel+o|today'));
    await settle(1);
    expect(shown(mounted)).toEqual(['3']);
  });

  it('is kept per account', () => {
    writeTimelineRegex(regexAccountKey('https://a.example', '1'), 'home', 'x');
    expect(localStorage.getItem('tsubame.timelineRegex:https://a.example|1:home')).toBe('x');
    expect(localStorage.getItem('tsubame.timelineRegex:https://a.example|2:home')).toBeNull();
  });
});
