import { renderStatusText } from '../handlers/core/status-text';
import { DAY } from './clock';
import { account, type SeedContext } from './context';
import { addStatus } from './factory';
import { addMedia } from './media';

/** The tag only these posts carry: its timeline (/tags/tsubamebar) shows exactly them. */
export const HASHTAG_BAR_TAG = 'tsubamebar';

/**
 * Two posts for the hashtag bar, by niaj under their own tag, 25 days old (far from every first page):
 * - text, then a last paragraph of hashtags each written twice, in two spellings (#TsubameBar #tsubamebar, #Été
 *   #ete: one tag each for the server), and a tag the server lists that the text does not show (birdwatching): the
 *   bar shows #TsubameBar, #Été, #birdwatching;
 * - only hashtags, with a picture and a content warning: they stay the post's text, and there is no bar.
 * Seeded last, so nothing else in the seeded world moves.
 */
export function seedHashtagBarPosts(ctx: SeedContext): void {
  const author = account(ctx, 'niaj');
  const at = ctx.clock.now - 25 * DAY;
  const post = (text: string, offset: number, fields: { tags?: string[]; spoiler_text?: string } = {}) => {
    const rendered = renderStatusText(ctx.db, text);
    return addStatus(ctx, {
      account: author,
      at: at + offset,
      text,
      content: rendered.content,
      visibility: 'public',
      searchability: 'public',
      language: 'en',
      sensitive: fields.spoiler_text !== undefined,
      spoiler_text: fields.spoiler_text ?? '',
      // the server's tags: one per name once case and Latin accents are set aside, as Mastodon folds them
      tags: fields.tags ?? rendered.tags,
    });
  };
  post('The first swallows of spring are back over the river.\n\n#TsubameBar #tsubamebar #Été #ete', 0, {
    tags: [HASHTAG_BAR_TAG, 'été', 'birdwatching'],
  });
  const pictured = post('#TsubameBar #spring', 60_000, { spoiler_text: 'Bird photo' });
  addMedia(ctx, pictured, 'image');
  for (const name of [HASHTAG_BAR_TAG, 'été', 'spring', 'birdwatching'])
    if (!ctx.db.tags.has(name)) ctx.db.tags.set(name, { name, followers: new Set(), featured_by: new Set() });
}
