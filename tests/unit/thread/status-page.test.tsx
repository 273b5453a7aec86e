// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import StatusPage from '../../../src/views/status-page/StatusPage';
import { apiStatus } from '../entities/fixtures';
import {
  clickButton,
  deferred,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from '../timelines/support/fake-app-services';

// The status renderer is another part's; here a post is its article, so these tests see only the thread.
vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId, variant }: { statusId: string; variant?: string }) => (
    <article data-status-id={statusId} data-variant={variant}>
      post {statusId}
    </article>
  ),
}));

const ROUTE = '/:acct/:statusId';
const error = (status: number, statusText: string) =>
  new ApiError({ kind: 'response', message: statusText, status, statusText });

/**
 *   a1 <- a2 <- FOCUS <- r1 <- r2 <- r3
 *                     \       \- r4
 *                      \- r5            (r6 replies to a post outside the thread)
 */
const context = {
  ancestors: [apiStatus('a1'), apiStatus('a2', { in_reply_to_id: 'a1' })],
  descendants: [
    apiStatus('r1', { in_reply_to_id: 'focus' }),
    apiStatus('r2', { in_reply_to_id: 'r1' }),
    apiStatus('r3', { in_reply_to_id: 'r2' }),
    apiStatus('r4', { in_reply_to_id: 'r1' }),
    apiStatus('r5', { in_reply_to_id: 'focus' }),
    apiStatus('r6', { in_reply_to_id: 'elsewhere' }),
  ],
  references: [apiStatus('ref1'), apiStatus('ref2')],
};

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const items = (root: ParentNode) =>
  [...root.querySelectorAll('[data-feed-item]')].map((el) => el.getAttribute('data-feed-item'));

describe('StatusPage', () => {
  it('shows ancestors, the focused post (detailed, focused), replies by level and the references', async () => {
    const get = vi.fn().mockResolvedValue(apiStatus('focus', { in_reply_to_id: 'a2' }));
    const contextCall = vi.fn().mockResolvedValue(context);
    const services = fakeServices({ api: { statuses: { get, context: contextCall } } });
    mounted = mount(services, <StatusPage />, { route: ROUTE, path: '/@alice/focus' });
    expect(mounted.container.textContent).toContain('Loading post…');
    await settle();
    const { container } = mounted;

    expect(get).toHaveBeenCalledWith('focus', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(contextCall).toHaveBeenCalledWith('focus', expect.anything());
    expect(container.querySelector('h1')!.textContent).toBe('Post');
    expect(items(container)).toEqual(['a1', 'a2', 'focus', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'ref1', 'ref2']);

    const focused = container.querySelector<HTMLElement>('[data-feed-item="focus"] article')!;
    expect(focused.getAttribute('data-variant')).toBe('detailed');
    expect(document.activeElement).toBe(focused);

    const levels = Object.fromEntries(
      [...container.querySelectorAll('li[aria-level]')].map((li) => [
        li.getAttribute('data-feed-item'),
        Number(li.getAttribute('aria-level')),
      ]),
    );
    expect(levels).toEqual({ r1: 1, r2: 2, r3: 3, r4: 2, r5: 1, r6: 1 });
    expect(
      container.querySelector<HTMLElement>('[data-feed-item="r3"]')!.style.getPropertyValue('--thread-indent'),
    ).toBe('2');

    const references = [...container.querySelectorAll('section')].find(
      (s) => s.querySelector('h2')?.textContent === 'References',
    )!;
    expect(items(references)).toEqual(['ref1', 'ref2']);
    // the context's posts are in the store for the renderer
    expect(services.store.get('statuses', 'r3')?.in_reply_to_id).toBe('r2');
    await expectNoAxeViolations(container);
  });

  it('moves through the thread by keyboard', async () => {
    const get = vi.fn().mockResolvedValue(apiStatus('focus'));
    const contextCall = vi
      .fn()
      .mockResolvedValue({ ancestors: [apiStatus('a1')], descendants: [apiStatus('r1', { in_reply_to_id: 'focus' })] });
    mounted = mount(fakeServices({ api: { statuses: { get, context: contextCall } } }), <StatusPage />, {
      route: ROUTE,
      path: '/@alice/focus',
    });
    await settle();
    const article = (id: string) => mounted!.container.querySelector(`[data-feed-item="${id}"] article`);
    const press = (key: string) =>
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    expect(document.activeElement).toBe(article('focus'));
    press('k');
    expect(document.activeElement).toBe(article('a1'));
    press('j');
    press('j');
    expect(document.activeElement).toBe(article('r1'));
  });

  it('says "This post is unavailable" on 404, without an alert', async () => {
    const get = vi.fn().mockRejectedValue(error(404, 'Not Found'));
    const contextCall = vi.fn().mockRejectedValue(error(404, 'Not Found'));
    const services = fakeServices({ api: { statuses: { get, context: contextCall } } });
    mounted = mount(services, <StatusPage />, { route: ROUTE, path: '/@alice/gone' });
    await settle();
    expect(mounted.container.textContent).toContain('This post is unavailable');
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('reports other failures with an alert and loads again on retry', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(error(500, 'Internal Server Error'))
      .mockResolvedValueOnce(apiStatus('9'));
    const contextCall = vi.fn().mockResolvedValue({ ancestors: [], descendants: [] });
    const services = fakeServices({ api: { statuses: { get, context: contextCall } } });
    mounted = mount(services, <StatusPage />, { route: ROUTE, path: '/@alice/9' });
    await settle();
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toContain('This post could not be loaded.');
    expect(services.alerts.getSnapshot()).toHaveLength(1);
    clickButton(mounted.container, 'Try again');
    await settle();
    expect(items(mounted.container)).toEqual(['9']);
  });

  it('shows the post while the conversation loads, and says so when the conversation fails', async () => {
    const later = deferred<unknown>();
    const get = vi.fn().mockResolvedValue(apiStatus('9'));
    const contextCall = vi.fn().mockReturnValue(later.promise);
    const services = fakeServices({ api: { statuses: { get, context: contextCall } } });
    mounted = mount(services, <StatusPage />, { route: ROUTE, path: '/@alice/9' });
    await settle();
    expect(items(mounted.container)).toEqual(['9']);
    expect(mounted.container.textContent).toContain('Loading the conversation…');
    later.reject(error(503, 'Service Unavailable'));
    await settle();
    expect(mounted.container.textContent).toContain('The rest of the conversation could not be loaded.');
    expect(items(mounted.container)).toEqual(['9']);
    expect(services.alerts.getSnapshot()).toHaveLength(1);
  });
});
