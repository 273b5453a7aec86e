// @vitest-environment jsdom
/**
 * The announcements slot of the timeline screen: the home timeline of a signed-in reader shows the server's
 * announcements above its posts (the panel downloads after the first posts have painted); other timelines and the
 * signed-out home ask for none.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import TimelineScreen from '../../../src/views/timelines/TimelineScreen';
import { apiStatus } from '../entities/fixtures';
import { appears } from '../status/status-harness';
import { fakeServices, mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';

vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

const page = (ids: string[]): Page<ApiStatus> => ({ items: ids.map((id) => apiStatus(id)), next: null, prev: null });
const announcement = {
  id: '7',
  content: '<p>Server upgrade tonight</p>',
  all_day: false,
  published_at: '2026-03-01T00:00:00Z',
  updated_at: '2026-03-01T00:00:00Z',
  read: false,
  reactions: [],
  emojis: [],
  mentions: [],
  tags: [],
  statuses: [],
};

function services(me: string | null, list = vi.fn().mockResolvedValue([announcement])) {
  return {
    list,
    services: fakeServices({
      me,
      api: {
        timelines: { home: vi.fn().mockResolvedValue(page(['30'])), public: vi.fn().mockResolvedValue(page(['31'])) },
        markers: { get: vi.fn().mockResolvedValue({}), save: vi.fn().mockResolvedValue({}) },
        discovery: { suggestions: vi.fn().mockResolvedValue([]) },
        announcements: { list },
      },
    }),
  };
}

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

describe('the announcements slot', () => {
  it('shows the announcements above the posts of the signed-in home timeline', async () => {
    const { services: signedIn } = services('1');
    mounted = mount(signedIn, <TimelineScreen timeline="home" />);
    const { container } = mounted;
    const panel = await appears(() => container.querySelector('section.announcements'), 'the announcements panel');
    expect(panel.querySelector('.announcements__toggle')?.textContent).toContain('1 unread');
    const feed = container.querySelector('[role="feed"]')!;
    expect(panel.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks for none on another timeline, nor on the signed-out home', async () => {
    const other = services('1');
    mounted = mount(other.services, <TimelineScreen timeline="public" />);
    await settle(10);
    expect(other.list).not.toHaveBeenCalled();
    mounted.unmount();
    const signedOut = services(null);
    mounted = mount(signedOut.services, <TimelineScreen timeline="home" />);
    await settle(10);
    expect(signedOut.list).not.toHaveBeenCalled();
    expect(mounted.container.querySelector('section.announcements')).toBeNull();
  });

  it('says nothing when the list cannot be fetched: no alert, no panel', async () => {
    const { services: failing } = services('1', vi.fn().mockRejectedValue(new Error('down')));
    mounted = mount(failing, <TimelineScreen timeline="home" />);
    await settle(10);
    expect(mounted.container.querySelector('section.announcements')).toBeNull();
    expect(failing.alerts.getSnapshot()).toEqual([]);
  });
});
