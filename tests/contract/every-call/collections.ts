/** Lists, circles, antennas, bookmark categories and filters: created, read, changed and deleted. */
import { type Exercise, othersPublicPost } from './exercise';

export async function exerciseCollections(x: Exercise): Promise<void> {
  const { api, db, me, step } = x;
  const followed = db.follows.targets(me).slice(0, 2);
  const followers = db.follows.sources(me).slice(0, 2);
  const post = othersPublicPost(db, me);

  const list = await step('lists.create', () =>
    api.lists.create({ title: 'Friends', replies_policy: 'list', exclusive: false }),
  );
  await step('lists.list', () => api.lists.list());
  if (list) {
    await step('lists.get', () => api.lists.get(list.id));
    await step('lists.update', () =>
      api.lists.update(list.id, { title: 'Close friends', notify: true, favourite: true }),
    );
    await step('lists.addAccounts', () => api.lists.addAccounts(list.id, followed));
    await step('lists.accounts', () => api.lists.accounts(list.id));
    await step('timelines.list', () => api.timelines.list(list.id, { limit: 20 }));
    await step('lists.removeAccounts', () => api.lists.removeAccounts(list.id, followed.slice(0, 1)));
  }

  const circle = await step('circles.create', () => api.circles.create('Inner circle'));
  await step('circles.list', () => api.circles.list());
  if (circle) {
    await step('circles.get', () => api.circles.get(circle.id));
    await step('circles.update', () => api.circles.update(circle.id, 'Innermost circle'));
    await step('circles.addAccounts', () => api.circles.addAccounts(circle.id, followers));
    await step('circles.accounts', () => api.circles.accounts(circle.id, { limit: 40 }));
    await step('circles.statuses', () => api.circles.statuses(circle.id, { limit: 20 }));
    await step('circles.removeAccounts', () => api.circles.removeAccounts(circle.id, followers.slice(0, 1)));
    await step('circles.delete', () => api.circles.delete(circle.id));
  }

  const antenna = await step('antennas.create', () =>
    api.antennas.create({
      title: 'Cats',
      list_id: list?.id ?? null,
      insert_feeds: true,
      stl: false,
      ltl: false,
      favourite: true,
    }),
  );
  await step('antennas.list', () => api.antennas.list());
  if (antenna) {
    const id = antenna.id;
    await step('antennas.get', () => api.antennas.get(id));
    await step('antennas.update', () =>
      api.antennas.update(id, { title: 'Cats and dogs', with_media_only: false, ignore_reblog: true }),
    );
    await step('antennas.addAccounts', () => api.antennas.addAccounts(id, followed));
    await step('antennas.accounts', () => api.antennas.accounts(id, { limit: 40 }));
    await step('antennas.removeAccounts', () => api.antennas.removeAccounts(id, followed.slice(0, 1)));
    await step('antennas.addExcludeAccounts', () => api.antennas.addExcludeAccounts(id, followers.slice(0, 1)));
    await step('antennas.excludeAccounts', () => api.antennas.excludeAccounts(id));
    await step('antennas.removeExcludeAccounts', () => api.antennas.removeExcludeAccounts(id, followers.slice(0, 1)));
    await step('antennas.addDomains', () => api.antennas.addDomains(id, ['cats.example']));
    await step('antennas.addExcludeDomains', () => api.antennas.addExcludeDomains(id, ['spam.example']));
    await step('antennas.domains', () => api.antennas.domains(id));
    await step('antennas.removeDomains', () => api.antennas.removeDomains(id, ['cats.example']));
    await step('antennas.removeExcludeDomains', () => api.antennas.removeExcludeDomains(id, ['spam.example']));
    await step('antennas.addTags', () => api.antennas.addTags(id, ['cats']));
    await step('antennas.addExcludeTags', () => api.antennas.addExcludeTags(id, ['nsfw']));
    await step('antennas.tags', () => api.antennas.tags(id));
    await step('antennas.removeTags', () => api.antennas.removeTags(id, ['cats']));
    await step('antennas.removeExcludeTags', () => api.antennas.removeExcludeTags(id, ['nsfw']));
    await step('antennas.addKeywords', () => api.antennas.addKeywords(id, ['kitten']));
    await step('antennas.addExcludeKeywords', () => api.antennas.addExcludeKeywords(id, ['dogfood']));
    await step('antennas.keywords', () => api.antennas.keywords(id));
    await step('antennas.removeKeywords', () => api.antennas.removeKeywords(id, ['kitten']));
    await step('antennas.removeExcludeKeywords', () => api.antennas.removeExcludeKeywords(id, ['dogfood']));
    await step('timelines.antenna', () => api.timelines.antenna(id, { limit: 20 }));
    await step('antennas.delete', () => api.antennas.delete(id));
  }
  if (list) await step('lists.delete', () => api.lists.delete(list.id));

  const category = await step('bookmarkCategories.create', () => api.bookmarkCategories.create('Recipes'));
  await step('bookmarkCategories.list', () => api.bookmarkCategories.list());
  if (category) {
    await step('bookmarkCategories.get', () => api.bookmarkCategories.get(category.id));
    await step('bookmarkCategories.update', () => api.bookmarkCategories.update(category.id, 'Good recipes'));
    await step('bookmarkCategories.addStatuses', () => api.bookmarkCategories.addStatuses(category.id, [post.id]));
    await step('bookmarkCategories.statuses', () => api.bookmarkCategories.statuses(category.id, { limit: 20 }));
    await step('bookmarkCategories.removeStatuses', () =>
      api.bookmarkCategories.removeStatuses(category.id, [post.id]),
    );
    await step('bookmarkCategories.delete', () => api.bookmarkCategories.delete(category.id));
  }

  const filter = await step('filters.create', () =>
    api.filters.create({
      title: 'Spoilers',
      context: ['home', 'public', 'thread'],
      filter_action: 'warn',
      expires_in: 86400,
      keywords_attributes: [{ keyword: 'spoiler', whole_word: true }],
    }),
  );
  await step('filters.list', () => api.filters.list());
  if (filter) {
    await step('filters.addStatus', () => api.filters.addStatus(filter.id, post.id));
    const keyword = filter.keywords?.[0];
    await step('filters.update', () =>
      api.filters.update(filter.id, {
        title: 'Spoilers and leaks',
        context: ['home', 'public', 'thread', 'explore'],
        filter_action: 'blur',
        expires_in: null,
        keywords_attributes: [
          ...(keyword ? [{ id: keyword.id, keyword: keyword.keyword, _destroy: true }] : []),
          { keyword: 'leak', whole_word: false },
        ],
      }),
    );
    await step('filters.delete', () => api.filters.delete(filter.id));
  }
}
