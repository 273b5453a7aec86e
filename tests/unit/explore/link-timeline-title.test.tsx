// @vitest-environment jsdom
/**
 * A link timeline's heading: opened from the trending links, it names the article by its title (carried in the
 * history entry, for that link only); otherwise it names the link by its address.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { linkTimelineState } from '../../../src/services/explore/trend-links';
import TimelineScreen from '../../../src/views/timelines/TimelineScreen';
import { fakeServices, mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';

const URL_ = 'https://news.example/articles/storm';
const empty: Page<ApiStatus> = { items: [], next: null, prev: null };

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

async function headingWith(state: unknown) {
  const services = fakeServices({ api: { timelines: { link: vi.fn().mockResolvedValue(empty) } } });
  mounted = mount(services, <TimelineScreen timeline={`link:${URL_}`} />, { path: '/links/x', state });
  await settle();
  return mounted.container.querySelector('h1')?.textContent;
}

describe('link timeline title', () => {
  it("opened from the trending links, the heading names the article's title", async () => {
    expect(await headingWith({ ...linkTimelineState(URL_, 'Storm damage'), tsubame: true })).toBe(
      'Posts sharing Storm damage',
    );
  });

  it('otherwise, or with the title of another link, it names the address', async () => {
    expect(await headingWith(undefined)).toBe('Posts sharing news.example/articles/storm');
    mounted?.unmount();
    mounted = null;
    expect(await headingWith(linkTimelineState('https://other.example/', 'Other'))).toBe(
      'Posts sharing news.example/articles/storm',
    );
  });
});
