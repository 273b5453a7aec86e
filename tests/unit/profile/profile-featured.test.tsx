// @vitest-environment jsdom
/** A profile's featured hashtags and featured profiles (endorsements). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';
import { apiAccount } from '../entities/fixtures';
import { clickButton, expectNoAxeViolations, settle, type ApiStubs } from '../timelines/support/fake-app-services';
import { ApiError } from '../../../src/domain/errors/api-error';
import { featuredTagRows } from '../../../src/services/data/definitions/account-featured-tags';
import { page, renderProfile } from './support/render-profile';

vi.mock('../../../src/views/status/Status', async () => ({
  Status: (await import('./support/mock-status')).MockStatus,
}));

const alice = apiAccount('7', { username: 'alice', acct: 'alice' });
const notFound = new ApiError({ kind: 'response', message: 'Not Found', status: 404, statusText: 'Not Found' });
const failure = new ApiError({ kind: 'response', message: 'Oops', status: 500, statusText: 'Server Error' });

let layout: FakeLayout;
let unmount: (() => void) | null = null;
beforeEach(() => {
  layout = installFakeLayout();
});
afterEach(() => {
  layout.restore();
  unmount?.();
  unmount = null;
});

function render(api: ApiStubs) {
  const rendered = renderProfile(alice, '/@alice', { api });
  unmount = rendered.mounted.unmount;
  return rendered;
}

const section = (container: HTMLElement, heading: string) =>
  [...container.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === heading) ?? null;

describe('featured hashtags', () => {
  it('featured tag links to tagged view, with its post count and the day of the last post', async () => {
    const featuredTags = vi.fn().mockResolvedValue([
      {
        id: '1',
        name: 'birds',
        url: 'https://x/@alice/tagged/birds',
        statuses_count: '12',
        last_status_at: '2025-03-04',
      },
      { id: '2', name: 'tea', url: 'https://x/@alice/tagged/tea', statuses_count: '1', last_status_at: null },
    ]);
    const { container, services } = render({ accounts: { featuredTags } });
    await settle();
    expect(featuredTags).toHaveBeenCalledWith('7', expect.anything());
    const list = section(container, 'Featured hashtags')!;
    const items = [...list.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('a')!.getAttribute('href'))).toEqual([
      '/@alice/tagged/birds',
      '/@alice/tagged/tea',
    ]);
    expect(items[0]!.textContent).toBe('#birds12 posts · last post on Mar 4, 2025');
    expect(items[0]!.querySelector('time')!.getAttribute('datetime')).toBe('2025-03-04');
    expect(items[1]!.textContent).toBe('#tea1 post');
    items[0]!.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(services.navigate).toHaveBeenCalledWith('/@alice/tagged/birds');
    await expectNoAxeViolations(container);
  });

  it('left out when the account features none, or when the call fails, with no alert', async () => {
    const empty = render({});
    await settle();
    expect(section(empty.container, 'Featured hashtags')).toBeNull();
    unmount!();
    const failed = render({ accounts: { featuredTags: vi.fn().mockRejectedValue(failure) } });
    await settle();
    expect(section(failed.container, 'Featured hashtags')).toBeNull();
    expect(failed.services.alerts.getSnapshot()).toEqual([]);
  });

  it('reads counts sent as strings or numbers, and drops rows without a name', () => {
    expect(
      featuredTagRows([
        { id: '1', name: '#Birds', statuses_count: '3', last_status_at: '2025-01-02T10:00:00Z' },
        { id: '2', name: 'tea', statuses_count: 4 },
        { id: '3', name: '' },
        'junk',
      ]),
    ).toEqual([
      { id: '1', name: 'Birds', statusesCount: 3, lastStatusAt: '2025-01-02' },
      { id: '2', name: 'tea', statusesCount: 4, lastStatusAt: null },
    ]);
  });
});

describe('featured profiles (endorsements)', () => {
  const endorsed = [
    apiAccount('20', { username: 'bob', acct: 'bob', display_name: 'Bob' }),
    apiAccount('21', { username: 'yuki', acct: 'yuki@xn--r8jz45g.xn--zckzah', display_name: 'Yuki' }),
  ];

  it('a row of the endorsed accounts, avatar and name linking to each profile', async () => {
    const endorsements = vi.fn().mockResolvedValue(page(endorsed));
    const { container } = render({ accounts: { endorsements } });
    await settle();
    const row = section(container, 'Featured profiles')!;
    const links = [...row.querySelectorAll('li a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/@bob', '/@yuki@xn--r8jz45g.xn--zckzah']);
    expect(links.map((a) => a.textContent)).toEqual(['Bob@bob', 'Yuki@yuki@例え.テスト']);
    expect(links[0]!.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(row.querySelector('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('"Show more" asks for the next page while the server has one', async () => {
    const next = 'https://social.example/api/v1/accounts/7/endorsements?max_id=21';
    const endorsements = vi
      .fn()
      .mockResolvedValueOnce(page([endorsed[0]!], next))
      .mockResolvedValueOnce(page([endorsed[1]!]));
    const { container } = render({ accounts: { endorsements } });
    await settle();
    clickButton(container, 'Show more');
    await settle();
    expect(endorsements).toHaveBeenLastCalledWith('7', { max_id: '21' }, expect.anything());
    expect(section(container, 'Featured profiles')!.querySelectorAll('li')).toHaveLength(2);
    expect(section(container, 'Featured profiles')!.querySelector('button')).toBeNull();
  });

  it('endorsements 404 leaves nothing and raises no alert (an older server)', async () => {
    const endorsements = vi.fn().mockRejectedValue(notFound);
    const { container, services } = render({ accounts: { endorsements } });
    await settle();
    expect(endorsements).toHaveBeenCalled();
    expect(section(container, 'Featured profiles')).toBeNull();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('left out when there are none, and quiet when the call fails', async () => {
    const empty = render({});
    await settle();
    expect(section(empty.container, 'Featured profiles')).toBeNull();
    unmount!();
    const failed = render({ accounts: { endorsements: vi.fn().mockRejectedValue(failure) } });
    await settle();
    expect(section(failed.container, 'Featured profiles')).toBeNull();
    expect(failed.services.alerts.getSnapshot()).toEqual([]);
  });
});
