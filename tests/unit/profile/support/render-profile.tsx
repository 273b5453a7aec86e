/**
 * The profile page on stubbed calls, for the profile's view tests: the account a lookup finds, its posts (the
 * pinned ones asked with pinned: true), and its extras (featured tags, featured profiles, familiar followers),
 * all answering empty unless a test gives its own.
 */
import { vi } from 'vitest';
import type { Page } from '../../../../src/services/api';
import type { ApiAccount, ApiStatus } from '../../../../src/domain/entities/api-types';
import ProfilePage from '../../../../src/views/profile/ProfilePage';
import { LayoutProvider, type LayoutState } from '../../../../src/views/shell/layout-context';
import { apiStatus } from '../../entities/fixtures';
import { fakeServices, mount, type ApiStubs, type Mounted } from '../../timelines/support/fake-app-services';

export const page = <T,>(items: T[], next: string | null = null): Page<T> => ({ items, next, prev: null });
export const statusPage = (ids: string[]): Page<ApiStatus> => page(ids.map((id) => apiStatus(id)));

export interface ProfileRenderOptions {
  me?: string | null;
  /** the route pattern (default '/:acct/*'; the tagged view needs '/:acct/tagged/:tag') */
  route?: string;
  /** the pinned posts' ids (default none) */
  pinned?: string[];
  api?: ApiStubs;
}

/** The single-column layout (the header's own links read it). */
const LAYOUT: LayoutState = { mode: 'single-column', advancedInterface: false, setAdvancedInterface: () => {} };

export function renderProfile(account: ApiAccount, path: string, options: ProfileRenderOptions = {}) {
  const lookup = vi.fn().mockResolvedValue(account);
  const pinned = options.pinned ?? [];
  const statuses = vi.fn((_id: string, params: { pinned?: boolean }) =>
    Promise.resolve(statusPage(params.pinned ? pinned : ['100', '99'])),
  );
  const featuredTags = vi.fn().mockResolvedValue([]);
  const endorsements = vi.fn().mockResolvedValue(page([]));
  const familiarFollowers = vi.fn().mockResolvedValue([]);
  const services = fakeServices({
    me: options.me ?? null,
    api: {
      ...options.api,
      accounts: { lookup, statuses, featuredTags, endorsements, familiarFollowers, ...options.api?.accounts },
    },
  });
  const element = (
    <LayoutProvider value={LAYOUT}>
      <ProfilePage />
    </LayoutProvider>
  );
  const mounted: Mounted = mount(services, element, { route: options.route ?? '/:acct/*', path });
  return { services, statuses, featuredTags, endorsements, familiarFollowers, mounted, container: mounted.container };
}
