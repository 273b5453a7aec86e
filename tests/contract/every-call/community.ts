/** Server information, discovery, custom emoji and the reaction deck, announcements and conversations. */
import { type Exercise, strangerOf } from './exercise';

/** Sets a sandbox switch through its control endpoint (never contract-checked). */
async function setOption(origin: string, patch: Record<string, number>): Promise<void> {
  const answer = await fetch(`${origin}/_sandbox/options`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
  if (!answer.ok) throw new Error(`/_sandbox/options answered ${answer.status}`);
}

export async function exerciseCommunity(x: Exercise): Promise<void> {
  const { api, db, me, step } = x;
  await step('instance.get', () => api.instance.get());
  await step('instance.translationLanguages', () => api.instance.translationLanguages());
  const languages = await step('instance.languages', () => api.instance.languages());
  if (!languages?.some((language) => language.code === 'ja' && language.name === 'Japanese'))
    x.failures.push('instance.languages: Japanese is not listed by its English name');
  // a server before Mastodon 4.0 has no such call: 404 (the sandbox's switch), and the composer keeps its own list
  await setOption(db.origin, { noInstanceLanguages: 1 });
  const absent = await api.instance.languages().then(
    () => 'listed',
    (error: { status?: number }) => error.status,
  );
  await setOption(db.origin, { noInstanceLanguages: 0 });
  if (absent !== 404) x.failures.push(`instance.languages on a server without it: ${String(absent)} instead of 404`);
  await step('instance.extendedDescription', () => api.instance.extendedDescription());
  await step('instance.domainBlocks', () => api.instance.domainBlocks());
  // a server that keeps its moderated servers to itself answers 404 (the sandbox's switch), which the about page
  // reads as "not published"
  await setOption(db.origin, { hideServerDomainBlocks: 1 });
  const hidden = await api.instance.domainBlocks().then(
    () => 'listed',
    (error: { status?: number }) => error.status,
  );
  await setOption(db.origin, { hideServerDomainBlocks: 0 });
  if (hidden !== 404) x.failures.push(`instance.domainBlocks while hidden: ${String(hidden)} instead of 404`);

  await step('discovery.trendTags', () => api.discovery.trendTags({ limit: 10 }));
  await step('discovery.trendLinks', () => api.discovery.trendLinks());
  await step('discovery.trendStatuses', () => api.discovery.trendStatuses({ limit: 20 }));
  const suggestions = await step('discovery.suggestions', () => api.discovery.suggestions(20));
  const suggested = suggestions?.[0]?.account.id ?? strangerOf(db, me).id;
  await step('discovery.removeSuggestion', () => api.discovery.removeSuggestion(suggested));
  const tag = [...db.tags.keys()][0] ?? 'sandbox';
  await step('discovery.tag', () => api.discovery.tag(tag));
  await step('discovery.followTag', () => api.discovery.followTag(tag));
  await step('discovery.followedTags', () => api.discovery.followedTags({ limit: 100 }));
  await step('discovery.unfollowTag', () => api.discovery.unfollowTag(tag));
  await step('discovery.featureTag', () => api.discovery.featureTag(tag));
  await step('discovery.unfeatureTag', () => api.discovery.unfeatureTag(tag));
  await step('discovery.directory', () => api.discovery.directory({ order: 'active', local: true }));
  await step('discovery.directory offset', () => api.discovery.directory({ order: 'new', offset: 20 }));
  await step('discovery.blocks', () => api.discovery.blocks({ limit: 40 }));
  await step('discovery.mutes', () => api.discovery.mutes({ limit: 40 }));

  await step('emoji.custom', () => api.emoji.custom());
  const deck = await step('emoji.reactionDeck', () => api.emoji.reactionDeck());
  const shortcode = [...db.customEmojis.values()].find((emoji) => emoji.domain === null)?.shortcode;
  const names = ['👍', '🎉', ...(shortcode ? [shortcode] : []), ...(deck ?? []).map((entry) => entry.name)];
  await step('emoji.saveReactionDeck', () => api.emoji.saveReactionDeck([...new Set(names)].slice(0, 16)));
  // a shortcode the server does not have is refused with its reason (422), and the deck stays
  const refusedDeck = await api.emoji.saveReactionDeck(['👍', 'no_such_emoji']).then(
    () => 200,
    (error: { status?: number }) => error.status,
  );
  if (refusedDeck !== 422) x.failures.push(`emoji.saveReactionDeck unknown: ${String(refusedDeck)} instead of 422`);

  const announcements = await step('announcements.list', () => api.announcements.list());
  const announcement = announcements?.[0];
  if (announcement) {
    await step('announcements.addReaction', () => api.announcements.addReaction(announcement.id, '👍'));
    await step('announcements.removeReaction', () => api.announcements.removeReaction(announcement.id, '👍'));
    // a custom emoji goes in the path by its shortcode, twice in a row (the add is idempotent)
    const custom = announcements?.flatMap((a) => a.reactions).find((r) => r.url)?.name ?? 'blobcat';
    await step('announcements.addReaction custom', () => api.announcements.addReaction(announcement.id, custom));
    await step('announcements.addReaction again', () => api.announcements.addReaction(announcement.id, custom));
    await step('announcements.removeReaction custom', () => api.announcements.removeReaction(announcement.id, custom));
    await step('announcements.dismiss', () => api.announcements.dismiss(announcement.id));
  } else {
    x.failures.push('announcements: the seed shows the viewer no announcement');
  }

  const conversations = await step('conversations.list', () => api.conversations.list({ limit: 20 }));
  const [first, second] = conversations?.items ?? [];
  if (first) await step('conversations.read', () => api.conversations.read(first.id));
  if (second ?? first) await step('conversations.delete', () => api.conversations.delete((second ?? first)!.id));
  if (!first) x.failures.push('conversations: the seed gives the viewer no conversation');
}
