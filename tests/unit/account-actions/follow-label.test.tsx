// @vitest-environment jsdom
/**
 * One rule names every follow button: Follow back for an account that follows the reader, Follow otherwise,
 * Unfollow, Withdraw follow request while a request waits, Unblock for a blocked account. The home feed's
 * suggestions row and Explore's For you tab show the same word for the same account, and every catalogue that
 * words a follow button words each label the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { followLabelOf, followStateOf, type FollowLabel } from '../../../src/services/account-actions/follow-label';
import type { Relationship } from '../../../src/domain/entities';
import { SuggestionsPanel } from '../../../src/views/explore/SuggestionsPanel';
import FollowSuggestions from '../../../src/views/timelines/FollowSuggestions';
import { fakeServices, mount, settle, type FakeServices, type Mounted } from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';

const relation = (over: Partial<Relationship>): Relationship =>
  ({
    id: '7',
    following: false,
    followed_by: false,
    requested: false,
    requested_by: false,
    blocking: false,
    blocked_by: false,
    muting: false,
    muting_notifications: false,
    domain_blocking: false,
    endorsed: false,
    notifying: false,
    showing_reblogs: true,
    note: '',
    languages: null,
    ...over,
  }) as Relationship;

describe('the follow label rule', () => {
  it('names the button after the relationship', () => {
    const label = (over: Partial<Relationship> | undefined) =>
      followLabelOf(followStateOf(over === undefined ? undefined : relation(over)));
    expect(label(undefined)).toBe('follow');
    expect(label({})).toBe('follow');
    expect(label({ followed_by: true })).toBe('followBack');
    expect(label({ following: true })).toBe('unfollow');
    expect(label({ following: true, followed_by: true })).toBe('unfollow');
    expect(label({ requested: true, followed_by: true })).toBe('withdrawRequest');
    expect(label({ blocking: true, followed_by: true, following: true })).toBe('unblock');
  });

  it('every catalogue words each label the same way, in English and in Japanese', () => {
    const labels: FollowLabel[] = ['follow', 'followBack', 'unfollow', 'withdrawRequest', 'unblock'];
    const sections: Array<[string, string]> = [
      ['profile', 'follow'],
      ['explore', 'follow'],
      ['feedParts', 'suggestions'],
      ['search', 'follow'],
    ];
    for (const language of ['en', 'ja']) {
      const read = ([feature, section]: [string, string]) => {
        const file = join(__dirname, `../../../src/i18n/messages/${feature}.${language}.json`);
        const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
        return labels.map((label) => catalogue[section]![label]);
      };
      const [first, ...others] = sections.map(read);
      expect(first!.every((text) => typeof text === 'string' && text !== '')).toBe(true);
      for (const other of others) expect(other).toEqual(first);
    }
  });
});

describe('a suggested account that follows the reader', () => {
  let mounted: Mounted | null = null;
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    document.body.innerHTML = '';
  });

  const account = {
    id: '7',
    username: 'lisa',
    acct: 'lisa',
    display_name: 'Lisa',
    url: 'https://social.example/@lisa',
    avatar: 'https://social.example/a.png',
    avatar_static: 'https://social.example/a.png',
    emojis: [],
    fields: [],
  };
  const services = () =>
    fakeServices({
      me: '1',
      api: {
        discovery: { suggestions: () => Promise.resolve([{ source: 'global', sources: ['featured'], account }]) },
        accounts: { relationships: () => Promise.resolve([relation({ followed_by: true })]) },
      } as never,
    });
  /** the button's word once the relationship has come in and the page has drawn it */
  const followButtonText = async (container: HTMLElement, selector: string, store: FakeServices['store']) => {
    await until(() => store.getTable('relationships').get('7') !== undefined && container.querySelector(selector));
    await settle(2);
    return container.querySelector(selector)?.textContent;
  };

  it('is offered Follow back on the home suggestions row', async () => {
    const made = services();
    mounted = mount(made, <FollowSuggestions headingId="h" />);
    expect(await followButtonText(mounted.container, '.feed-suggestion button', made.store)).toBe('Follow back');
  });

  it("is offered Follow back on Explore's For you tab", async () => {
    const made = services();
    mounted = mount(made, <SuggestionsPanel />);
    expect(await followButtonText(mounted.container, 'button[data-follow="7"]', made.store)).toBe('Follow back');
  });
});
