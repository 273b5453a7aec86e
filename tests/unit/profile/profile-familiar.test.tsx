// @vitest-environment jsdom
/** Familiar followers on a profile: "Followed by A, B and N others you know", for a signed-in reader. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';
import { apiAccount } from '../entities/fixtures';
import { expectNoAxeViolations, settle } from '../timelines/support/fake-app-services';
import type { ApiAccount } from '../../../src/domain/entities/api-types';
import { asksFamiliarFollowers, familiarSummary } from '../../../src/services/data/definitions/familiar-followers';
import { renderProfile } from './support/render-profile';

vi.mock('../../../src/views/status/Status', async () => ({
  Status: (await import('./support/mock-status')).MockStatus,
}));

const alice = apiAccount('7', { username: 'alice', acct: 'alice' });
const known = ['Bob', 'Carol', 'Dave', 'Erin'].map((name, index) =>
  apiAccount(String(20 + index), { username: name.toLowerCase(), acct: name.toLowerCase(), display_name: name }),
);

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

function render(me: string | null, followers: ApiAccount[], account: ApiAccount = alice) {
  const familiarFollowers = vi.fn().mockResolvedValue([{ id: account.id, accounts: followers }]);
  const relationships = vi.fn().mockResolvedValue([{ id: account.id }]);
  const rendered = renderProfile(account, `/@${account.acct}`, {
    me,
    api: { accounts: { familiarFollowers, relationships } },
  });
  unmount = rendered.mounted.unmount;
  return { ...rendered, familiarFollowers };
}

const line = (container: HTMLElement) => container.querySelector('.profile-familiar');

describe('familiar followers', () => {
  it('familiar followers only signed in: a signed-out reader never asks', async () => {
    const { container, familiarFollowers } = render(null, known);
    await settle();
    expect(familiarFollowers).not.toHaveBeenCalled();
    expect(line(container)).toBeNull();
  });

  it('familiar followers not for oneself: one’s own profile never asks', async () => {
    const { container, familiarFollowers } = render('7', known);
    await settle();
    expect(familiarFollowers).not.toHaveBeenCalled();
    expect(line(container)).toBeNull();
  });

  it('names two, counts the rest, shows their avatars and links to the followers list', async () => {
    const { container, familiarFollowers } = render('42', known);
    await settle();
    expect(familiarFollowers).toHaveBeenCalledWith(['7'], expect.anything());
    const link = line(container)!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/@alice/followers');
    expect(link.textContent).toBe('Followed by Bob, Carol and 2 others you know');
    expect(link.querySelectorAll('img')).toHaveLength(3);
    for (const img of link.querySelectorAll('img')) expect(img.getAttribute('alt')).toBe('');
    await expectNoAxeViolations(container);
  });

  it('one or two are named without a count', async () => {
    const one = render('42', known.slice(0, 1));
    await settle();
    expect(line(one.container)!.textContent).toBe('Followed by Bob');
    unmount!();
    unmount = null;
    const two = render('42', known.slice(0, 2));
    await settle();
    expect(line(two.container)!.textContent).toBe('Followed by Bob and Carol');
  });

  it('left out when the reader knows none of the followers', async () => {
    const { container, familiarFollowers } = render('42', []);
    await settle();
    expect(familiarFollowers).toHaveBeenCalled();
    expect(line(container)).toBeNull();
  });

  it('without a link when the account hides its followers list', async () => {
    const hiding = apiAccount('8', { username: 'hana', acct: 'hana', hide_collections: true });
    const { container } = render('42', known.slice(0, 3), hiding);
    await settle();
    expect(line(container)!.textContent).toBe('Followed by Bob, Carol and 1 other you know');
    expect(line(container)!.querySelector('a')).toBeNull();
  });
});

describe('familiar followers rules', () => {
  it('asks only for a signed-in reader and someone else’s profile', () => {
    expect(asksFamiliarFollowers(null, '7')).toBe(false);
    expect(asksFamiliarFollowers('7', '7')).toBe(false);
    expect(asksFamiliarFollowers('42', '7')).toBe(true);
  });

  it('names the first two and counts the others', () => {
    expect(familiarSummary(['a'])).toEqual({ named: ['a'], others: 0 });
    expect(familiarSummary(['a', 'b', 'c', 'd'])).toEqual({ named: ['a', 'b'], others: 2 });
  });
});
