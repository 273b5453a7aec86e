// @vitest-environment jsdom
/** The tagged view of a profile (/@acct/tagged/{tag}): the account's posts with a hashtag, as a tab of its own. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';
import { apiAccount } from '../entities/fixtures';
import { expectNoAxeViolations, settle } from '../timelines/support/fake-app-services';
import { boostsShownOf, sectionOfPath, taggedPath, timelineOfSection } from '../../../src/views/profile/profile-format';
import { parseTimelineName } from '../../../src/services/timelines';
import { renderProfile } from './support/render-profile';

vi.mock('../../../src/views/status/Status', async () => ({
  Status: (await import('./support/mock-status')).MockStatus,
}));

const alice = apiAccount('7', { username: 'alice', acct: 'alice' });
const TAGGED_ROUTE = '/:acct/tagged/:tag';

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

function render(path: string) {
  const rendered = renderProfile(alice, path, { route: TAGGED_ROUTE, pinned: ['50'] });
  unmount = rendered.mounted.unmount;
  return rendered;
}

describe('the tagged view', () => {
  it('shows the timeline account:{id}:{tag} under a current "#tag" tab, without the pinned posts', async () => {
    const { container, statuses } = render('/@alice/tagged/birds');
    await settle();
    expect(statuses).toHaveBeenCalledWith('7', { exclude_replies: true, tagged: 'birds' }, expect.anything());
    expect(statuses.mock.calls.some(([, params]) => params.pinned)).toBe(false);
    expect(container.querySelector('.profile-pinned')).toBeNull();
    const current = container.querySelector('.profile-tabs [aria-current="page"]')!;
    expect(current.textContent).toBe('#birds');
    expect(current.getAttribute('href')).toBe('/@alice/tagged/birds');
    // the other tabs stay, none of them current
    const tabs = [...container.querySelectorAll('.profile-tabs a')].map((a) => a.textContent);
    expect(tabs).toEqual(['Posts', 'Posts and replies', 'Media', '#birds']);
    expect(container.querySelector('[role="feed"]')!.getAttribute('aria-labelledby')).toBe(
      [...container.querySelectorAll('h2')].find((h) => h.textContent === 'Posts with #birds')!.id,
    );
    await expectNoAxeViolations(container);
  });

  it('a tag in another script arrives decoded', async () => {
    const { container, statuses } = render(`/@alice/tagged/${encodeURIComponent('日本語')}`);
    await settle();
    expect(statuses).toHaveBeenCalledWith('7', expect.objectContaining({ tagged: '日本語' }), expect.anything());
    expect(container.querySelector('.profile-tabs [aria-current="page"]')!.textContent).toBe('#日本語');
  });

  it('the "#tag" tab is not listed on the other tabs', async () => {
    const rendered = renderProfile(alice, '/@alice', {});
    unmount = rendered.mounted.unmount;
    await settle();
    expect(rendered.container.querySelector('.profile-tab-tagged')).toBeNull();
  });
});

describe('tagged paths and timeline names', () => {
  it('reads the tagged section from the path, with or without /deck, the router’s tag first', () => {
    expect(sectionOfPath('/@alice/tagged/birds', 'birds')).toEqual({ tab: 'tagged', tag: 'birds' });
    expect(sectionOfPath('/deck/@alice/tagged/%E6%97%A5')).toEqual({ tab: 'tagged', tag: '日' });
    expect(sectionOfPath('/@alice/tagged/%23cats/')).toEqual({ tab: 'tagged', tag: 'cats' });
    expect(sectionOfPath('/@alice/media')).toEqual({ tab: 'media', tag: '' });
    // a tag named like a tab is still the tagged view
    expect(sectionOfPath('/@alice/tagged/media', 'media')).toEqual({ tab: 'tagged', tag: 'media' });
  });

  it('names the account:{id}:{tag} timeline; a tag spelt like a flag word still reads as the tag', () => {
    expect(timelineOfSection('7', { tab: 'tagged', tag: 'birds' })).toBe('account:7:birds');
    for (const word of ['media', 'pinned', 'with_replies', 'no_reblogs']) {
      const spec = parseTimelineName(timelineOfSection('7', { tab: 'tagged', tag: word }));
      expect(spec).toMatchObject({ kind: 'account', tagged: expect.stringMatching(new RegExp(`^${word}$`, 'i')) });
      expect(spec).toMatchObject({ pinned: false, onlyMedia: false, withReplies: false, excludeReblogs: false });
    }
  });

  it('names the posts-and-replies timeline without boosts account:{id}:with_replies:no_reblogs', () => {
    const withReplies = { tab: 'with_replies', tag: '' } as const;
    expect(timelineOfSection('7', withReplies)).toBe('account:7:with_replies');
    expect(timelineOfSection('7', withReplies, false)).toBe('account:7:with_replies:no_reblogs');
    // the other tabs have no such choice
    expect(timelineOfSection('7', { tab: 'posts', tag: '' }, false)).toBe('account:7');
    expect(boostsShownOf('?boosts=hide')).toBe(false);
    expect(boostsShownOf('')).toBe(true);
    expect(boostsShownOf('?boosts=show')).toBe(true);
  });

  it('builds the tagged path with the tag as one segment', () => {
    expect(taggedPath('alice', 'birds')).toBe('/@alice/tagged/birds');
    expect(taggedPath('bob@remote.example', '#a/b')).toBe('/@bob@remote.example/tagged/a%2Fb');
  });
});
