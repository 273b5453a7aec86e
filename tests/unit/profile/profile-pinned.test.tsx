// @vitest-environment jsdom
/** Pinned posts on a profile: above the posts of the Posts tab, each under a "Pinned" line. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';
import { apiAccount, apiStatus } from '../entities/fixtures';
import { expectNoAxeViolations, settle } from '../timelines/support/fake-app-services';
import { importStatus } from '../../../src/services/store';
import { stillPinned } from '../../../src/services/data/definitions/account-pinned';
import { normaliseStatus } from '../../../src/domain/entities';
import { renderProfile } from './support/render-profile';

vi.mock('../../../src/views/status/Status', async () => ({
  Status: (await import('./support/mock-status')).MockStatus,
}));

const alice = apiAccount('7', { username: 'alice', acct: 'alice' });

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

function render(path: string, options: Parameters<typeof renderProfile>[2] = {}) {
  const rendered = renderProfile(alice, path, options);
  unmount = rendered.mounted.unmount;
  return rendered;
}

const pinnedIds = (container: HTMLElement) =>
  [...container.querySelectorAll('.profile-pinned [data-status-id]')].map((el) => el.getAttribute('data-status-id'));

describe('pinned posts', () => {
  it('pinned shown with label: above the posts, each through the timeline status renderer under "Pinned"', async () => {
    const { container, statuses } = render('/@alice', { pinned: ['50', '40'] });
    await settle();
    expect(statuses).toHaveBeenCalledWith('7', { pinned: true }, expect.anything());
    const section = container.querySelector('section.profile-pinned')!;
    expect(section.querySelector('h2')!.textContent).toBe('Pinned posts');
    expect(section.getAttribute('aria-labelledby')).toBe(section.querySelector('h2')!.id);
    expect(pinnedIds(container)).toEqual(['50', '40']);
    const items = [...section.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('.profile-pinned-label')!.textContent)).toEqual(['Pinned', 'Pinned']);
    for (const item of items) {
      const article = item.querySelector('article')!;
      // the same renderer and variant as a timeline row, filtered in the account context
      expect(article.dataset).toMatchObject({ variant: 'timeline', context: 'account:7' });
      // the "Pinned" line describes the post to screen readers, and the post is focusable
      expect(article.getAttribute('aria-describedby')).toBe(item.querySelector('.profile-pinned-label')!.id);
      expect(article.tabIndex).toBe(0);
    }
    // the pinned list comes before the posts' feed, which still holds its own rows
    const feed = container.querySelector('[role="feed"]')!;
    expect(section.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect([...feed.querySelectorAll('[data-feed-item]')].map((el) => el.getAttribute('data-feed-item'))).toEqual([
      '100',
      '99',
    ]);
    await expectNoAxeViolations(container);
  });

  it('a pinned post may also appear among the posts below, as on Mastodon', async () => {
    const { container } = render('/@alice', { pinned: ['100'] });
    await settle();
    expect(pinnedIds(container)).toEqual(['100']);
    expect(container.querySelector('[role="feed"] [data-feed-item="100"]')).not.toBeNull();
  });

  it('nothing pinned: no section, no heading', async () => {
    const { container } = render('/@alice');
    await settle();
    expect(container.querySelector('.profile-pinned')).toBeNull();
    expect(container.textContent).not.toContain('Pinned posts');
  });

  it('pinned posts are only on the Posts tab, never asked for on the others', async () => {
    for (const path of ['/@alice/with_replies', '/@alice/media']) {
      const { container, statuses } = render(path, { pinned: ['50'] });
      await settle();
      expect(container.querySelector('.profile-pinned')).toBeNull();
      expect(statuses.mock.calls.some(([, params]) => params.pinned)).toBe(false);
      unmount!();
      unmount = null;
    }
  });

  it("the reader's own post leaves the pinned list at once when unpinned, and a deleted post too", async () => {
    const own = (id: string) => apiStatus(id, { account: alice, pinned: true });
    const { container, services } = render('/@alice', {
      me: '7',
      api: {
        accounts: {
          statuses: vi.fn((_id: string, params: { pinned?: boolean }) =>
            Promise.resolve({ items: params.pinned ? [own('50'), own('40')] : [], next: null, prev: null }),
          ),
        },
      },
    });
    await settle();
    expect(pinnedIds(container)).toEqual(['50', '40']);
    act(() => {
      importStatus(services.store, apiStatus('50', { account: alice, pinned: false }));
    });
    expect(pinnedIds(container)).toEqual(['40']);
    act(() => {
      services.store.remove('statuses', '40');
    });
    expect(container.querySelector('.profile-pinned')).toBeNull();
  });

  it('a failure of the pinned posts raises no alert of its own (the posts below use the same call)', async () => {
    const { container, services } = render('/@alice', {
      api: {
        accounts: {
          statuses: vi.fn((_id: string, params: { pinned?: boolean }) =>
            params.pinned
              ? Promise.reject(new Error('offline'))
              : Promise.resolve({ items: [apiStatus('100')], next: null, prev: null }),
          ),
        },
      },
    });
    await settle();
    expect(container.querySelector('.profile-pinned')).toBeNull();
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});

describe('stillPinned', () => {
  const status = (accountId: string, pinned: boolean) =>
    normaliseStatus(apiStatus('1', { account: apiAccount(accountId), pinned }), { currentAccountId: null })!;

  it("keeps another account's post whatever its pinned field says (the server tells only the author)", () => {
    expect(stillPinned(status('7', false), '42')).toBe(true);
    expect(stillPinned(status('7', false), null)).toBe(true);
  });

  it("drops the reader's own post once unpinned, and a post no longer stored", () => {
    expect(stillPinned(status('42', false), '42')).toBe(false);
    expect(stillPinned(status('42', true), '42')).toBe(true);
    expect(stillPinned(undefined, '42')).toBe(false);
  });
});
