/** Server information, discovery, custom emoji and the reaction deck, announcements and conversations. */
import { type Exercise, strangerOf } from './exercise';

export async function exerciseCommunity(x: Exercise): Promise<void> {
  const { api, db, me, step } = x;
  await step('instance.get', () => api.instance.get());
  await step('instance.translationLanguages', () => api.instance.translationLanguages());
  await step('instance.extendedDescription', () => api.instance.extendedDescription());
  await step('instance.domainBlocks', () => api.instance.domainBlocks());

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

  const announcements = await step('announcements.list', () => api.announcements.list());
  const announcement = announcements?.[0];
  if (announcement) {
    await step('announcements.addReaction', () => api.announcements.addReaction(announcement.id, '👍'));
    await step('announcements.removeReaction', () => api.announcements.removeReaction(announcement.id, '👍'));
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
