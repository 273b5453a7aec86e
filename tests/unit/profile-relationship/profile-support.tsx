/**
 * The profile page mounted for a signed-in reader (42) on alice's profile (account 7), with the relationship
 * the server answers; the posts feed gets a fake layout. Test files mock the Status view and the account action
 * runner themselves (vi.mock is per file).
 */
import { act } from 'react';
import { vi } from 'vitest';
import type { Page } from '../../../src/services/api';
import type { ApiAccount, ApiRelationship, ApiStatus } from '../../../src/domain/entities/api-types';
import ProfilePage from '../../../src/views/profile/ProfilePage';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';
import { apiAccount } from '../entities/fixtures';
import { fakeServices, mount, settle, type FakeServices, type Mounted } from '../timelines/support/fake-app-services';
import { turnUntil } from '../../support/wait-for-state';

export const alice = (overrides: Partial<ApiAccount> = {}): ApiAccount =>
  apiAccount('7', {
    username: 'alice',
    acct: 'alice',
    display_name: 'Alice',
    url: 'https://social.example/@alice',
    ...overrides,
  });

export interface Rendered {
  services: FakeServices;
  container: HTMLElement;
}

let mounted: Mounted | null = null;
let layout: FakeLayout | null = null;

export function cleanUp(): void {
  mounted?.unmount();
  mounted = null;
  layout?.restore();
  layout = null;
}

/** Mounts alice's profile; `relationship: null` means no relationship is answered, `me: null` signed out. */
export async function renderProfile(
  relationship: Partial<ApiRelationship> | null,
  options: { me?: string | null; account?: ApiAccount } = {},
): Promise<Rendered> {
  layout = installFakeLayout();
  const account = options.account ?? alice();
  const page: Page<ApiStatus> = { items: [], next: null, prev: null };
  const services = fakeServices({
    me: options.me === undefined ? '42' : options.me,
    api: {
      accounts: {
        lookup: vi.fn().mockResolvedValue(account),
        statuses: vi.fn().mockResolvedValue(page),
        relationships: vi.fn().mockResolvedValue(relationship === null ? [] : [{ id: account.id, ...relationship }]),
      },
    },
  });
  mounted = mount(services, <ProfilePage />, { route: '/:acct/*', path: `/@${account.acct}` });
  await settle();
  return { services, container: mounted.container };
}

export const badges = (container: HTMLElement): Record<string, string> =>
  Object.fromEntries(
    [...container.querySelectorAll<HTMLElement>('[data-badge]')].map((badge) => [
      badge.getAttribute('data-badge')!,
      badge.textContent ?? '',
    ]),
  );

export function buttonNamed(container: ParentNode, name: string): HTMLButtonElement | undefined {
  return [...container.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => button.getAttribute('aria-label') === name || button.textContent?.trim() === name,
  );
}

export function click(element: Element | null | undefined): void {
  if (!element) throw new Error('nothing to click');
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
}

/** Waits (in small real-time steps) until `find` finds something. */
export async function appears<T extends Element>(find: () => T | null | undefined, what: string): Promise<T> {
  let found: T | null | undefined = null;
  const turn = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 10))));
  await turn();
  if (await turnUntil(() => (found = find()), turn)) return found!;
  throw new Error(`${what} not shown`);
}
