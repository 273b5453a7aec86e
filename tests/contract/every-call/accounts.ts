/** Accounts, follow requests and search through the API layer. */
import { searchParams } from '../../../src/services/search/search-requests';
import { type Exercise, localNeighbour, pngBlob, strangerOf } from './exercise';

export async function exerciseAccounts(x: Exercise): Promise<void> {
  const { api, db, me, step } = x;
  const neighbour = localNeighbour(db, me);
  const stranger = strangerOf(db, me);
  const other = strangerOf(db, me, [stranger.id]);

  await step('accounts.get', () => api.accounts.get(neighbour.id));
  const unknown = await api.accounts.get('424242424242').then(
    () => 'found',
    (error: { status?: number }) => error.status,
  );
  if (unknown !== 404) x.failures.push(`accounts.get of an unknown id: ${String(unknown)} instead of 404`);
  await step('accounts.lookup', () => api.accounts.lookup(db.acct(neighbour)));
  await step('accounts.follow', () => api.accounts.follow(stranger.id, { reblogs: true, notify: false }));
  await step('accounts.pin', () => api.accounts.pin(stranger.id));
  await step('accounts.endorsements', () => api.accounts.endorsements(me, { limit: 40 }));
  await step('accounts.unpin', () => api.accounts.unpin(stranger.id));
  await step('accounts.note', () => api.accounts.note(stranger.id, 'Met at the spring meetup'));
  await step('accounts.unfollow', () => api.accounts.unfollow(stranger.id));
  await step('accounts.mute', () => api.accounts.mute(other.id, { notifications: true, duration: 3600 }));
  await step('accounts.unmute', () => api.accounts.unmute(other.id));
  await step('accounts.block', () => api.accounts.block(other.id));
  await step('accounts.unblock', () => api.accounts.unblock(other.id));
  // a domain no seeded account lives on: blocking it ends no follow the later steps rely on
  await step('domainBlocks.block', () => api.domainBlocks.block('contract-blocked.example'));
  await step('domainBlocks.list', () => api.domainBlocks.list({ limit: 100 }));
  await step('domainBlocks.unblock', () => api.domainBlocks.unblock('contract-blocked.example'));

  const follower = db.follows.sources(me).find((id) => id !== neighbour.id);
  if (follower) await step('accounts.removeFromFollowers', () => api.accounts.removeFromFollowers(follower));
  else x.failures.push('accounts.removeFromFollowers: the seed gives the viewer no follower');

  await step('accounts.followers', () => api.accounts.followers(me, { limit: 40 }));
  await step('accounts.following', () => api.accounts.following(neighbour.id, { limit: 40 }));
  await step('accounts.featuredTags', () => api.accounts.featuredTags(neighbour.id));
  // the viewer features hashtags in the seed: an answer with rows, not only an empty list
  await step('accounts.featuredTags own', () => api.accounts.featuredTags(me));
  await step('accounts.familiarFollowers', () => api.accounts.familiarFollowers([neighbour.id, stranger.id]));
  await step('accounts.relationships', () => api.accounts.relationships([neighbour.id, stranger.id, other.id]));
  await step('accounts.updateCredentials', () =>
    api.accounts.updateCredentials({
      display_name: 'Alice in the sandbox',
      note: 'Testing the contract ✨',
      discoverable: true,
      indexable: false,
      avatar: pngBlob(),
      fields_attributes: { 0: { name: 'Site', value: 'https://alice.example' }, 1: { name: '', value: '' } },
    }),
  );
  // the settings screen's posting defaults: one source field per request, then put back for the later steps
  const posting = db.users.get(me)!;
  const { default_privacy: privacy, default_sensitive: sensitive } = posting;
  await step('accounts.updateCredentials posting visibility', () =>
    api.accounts.updateCredentials({ source: { privacy: 'private' } }),
  );
  await step('accounts.updateCredentials posting sensitive', () =>
    api.accounts.updateCredentials({ source: { sensitive: !sensitive } }),
  );
  await step('accounts.updateCredentials posting language', () =>
    api.accounts.updateCredentials({ source: { language: posting.default_language || 'en' } }),
  );
  await api.accounts.updateCredentials({ source: { privacy, sensitive } });
  await step('accounts.search', () => api.accounts.search({ q: neighbour.username.slice(0, 3) }));
  // the members editor's searches: a list's (accounts the reader follows) and a circle's (kmyblue: its followers)
  await step('accounts.search following', () =>
    api.accounts.search({ q: neighbour.username.slice(0, 3), resolve: false, limit: 10, following: true }),
  );
  await step('accounts.search follower', () =>
    api.accounts.search({ q: neighbour.username.slice(0, 3), resolve: false, limit: 10, follower: true }),
  );
  await step('accounts.statuses', () =>
    api.accounts.statuses(neighbour.id, { exclude_replies: true, exclude_reblogs: true }),
  );
  await step('accounts.statuses pinned', () => api.accounts.statuses(me, { pinned: true }));
  await step('accounts.statuses tagged', () => api.accounts.statuses(me, { tagged: 'tsubame' }));
  await step('accounts.statuses media', () => api.accounts.statuses(neighbour.id, { only_media: true }));
  await step('accounts.lists', () => api.accounts.lists(neighbour.id));
  await step('accounts.circles', () => api.accounts.circles(neighbour.id));
  await step('accounts.antennas', () => api.accounts.antennas(neighbour.id));
  await step('accounts.excludeAntennas', () => api.accounts.excludeAntennas(neighbour.id));

  // Follow requests: the seed gives one; a second one is arranged so both answers are seen.
  const requesters = db.followRequests.sources(me);
  const extra = strangerOf(db, me, [stranger.id, other.id]);
  if (!requesters.includes(extra.id))
    db.followRequests.set(extra.id, me, { reblogs: true, notify: false, languages: null });
  const pending = await step('followRequests.list', () => api.followRequests.list({ limit: 40 }));
  const ids = pending?.items.map((account) => account.id) ?? db.followRequests.sources(me);
  if (ids[0]) await step('followRequests.authorize', () => api.followRequests.authorize(ids[0]!));
  if (ids[1]) await step('followRequests.reject', () => api.followRequests.reject(ids[1]!));

  await step('search.search', () => api.search.searchPage({ q: 'the', type: 'statuses' }));
  await step('search.search hashtags', () => api.search.hashtagSuggestions('ca'));
  await step('search.search accounts expand', () =>
    api.search.searchPage({ q: neighbour.username, type: 'accounts', offset: 0 }),
  );
  await step('search.search resolve', () => api.search.resolveUrl(`${db.origin}/@${neighbour.username}`));
  // the search screen's shapes: all results (11 of each type), then a type's page from the offset shown
  await step('search.search all results', () =>
    api.search.search(searchParams({ query: neighbour.username, type: null, offset: null }, true)),
  );
  await step('search.search type page', () =>
    api.search.search(searchParams({ query: neighbour.username, type: 'accounts', offset: 10 }, true)),
  );
}
