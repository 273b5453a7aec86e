// @vitest-environment jsdom
/**
 * The feed's live-updates notice (paused + Resume, only on timelines with a stream), the home read marker
 * restored from and saved to the server as the reader scrolls, and the follow-suggestions row.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../../src/services/app-services/app-services';
import type { ApiRelationship } from '../../../src/domain/entities/api-types';
import type { FeedEntry } from '../../../src/machines/timeline-types';
import type { StreamConnectionStatus, StreamingService } from '../../../src/services/streaming/streaming-types';
import { Timeline } from '../../../src/views/timelines/Timeline';
import { apiAccount } from '../entities/fixtures';
import { installFakeLayout, type FakeLayout } from './support/fake-layout';
import {
  clickButton,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type ApiStubs,
  type Mounted,
} from './support/fake-app-services';
import { createFakeTimeline, statusEntries, type FakeTimeline } from './support/fake-timeline';
import { waitForState } from '../../support/wait-for-state';

const machine = vi.hoisted(() => ({ current: null as { useTimeline(): unknown } | null }));
vi.mock('../../../src/services/timelines/use-timeline', () => ({
  useTimeline: () => machine.current!.useTimeline(),
}));
vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

let layout: FakeLayout;
let mounted: Mounted | null = null;
let fake: FakeTimeline;

beforeEach(() => {
  layout = installFakeLayout({ viewport: 600, rowHeight: 100 });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  layout.restore();
});

function start(timeline: string, items: FeedEntry[], services: AppServices) {
  fake = createFakeTimeline(timeline, { items, next: null });
  machine.current = fake;
  mounted = mount(services, <Timeline timeline={timeline} />);
  return mounted.container;
}

function fakeStreaming(initial: StreamConnectionStatus['state']) {
  let status: StreamConnectionStatus = { state: initial, retryAt: null, attempts: 0 };
  const listeners = new Set<() => void>();
  const streaming: StreamingService = {
    subscribe: () => () => {},
    getStatus: () => status,
    onStatusChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resume: vi.fn(),
    setToken: () => {},
    halt: () => {},
    close: () => {},
  };
  return {
    streaming,
    set(state: StreamConnectionStatus['state']) {
      act(() => {
        status = { state, retryAt: null, attempts: state === 'paused' ? 1 : 0 };
        for (const listener of listeners) listener();
      });
    },
  };
}

const scroller = () => mounted!.container.querySelector<HTMLElement>('[data-feed-scroller]')!;
async function scrollTo(top: number) {
  await act(async () => {
    layout.scrollTo(scroller(), top);
  });
  await settle();
}

describe('live updates notice', () => {
  it('says live updates are paused and resumes them, while the connection is paused', async () => {
    const live = fakeStreaming('live');
    const services = { ...fakeServices({ me: '1' }), streaming: live.streaming };
    const container = start('hashtag:birds', statusEntries(5), services);
    await settle();
    expect(container.textContent).not.toContain('Live updates paused');
    live.set('paused');
    const notice = container.querySelector('[role="status"] .timeline-live__notice')!;
    expect(notice.textContent).toContain('Live updates paused');
    clickButton(container, 'Resume');
    expect(live.streaming.resume).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
    live.set('live');
    expect(container.textContent).not.toContain('Live updates paused');
  });

  it('is not shown on timelines without a stream', async () => {
    const live = fakeStreaming('paused');
    const container = start('account:7', statusEntries(3), { ...fakeServices({ me: '1' }), streaming: live.streaming });
    await settle();
    expect(container.textContent).not.toContain('Live updates paused');
  });
});

describe('home read marker', () => {
  /** The marker's tracker downloads after the first posts have painted: wait until it runs. */
  async function trackerIn() {
    await act(async () => {
      await import('../../../src/views/timelines/HomeMarkerTracker');
    });
    await settle(5);
  }

  function homeServices(lastReadId: string | null) {
    const get = vi
      .fn()
      .mockResolvedValue(
        lastReadId === null
          ? {}
          : { home: { last_read_id: lastReadId, version: 3, updated_at: '2024-01-01T00:00:00Z' } },
      );
    const save = vi.fn().mockResolvedValue({});
    return { services: fakeServices({ me: '1', api: { markers: { get, save } } }), get, save };
  }

  it('scrolls the last read post to the top when home first loads, then saves the newest post seen at the top', async () => {
    const { services, get, save } = homeServices('90');
    start('home', statusEntries(100), services);
    await settle();
    // the position is asked for alongside the first page, before the tracker arrives
    expect(get).toHaveBeenCalledWith(['home']);
    await trackerIn();
    expect(scroller().scrollTop).toBe(1000);
    expect(save).not.toHaveBeenCalled();

    await scrollTo(1500); // older than the marker: nothing to save
    expect(save).not.toHaveBeenCalled();
    await scrollTo(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith({ home: { last_read_id: '95' } }, {});
    await scrollTo(0); // within the throttle window: waits
    expect(save).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(save).toHaveBeenLastCalledWith({ home: { last_read_id: '100' } }, { keepalive: true });
  });

  it('leaves the reader at the top when the last read post is not among the loaded posts', async () => {
    const { services, save } = homeServices('5000');
    start('home', statusEntries(30), services);
    await trackerIn();
    expect(scroller().scrollTop).toBe(0);
    expect(save).not.toHaveBeenCalled();
  });

  it('restores the marker only on the first load: coming back keeps the place the reader left', async () => {
    const { services, get } = homeServices('90');
    start('home', statusEntries(100), services);
    await trackerIn();
    expect(scroller().scrollTop).toBe(1000);
    // virtua holds a programmatic scroll target for 150 ms (while rows get measured)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await scrollTo(3000);
    mounted!.unmount();
    mounted = null;
    start('home', statusEntries(100), services);
    await trackerIn();
    expect(scroller().scrollTop).toBe(3000);
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('follow suggestions row', () => {
  it('shows suggested accounts (asked once per account) with follow buttons', async () => {
    const relationship: ApiRelationship = {
      id: '7',
      following: true,
      showing_reblogs: true,
      notifying: false,
      followed_by: false,
      blocking: false,
      blocked_by: false,
      muting: false,
      muting_notifications: false,
      requested: false,
      requested_by: false,
      domain_blocking: false,
      endorsed: false,
      note: '',
    };
    const suggestions = vi.fn().mockResolvedValue([{ sources: ['global'], account: apiAccount('7') }]);
    const follow = vi.fn().mockResolvedValue(relationship);
    const stubs: ApiStubs = {
      discovery: { suggestions },
      accounts: { follow },
      markers: { get: vi.fn().mockResolvedValue({}), save: vi.fn().mockResolvedValue({}) },
    };
    const services = fakeServices({ me: '1', api: stubs });
    const items: FeedEntry[] = [
      ...statusEntries(2, 10),
      { kind: 'suggestions', key: 'suggestions' },
      ...statusEntries(2, 8),
    ];
    const container = start('home', items, services);
    await waitForState(() => expect(container.textContent).toContain('User 7'));
    const row = container.querySelector<HTMLElement>('[role="feed"] article[aria-posinset="3"]')!;
    expect(row.textContent).toContain('Suggested accounts');
    expect(row.textContent).toContain('User 7');
    const button = row.querySelector('button')!;
    expect(button.textContent).toBe('Follow');
    act(() => button.click());
    // the account action runner downloads on the first press
    await waitForState(() => expect(follow).toHaveBeenCalledWith('7', { reblogs: true, notify: false }));
    await settle();
    expect(row.querySelector('button')!.textContent).toBe('Unfollow');
    await expectNoAxeViolations(container);

    mounted!.unmount();
    mounted = null;
    start('home', items, services);
    await waitForState(() => expect(mounted!.container.textContent).toContain('User 7'));
    expect(suggestions).toHaveBeenCalledTimes(1);
    expect(mounted!.container.textContent).toContain('User 7');
  });
});
