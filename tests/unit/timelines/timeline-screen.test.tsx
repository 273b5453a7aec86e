// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import TimelineScreen from '../../../src/views/timelines/TimelineScreen';
import { importStatus } from '../../../src/services/store';
import { apiStatus } from '../entities/fixtures';
import { installFakeLayout, type FakeLayout } from './support/fake-layout';
// the countdown is a lazy part: loaded here first, so its wait starts as soon as the failure shows
import '../../../src/views/common/RetryCountdown';
import {
  clickButton,
  deferred,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from './support/fake-app-services';
import { until, waitForState } from '../../support/wait-for-state';

// The status renderer is another part's; here a post is its article, so these tests see only the timeline.
vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId, variant }: { statusId: string; variant?: string }) => (
    <article data-status-id={statusId} data-variant={variant}>
      post {statusId}
    </article>
  ),
}));

const NEXT = (maxId: string) => `https://social.example/api/v1/timelines/home?max_id=${maxId}`;
const page = (ids: string[], next: string | null): Page<ApiStatus> => ({
  items: ids.map((id) => apiStatus(id)),
  next,
  prev: null,
});

/** home asks for its read marker when it first loads (none here) and shows follow suggestions (none here) */
const homeExtras = () => ({
  markers: { get: vi.fn().mockResolvedValue({}), save: vi.fn().mockResolvedValue({}) },
  discovery: { suggestions: vi.fn().mockResolvedValue([]) },
});

let mounted: Mounted | null = null;
let layout: FakeLayout;
beforeEach(() => {
  layout = installFakeLayout();
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  layout.restore();
});

/** the posts of the feed (home also holds a follow-suggestions row: the fixtures' posts are old) */
const feedIds = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="feed"] [data-feed-item] article[data-status-id]')].map((item) =>
    item.getAttribute('data-status-id'),
  );
const feed = (container: HTMLElement) => container.querySelector('[role="feed"]')!;
/** The first page's rows are drawn one frame after another: waits until the feed has drawn them all. */
const firstPageDrawn = (container: HTMLElement) =>
  waitForState(() => expect(feed(container).getAttribute('aria-busy')).toBe('false'));

describe('TimelineScreen', () => {
  it('names the timeline in a heading, shows the first page as a feed and pages with "Load more", without duplicates', async () => {
    const home = vi
      .fn()
      .mockResolvedValueOnce(page(['30', '20'], NEXT('20')))
      .mockResolvedValueOnce(page(['20', '10'], NEXT('10')))
      .mockResolvedValueOnce(page(['5'], null));
    const services = fakeServices({ me: '1', api: { timelines: { home }, ...homeExtras() } });
    mounted = mount(services, <TimelineScreen timeline="home" />);
    const { container } = mounted;

    const heading = container.querySelector('h1')!;
    expect(heading.textContent).toBe('Home');
    expect(feed(container).getAttribute('aria-labelledby')).toBe(heading.id);
    expect(feed(container).getAttribute('aria-busy')).toBe('true');
    expect(container.textContent).toContain('Loading posts…');

    await settle();
    await firstPageDrawn(container);
    expect(feedIds(container)).toEqual(['30', '20']);
    expect(services.store.get('statuses', '30')?.content).toBe('<p>Status 30</p>');
    const first = container.querySelector('[data-feed-item="30"] article')!;
    expect(first.getAttribute('aria-posinset')).toBe('1');
    expect(first.getAttribute('aria-setsize')).toBe('-1');
    expect(first.getAttribute('data-variant')).toBe('timeline');

    clickButton(container, 'Load more');
    expect(home).toHaveBeenLastCalledWith(
      { max_id: '20' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await settle();
    expect(feedIds(container)).toEqual(['30', '20', '10']);
    expect(container.textContent).toContain('Loaded 1 more post');

    clickButton(container, 'Load more');
    expect(home).toHaveBeenLastCalledWith({ max_id: '10' }, expect.anything());
    await settle();
    expect(feedIds(container)).toEqual(['30', '20', '10', '5']);
    // the end: no more button, and the set size is known (four posts and the follow-suggestions row after the first)
    expect(container.textContent).not.toContain('Load more');
    expect(
      container.querySelector('[data-feed-item="suggestions:suggestions"] article')!.getAttribute('aria-posinset'),
    ).toBe('2');
    const last = container.querySelector('[data-feed-item="5"] article')!;
    expect(last.getAttribute('aria-setsize')).toBe('5');
    expect(last.getAttribute('aria-posinset')).toBe('5');
    await expectNoAxeViolations(container);
  });

  it('says it is loading more while the next page is on its way', async () => {
    const older = deferred<Page<ApiStatus>>();
    const home = vi
      .fn()
      .mockResolvedValueOnce(page(['2'], NEXT('2')))
      .mockReturnValueOnce(older.promise);
    mounted = mount(
      fakeServices({ me: '1', api: { timelines: { home }, ...homeExtras() } }),
      <TimelineScreen timeline="home" />,
    );
    await settle();
    await firstPageDrawn(mounted.container);
    clickButton(mounted.container, 'Load more');
    const button = [...mounted.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Loading more posts…',
    )!;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(feed(mounted.container).getAttribute('aria-busy')).toBe('true');
    act(() => button.click());
    expect(home).toHaveBeenCalledTimes(2);
    older.resolve(page(['1'], null));
    await settle();
    expect(feedIds(mounted.container)).toEqual(['2', '1']);
  });

  it('shows newer posts on refresh (since_id), above the ones held', async () => {
    const home = vi
      .fn()
      .mockResolvedValueOnce(page(['20'], null))
      .mockResolvedValueOnce(page(['40', '30', '20'], null));
    mounted = mount(
      fakeServices({ me: '1', api: { timelines: { home }, ...homeExtras() } }),
      <TimelineScreen timeline="home" />,
    );
    await settle();
    await firstPageDrawn(mounted.container);
    clickButton(mounted.container, 'Check for newer posts');
    expect(home).toHaveBeenLastCalledWith({ since_id: '20' }, expect.anything());
    await settle();
    expect(feedIds(mounted.container)).toEqual(['40', '30', '20']);
    expect(mounted.container.textContent).toContain('2 new posts');
  });

  it('reports a failed first load with the alert, offers a retry, and loads on retry', async () => {
    const failure = new ApiError({ kind: 'response', message: 'Bad Gateway', status: 502, statusText: 'Bad Gateway' });
    const list = vi
      .fn()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(page(['9'], null));
    const services = fakeServices({ me: '1', api: { timelines: { list } } });
    mounted = mount(services, <TimelineScreen timeline="list:4" />);
    await settle();
    expect(list).toHaveBeenCalledWith('4', {}, expect.anything());
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toContain(
      'This timeline could not be loaded.',
    );
    expect(services.alerts.getSnapshot()).toHaveLength(1);
    expect(services.alerts.getSnapshot()[0]!.title.values).toEqual({ status: 502 });
    await expectNoAxeViolations(mounted.container);

    clickButton(mounted.container, 'Try again');
    await settle();
    expect(mounted.container.querySelector('[role="alert"]')).toBeNull();
    expect(feedIds(mounted.container)).toEqual(['9']);
  });

  it('says why when the server did not answer or could not be reached, distinct from its errors', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'timeout', message: 'The request timed out', method: 'GET' }))
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Network error', method: 'GET' }))
      .mockResolvedValueOnce(page(['9'], null));
    const services = fakeServices({ me: '1', api: { timelines: { list } } });
    mounted = mount(services, <TimelineScreen timeline="list:4" />);
    const box = () => mounted!.container.querySelector('[role="alert"]')?.textContent ?? '';
    await until(() => box().includes('The server did not answer.'), 'the no-answer reason');
    expect(box()).toContain('This timeline could not be loaded.');
    // a read that got no answer raises no alert: the screen says it in place
    expect(services.alerts.getSnapshot()).toHaveLength(0);
    clickButton(mounted.container, 'Try again');
    // no answer at all: the offline line has said it, so the box is a quiet status, not an alarm
    const quiet = () =>
      mounted!.container.querySelector('.timeline-error--unreached[role="status"]')?.textContent ?? '';
    await until(() => quiet().includes('The server could not be reached.'), 'the unreachable reason');
    expect(quiet()).toContain('This timeline could not be loaded.');
    expect(mounted.container.querySelector('[role="alert"]')).toBeNull();
    clickButton(mounted.container, 'Try again');
    await until(() => feedIds(mounted!.container).length === 1, 'the post after the retry');
    expect(mounted.container.querySelector('.timeline-error')).toBeNull();
  });

  it('after a 429, Try again counts down to the reset time the server gave and only then loads', async () => {
    const limited = new ApiError({
      kind: 'response',
      message: 'Too many requests',
      status: 429,
      statusText: 'Too Many Requests',
      headers: new Headers({ 'X-RateLimit-Reset': new Date(Date.now() + 3_000).toISOString() }),
      method: 'GET',
    });
    const list = vi
      .fn()
      .mockRejectedValueOnce(limited)
      .mockResolvedValueOnce(page(['9'], null));
    mounted = mount(fakeServices({ me: '1', api: { timelines: { list } } }), <TimelineScreen timeline="list:4" />);
    const retryButton = () =>
      [...mounted!.container.querySelectorAll<HTMLButtonElement>('.timeline-error button')].find((b) =>
        /^Try again/.test(b.textContent ?? ''),
      );
    const waiting = await until(() => {
      const button = retryButton();
      return button?.textContent?.startsWith('Try again in ') ? button : null;
    }, 'the countdown');
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    expect(waiting.textContent).toMatch(/^Try again in [123] s$/);
    act(() => waiting.click());
    await settle();
    // pressed while waiting, it asks nothing
    expect(list).toHaveBeenCalledTimes(1);
    const ready = await until(
      () => (retryButton()?.textContent === 'Try again' ? retryButton() : null),
      'the end of the wait',
    );
    expect(ready.hasAttribute('aria-disabled')).toBe(false);
    act(() => ready.click());
    await until(() => feedIds(mounted!.container).length === 1, 'the post after the wait');
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('keeps the posts when loading more fails, with the account-timeline policy (404 raises no alert)', async () => {
    const notFound = new ApiError({ kind: 'response', message: 'Not Found', status: 404, statusText: 'Not Found' });
    const statuses = vi
      .fn()
      .mockResolvedValueOnce(page(['3'], 'https://social.example/api/v1/accounts/7/statuses?max_id=3'))
      .mockRejectedValueOnce(notFound)
      .mockResolvedValueOnce(page(['2'], null));
    const services = fakeServices({ api: { accounts: { statuses } } });
    mounted = mount(services, <TimelineScreen timeline="account:7" />);
    await settle();
    clickButton(mounted.container, 'Load more');
    await settle();
    expect(feedIds(mounted.container)).toEqual(['3']);
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toContain('More posts could not be loaded.');
    expect(services.alerts.getSnapshot()).toHaveLength(0);
    clickButton(mounted.container, 'Try again');
    expect(statuses).toHaveBeenLastCalledWith('7', { max_id: '3', exclude_replies: true }, expect.anything());
    await settle();
    expect(feedIds(mounted.container)).toEqual(['3', '2']);
  });

  it('says so when the timeline is empty', async () => {
    const publicTimeline = vi.fn().mockResolvedValue(page([], null));
    mounted = mount(
      fakeServices({ api: { timelines: { public: publicTimeline } } }),
      <TimelineScreen timeline="community" />,
    );
    await settle();
    expect(publicTimeline).toHaveBeenCalledWith({ local: true }, expect.anything());
    expect(mounted.container.querySelector('h1')!.textContent).toBe('Local timeline');
    expect(mounted.container.textContent).toContain('Nothing here yet.');
    expect(feedIds(mounted.container)).toEqual([]);
  });

  it('signed out, home asks to sign in instead of calling the server', () => {
    const home = vi.fn();
    const services = fakeServices({ me: null, api: { timelines: { home }, ...homeExtras() } });
    mounted = mount(services, <TimelineScreen timeline="home" />);
    expect(mounted.container.textContent).toContain('Sign in to see posts from the people you follow.');
    clickButton(mounted.container, 'Sign in');
    expect(services.session.addAccount).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    expect(mounted.container.querySelector('[role="feed"]')).toBeNull();
  });

  it('names hashtag timelines and refuses unknown names', async () => {
    const tag = vi.fn().mockResolvedValue(page([], null));
    mounted = mount(fakeServices({ api: { timelines: { tag } } }), <TimelineScreen timeline="hashtag:birds:local" />);
    await settle();
    expect(mounted.container.querySelector('h1')!.textContent).toBe('#birds (this server)');
    expect(tag).toHaveBeenCalledWith('birds', { local: true, any: [], all: [], none: [] }, expect.anything());
    mounted.unmount();
    mounted = mount(fakeServices(), <TimelineScreen timeline="nowhere" />);
    expect(mounted.container.textContent).toContain('This timeline does not exist.');
  });

  it('moves focus between posts with j / k and Page Down / Page Up', async () => {
    const publicTimeline = vi.fn().mockResolvedValue(page(['3', '2', '1'], null));
    mounted = mount(
      fakeServices({ me: '1', api: { timelines: { public: publicTimeline } } }),
      <TimelineScreen timeline="public" />,
    );
    await settle();
    await firstPageDrawn(mounted.container);
    const articles = [...mounted.container.querySelectorAll('[role="feed"] article')] as HTMLElement[];
    const press = (key: string) =>
      act(() => {
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      });
    act(() => articles[0]!.focus());
    press('j');
    expect(document.activeElement).toBe(articles[1]);
    press('PageDown');
    expect(document.activeElement).toBe(articles[2]);
    press('j');
    expect(document.activeElement).toBe(articles[2]);
    press('k');
    expect(document.activeElement).toBe(articles[1]);
    press('PageUp');
    expect(document.activeElement).toBe(articles[0]);
  });

  it('with the real machine: posts arriving while scrolled wait behind "N new posts", which shows them at the top', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => String(100 - i));
    const publicTimeline = vi.fn().mockResolvedValue(page(ids, null));
    const services = fakeServices({ me: '1', api: { timelines: { public: publicTimeline } } });
    mounted = mount(services, <TimelineScreen timeline="public" />);
    await settle();
    const scroller = mounted.container.querySelector<HTMLElement>('[data-feed-scroller]')!;
    await act(async () => {
      layout.scrollTo(scroller, 1500);
    });
    await settle();
    const actor = services.timelines.peek('public')!;
    expect(actor.getSnapshot().context.atTop).toBe(false);

    act(() => {
      for (const id of ['101', '102', '103']) {
        importStatus(services.store, apiStatus(id));
        actor.send({ type: 'STREAM_UPDATE', id });
      }
    });
    await settle();
    // nothing moved: the posts wait
    expect(scroller.scrollTop).toBe(1500);
    expect(feedIds(mounted.container)).not.toContain('103');
    const button = [...mounted.container.querySelectorAll('button')].find((b) =>
      /new post/i.test(b.textContent ?? ''),
    )!;
    expect(button.textContent).toContain('3 new posts');

    act(() => button.click());
    await settle();
    expect(scroller.scrollTop).toBe(0);
    expect(feedIds(mounted.container).slice(0, 3)).toEqual(['103', '102', '101']);
    expect(document.activeElement?.getAttribute('data-status-id')).toBe('103');
    expect([...mounted.container.querySelectorAll('button')].some((b) => /new post/i.test(b.textContent ?? ''))).toBe(
      false,
    );
    expect(actor.getSnapshot().context.unread).toBe(0);
  });

  it('a new view that opens at the top tells the chart so, though no scroll event comes: live posts show at once', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => String(100 - i));
    const publicTimeline = vi.fn().mockResolvedValue(page(ids, null));
    const services = fakeServices({ me: '1', api: { timelines: { public: publicTimeline } } });
    mounted = mount(services, <TimelineScreen timeline="public" />);
    await settle();
    const actor = services.timelines.peek('public')!;
    // an earlier view of this feed was left scrolled down; the chart (which outlives views) still says so
    act(() => actor.send({ type: 'SCROLLED', atTop: false }));
    mounted.unmount();
    mounted = mount(services, <TimelineScreen timeline="public" />);
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    await settle();
    expect(mounted.container.querySelector<HTMLElement>('[data-feed-scroller]')!.scrollTop).toBe(0);
    expect(actor.getSnapshot().context.atTop).toBe(true);

    act(() => {
      importStatus(services.store, apiStatus('101'));
      actor.send({ type: 'STREAM_UPDATE', id: '101' });
    });
    await settle();
    expect(feedIds(mounted.container)[0]).toBe('101');
  });
});
