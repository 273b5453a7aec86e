// @vitest-environment jsdom
/**
 * The Explore screen against the sandbox through the real API (contract-checked): signed out, the Posts tab
 * lists the server's trending posts in its feed and Load more brings the next page by offset; the News tab lists
 * the trending links, each row opening the link's timeline in the app (its title carried along) with a second,
 * labelled link to the article on its site, and saying how many people talked about it in the past two days;
 * a trends failure raises no alert but says so in place, and Retry loads; the tabs are links reached by keyboard,
 * and the panel shown is always the one the selected tab names (aria-controls), also after a tab opens in place.
 */
import { act, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi, createApiClient, type Api } from '../../../src/services/api';
import ExploreScreen from '../../../src/views/explore/ExploreScreen';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { clickButton, fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';

const contract = useContractSandbox();
let bob: SignedIn;
let anonymous: Api;
let mounted: Mounted | null = null;
let layout: FakeLayout;

beforeAll(async () => {
  bob = await signIn(contract, { username: 'bob' });
  anonymous = createApi(createApiClient({ server: contract.origin }));
});
beforeEach(() => {
  layout = installFakeLayout({ viewport: 10_000, rowHeight: 100 });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  layout.restore();
  contract.sandbox.ctx.options.faultPaths = [];
  contract.sandbox.ctx.options.errorRate = 0;
  document.body.innerHTML = '';
});

function open(path: string, signedIn = false) {
  const services = signedIn
    ? fakeServices({ me: bob.accountId, realApi: bob.api, server: contract.origin })
    : fakeServices({ realApi: anonymous, server: contract.origin });
  mounted = mount(services, <ExploreScreen />, { path });
  return { services, container: mounted.container };
}

const rowIds = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="feed"] [data-feed-item]')].map((row) => row.getAttribute('data-feed-item'));
const tabs = (container: HTMLElement) => [...container.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];

describe('explore with the sandbox', () => {
  it('signed out, /explore shows the trending posts as the server lists them; Load more adds the next page', async () => {
    const { container, services } = open('/explore');
    expect(container.querySelector('h1')?.textContent).toBe('Explore');
    const first = (await anonymous.discovery.trendStatuses({ limit: 20 })).items.map((s) => s.id);
    await until(() => rowIds(container).length === first.length);
    expect(rowIds(container)).toEqual(first);
    expect(container.querySelector('[role="feed"]')?.getAttribute('aria-busy')).not.toBe('true');

    clickButton(container, 'Load more');
    const second = (await anonymous.discovery.trendStatuses({ limit: 20, offset: 20 })).items.map((s) => s.id);
    await until(() => rowIds(container).length === first.length + second.length);
    expect(rowIds(container)).toEqual([...first, ...second]);
    expect(contract.observed.get('discovery.trendStatuses')).toContain(200);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('the tabs are links with their own addresses; the one the path names is selected', async () => {
    const { container } = open('/explore/links');
    const [posts, , links] = tabs(container);
    expect(tabs(container).map((tab) => tab.textContent)).toEqual(['Posts', 'Hashtags', 'News', 'Directory']);
    expect(posts?.getAttribute('href')).toBe('/explore');
    expect(links?.getAttribute('href')).toBe('/explore/links');
    expect(links?.getAttribute('aria-selected')).toBe('true');
    expect(posts?.getAttribute('aria-selected')).toBe('false');
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Explore');
    await until(() => container.querySelector('.trend-link'));
  });

  it('the tabs are reached by keyboard: one Tab stop, arrows move between them, Enter opens the tab', async () => {
    const { container, services } = open('/explore');
    const [posts, hashtags, links] = tabs(container);
    // one Tab stop: the selected tab
    expect(posts?.tabIndex).toBe(0);
    expect(links?.tabIndex).toBe(-1);
    act(() => posts!.focus());
    for (const next of [hashtags, links]) {
      act(() => {
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      });
      expect(document.activeElement).toBe(next);
    }
    // arrows only move focus; the reader opens the tab with Enter
    expect(services.navigate).not.toHaveBeenCalled();
    act(() => {
      links!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      links!.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true }));
    });
    await until(() => services.navigate.mock.calls.length > 0);
    expect(services.navigate.mock.calls[0]?.[0]).toBe('/explore/links');
  });

  it('the panel shown is the one the selected tab names, also after another tab opens in place', async () => {
    const services = fakeServices({ realApi: anonymous, server: contract.origin });
    // the app's navigation moves this router, so the same screen follows the address
    function Navigating() {
      const navigate = useNavigate();
      useEffect(() => {
        services.navigate.mockImplementation((path) => void navigate(path));
      }, [navigate]);
      return <ExploreScreen />;
    }
    mounted = mount(services, <Navigating />, { path: '/explore' });
    const { container } = mounted;
    const selected = () => container.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const pairing = () => {
      const tab = selected();
      const panel = container.querySelector<HTMLElement>('[role="tabpanel"]');
      return {
        controls: tab?.getAttribute('aria-controls'),
        panel: panel?.id,
        labelledBy: panel?.getAttribute('aria-labelledby'),
        tab: tab?.id,
      };
    };
    const first = pairing();
    expect(first.controls).toBe(first.panel);
    act(() => tabs(container)[2]!.click());
    await until(() => selected()?.textContent === 'News');
    const after = pairing();
    expect(after.controls).toBe(after.panel);
    expect(after.labelledBy).toBe(after.tab);
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(1);
  });

  it('/explore/links lists the trending links: in-app link, article link, picture and people in the past 2 days', async () => {
    const { container, services } = open('/explore/links', true);
    const server = await bob.api.discovery.trendLinks({ limit: 20 });
    await until(() => container.querySelectorAll('.trend-link').length === server.length);
    const rows = [...container.querySelectorAll<HTMLElement>('.trend-link')];
    server.forEach((link, index) => {
      const row = rows[index]!;
      const main = row.querySelector<HTMLAnchorElement>('a.trend-link__main')!;
      expect(main.getAttribute('href')).toBe(`/links/${encodeURIComponent(link.url)}`);
      expect(row.querySelector('.trend-link__title')?.textContent).toBe(link.title);
      // named by all it shows (site, title, description), so its name holds its visible text
      expect(main.getAttribute('aria-labelledby') ?? main.getAttribute('aria-label')).toBeNull();
      expect(main.textContent).toContain(link.title);
      const people = Number(link.history[0]!.accounts) + Number(link.history[1]!.accounts);
      expect(row.querySelector('.trend-link__usage')?.textContent).toBe(
        `${people} ${people === 1 ? 'person' : 'people'} talked about this in the past 2 days`,
      );
      const article = row.querySelector<HTMLAnchorElement>('a.trend-link__article')!;
      expect(article.getAttribute('href')).toBe(link.url);
      expect(article.target).toBe('_blank');
      expect(article.rel).toBe('noopener noreferrer nofollow');
      expect(article.getAttribute('aria-label')).toContain(`Open article: ${link.title}`);
      const picture = row.querySelector('img.trend-link__image');
      if (link.image) {
        expect(picture?.getAttribute('alt')).toBe('');
        expect(picture?.getAttribute('loading')).toBe('lazy');
      } else expect(picture).toBeNull();
    });
    // the in-app link names the article: its title travels with the navigation
    const first = server[0]!;
    act(() => rows[0]!.querySelector<HTMLAnchorElement>('a.trend-link__main')!.click());
    expect(services.navigate).toHaveBeenCalledWith(`/links/${encodeURIComponent(first.url)}`, {
      state: { linkTitle: { url: first.url, title: first.title } },
    });
    expect(contract.observed.get('discovery.trendLinks')).toContain(200);
  });

  it('a failed trends call raises no alert: the tab says so with Retry, which loads the posts', async () => {
    contract.sandbox.ctx.options.faultPaths = ['/api/v1/trends/statuses'];
    contract.sandbox.ctx.options.errorRate = 1;
    const { container, services } = open('/explore');
    const failure = () =>
      [...container.querySelectorAll('[role="status"], [role="alert"]')].find((n) =>
        n.textContent?.includes('Trends could not be loaded right now.'),
      );
    await until(() => failure());
    expect(failure()!.getAttribute('role')).toBe('status');
    expect(services.alerts.getSnapshot()).toEqual([]);

    contract.sandbox.ctx.options.errorRate = 0;
    clickButton(container, 'Retry');
    await until(() => rowIds(container).length > 0);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});
