// @vitest-environment jsdom
/** Counts of a collection the account hides are plain numbers, never links to a list that cannot be shown. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';
import { apiAccount } from '../entities/fixtures';
import { expectNoAxeViolations, settle } from '../timelines/support/fake-app-services';
import type { ApiAccount } from '../../../src/domain/entities/api-types';
import { renderProfile } from './support/render-profile';

vi.mock('../../../src/views/status/Status', async () => ({
  Status: (await import('./support/mock-status')).MockStatus,
}));

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

async function counts(account: ApiAccount, me: string | null = null) {
  const relationships = vi.fn().mockResolvedValue([{ id: account.id }]);
  const rendered = renderProfile(account, `/@${account.acct}`, { me, api: { accounts: { relationships } } });
  unmount = rendered.mounted.unmount;
  await settle();
  const entry = (key: string) => rendered.container.querySelector(`[data-count="${key}"] dd`)!;
  return { container: rendered.container, following: entry('following'), followers: entry('followers') };
}

const settings = (values: Partial<NonNullable<ApiAccount['other_settings']>>) => values as ApiAccount['other_settings'];

describe('hidden collections unlinked', () => {
  it('hide_collections: both numbers shown without a link', async () => {
    const { container, following, followers } = await counts(
      apiAccount('8', {
        username: 'hana',
        acct: 'hana',
        hide_collections: true,
        following_count: 3,
        followers_count: 9,
      }),
    );
    expect(following.textContent).toBe('3');
    expect(following.querySelector('a')).toBeNull();
    expect(followers.textContent).toBe('9');
    expect(followers.querySelector('a')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('kmyblue hide_network: both numbers shown without a link', async () => {
    const { following, followers } = await counts(
      apiAccount('9', { username: 'ren', acct: 'ren', other_settings: settings({ hide_network: true }) }),
    );
    expect(following.querySelector('a')).toBeNull();
    expect(followers.querySelector('a')).toBeNull();
  });

  it('an account that shows its lists keeps both links', async () => {
    const { following, followers } = await counts(apiAccount('10', { username: 'mio', acct: 'mio' }));
    expect(following.querySelector('a')!.getAttribute('href')).toBe('/@mio/following');
    expect(followers.querySelector('a')!.getAttribute('href')).toBe('/@mio/followers');
  });

  it("the reader's own hidden lists stay linked (the server shows them to their owner)", async () => {
    const { following, followers } = await counts(
      apiAccount('11', { username: 'me', acct: 'me', hide_collections: true }),
      '11',
    );
    expect(following.querySelector('a')).not.toBeNull();
    expect(followers.querySelector('a')).not.toBeNull();
  });
});
