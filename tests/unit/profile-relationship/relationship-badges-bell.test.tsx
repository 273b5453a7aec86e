// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importRelationships } from '../../../src/services/store/relationship-importers';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import { alice, badges, buttonNamed, cleanUp, click, renderProfile } from './profile-support';

const { runAccountAction } = vi.hoisted(() => ({ runAccountAction: vi.fn(async () => true) }));
vi.mock('../../../src/services/account-actions/run-account-action', () => ({ runAccountAction }));
// the status renderer is another part's; the profile's posts are not under test here
vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

afterEach(() => {
  cleanUp();
  runAccountAction.mockClear();
});

const UNTIL = '2031-03-04T05:06:00.000Z';
const untilText = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

describe('relationship badges', () => {
  it('shows one badge per relationship flag, with its text', async () => {
    const { container } = await renderProfile({
      followed_by: true,
      blocking: true,
      blocked_by: true,
      muting: true,
      requested: true,
      domain_blocking: true,
    });
    expect(badges(container)).toEqual({
      'follows-you': 'Follows you',
      'blocks-you': 'Blocks you',
      requested: 'Follow requested',
      blocked: 'Blocked',
      muted: 'Muted',
      'domain-blocked': 'Domain blocked',
    });
    await expectNoAxeViolations(container);
  });

  it.each([
    ['followed_by', 'follows-you'],
    ['blocking', 'blocked'],
    ['blocked_by', 'blocks-you'],
    ['muting', 'muted'],
    ['requested', 'requested'],
    ['domain_blocking', 'domain-blocked'],
  ])('%s alone shows only the %s badge', async (flag, badge) => {
    const { container } = await renderProfile({ [flag]: true });
    expect(Object.keys(badges(container))).toEqual([badge]);
  });

  it('shows none for a relationship without flags', async () => {
    const { container } = await renderProfile({ following: true });
    expect(badges(container)).toEqual({});
  });

  it('says until when a timed mute ends, from the relationship', async () => {
    const { container } = await renderProfile({ muting: true, muting_expires_at: UNTIL });
    const text = badges(container).muted!;
    expect(text).toMatch(/^Muted until /);
    // the date of the end in the reader's language (the time depends on the test machine's zone)
    expect(text).toContain('2031');
    expect(text).toContain(untilText.format(new Date(UNTIL)).split(',')[0]!);
  });

  it("or from the account's mute_expires_at when the relationship does not say", async () => {
    const { container } = await renderProfile(
      { muting: true, muting_expires_at: null },
      { account: alice({ mute_expires_at: UNTIL }) },
    );
    expect(badges(container).muted).toMatch(/^Muted until .*2031/);
  });

  it('shows no relationship controls signed out, nor on the reader’s own profile', async () => {
    const signedOut = await renderProfile({ followed_by: true, muting: true }, { me: null });
    expect(badges(signedOut.container)).toEqual({});
    expect(buttonNamed(signedOut.container, 'More')).toBeUndefined();
    expect(signedOut.container.querySelector('textarea')).toBeNull();
    cleanUp();
    const own = await renderProfile({ followed_by: true }, { me: '7' });
    expect(badges(own.container)).toEqual({});
    expect(buttonNamed(own.container, 'More')).toBeUndefined();
    expect(own.container.querySelector('textarea')).toBeNull();
  });
});

describe('the notify bell', () => {
  const BELL = 'Notify me when @alice posts';

  it('shows only while the reader follows the account', async () => {
    const { container } = await renderProfile({ following: false, requested: true });
    expect(buttonNamed(container, BELL)).toBeUndefined();
  });

  it('is a toggle (aria-pressed = notifying) that asks to follow with notify flipped', async () => {
    const { container, services } = await renderProfile({ following: true, notifying: false });
    const bell = buttonNamed(container, BELL)!;
    expect(bell.getAttribute('aria-pressed')).toBe('false');
    click(bell);
    expect(runAccountAction).toHaveBeenCalledWith(services, {
      kind: 'follow',
      accountId: '7',
      options: { notify: true },
    });

    // the stored relationship changes (as the runner writes it): the bell says pressed and turns it off
    act(() => void importRelationships(services.store, [{ id: '7', following: true, notifying: true }]));
    expect(bell.getAttribute('aria-pressed')).toBe('true');
    click(bell);
    expect(runAccountAction).toHaveBeenLastCalledWith(services, {
      kind: 'follow',
      accountId: '7',
      options: { notify: false },
    });
    await expectNoAxeViolations(container);
  });
});
