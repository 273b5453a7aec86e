/** Posting, reading and acting on statuses, media and polls through the API layer. */
import { type Exercise, liveStatuses, othersPublicPost, pngBlob } from './exercise';

export async function exerciseStatuses(x: Exercise): Promise<void> {
  const { api, db, me, step } = x;
  const post = othersPublicPost(db, me);

  // Media first: the post below carries it.
  const upload = await step('media.upload', () =>
    api.media.upload({ file: pngBlob(), description: 'A single pixel', focus: { x: 0.25, y: -0.5 } }),
  );
  const mediaId = upload?.attachment.id;
  if (mediaId) {
    // polled as the upload machine does: the server refuses to attach it until processing has finished
    await step('media.get', async () => {
      for (let attempt = 1; attempt <= 40; attempt += 1) {
        if (!(await api.media.get(mediaId)).processing) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`media ${mediaId} still processing after 40 polls`);
    });
    await step('media.putThumbnail', () => api.media.putThumbnail(mediaId, pngBlob()));
    await step('media.update', () =>
      api.media.update(mediaId, { description: 'One pixel, described', focus: { x: 0, y: 0 } }),
    );
  }

  const withPoll = await step('statuses.create poll', () =>
    api.statuses.create(
      {
        status: 'Tea or coffee?',
        visibility: 'public',
        poll: { options: ['Tea', 'Coffee'], expires_in: 86400 },
        language: 'en',
      },
      { idempotencyKey: 'every-call-poll' },
    ),
  );
  const mine = await step('statuses.create', () =>
    api.statuses.create({
      status: `A sunny day with @${db.acct(db.accounts.get(post.account_id)!)} #sandbox`,
      media_ids: mediaId ? [mediaId] : [],
      sensitive: false,
      spoiler_text: '',
      visibility: 'public_unlisted',
      searchability: 'public',
      markdown: false,
      quote_approval_policy: 'public',
    }),
  );
  if (mine) {
    await step('statuses.edit', () =>
      api.statuses.edit(mine.id, {
        status: 'A sunny day, edited #sandbox',
        media_ids: mediaId ? [mediaId] : [],
        media_attributes: mediaId ? [{ id: mediaId, description: 'Edited pixel', focus: '0.1,0.1' }] : [],
        visibility: 'public_unlisted',
      }),
    );
    await step('statuses.source', () => api.statuses.source(mine.id));
    const history = await step('statuses.history', () => api.statuses.history(mine.id));
    if (history && history.length < 2) x.failures.push(`statuses.history after an edit: ${history.length} version(s)`);
    await step('statuses.interactionPolicy', () => api.statuses.interactionPolicy(mine.id, 'followers'));
    await step('statuses.pin', () => api.statuses.pin(mine.id));
    await step('statuses.unpin', () => api.statuses.unpin(mine.id));
    await step('statuses.mentionedBy', () => api.statuses.mentionedBy(mine.id));
  }

  await step('statuses.get', () => api.statuses.get(post.id));
  await step('statuses.context', () => api.statuses.context(post.id));
  await step('statuses.quotes', () => api.statuses.quotes(post.id, { limit: 20 }));
  await step('statuses.rebloggedBy', () => api.statuses.rebloggedBy(post.id, { limit: 40 }));
  await step('statuses.favouritedBy', () => api.statuses.favouritedBy(post.id, { limit: 40 }));
  await step('statuses.referredBy', () => api.statuses.referredBy(post.id));
  await step('statuses.reblog', () => api.statuses.reblog(post.id, 'public'));
  await step('statuses.unreblog', () => api.statuses.unreblog(post.id));
  await step('statuses.favourite', () => api.statuses.favourite(post.id));
  await step('statuses.unfavourite', () => api.statuses.unfavourite(post.id));
  await step('statuses.bookmark', () => api.statuses.bookmark(post.id));
  await step('statuses.bookmarkCategories', () => api.statuses.bookmarkCategories(post.id));
  await step('statuses.unbookmark', () => api.statuses.unbookmark(post.id));
  await step('statuses.mute', () => api.statuses.mute(post.id));
  await step('statuses.unmute', () => api.statuses.unmute(post.id));
  await step('statuses.translate', () => api.statuses.translate(post.id, 'en'));
  await step('statuses.emojiReaction', () => api.statuses.emojiReaction(post.id, '🎉'));
  await step('statuses.emojiReactionedBy', () => api.statuses.emojiReactionedBy(post.id));
  await step('statuses.emojiReactions', () => api.statuses.emojiReactions({ limit: 20 }));
  await step('statuses.emojiUnreaction', () => api.statuses.emojiUnreaction(post.id, '🎉'));
  await step('statuses.bookmarks', () => api.statuses.bookmarks({ limit: 20 }));
  await step('statuses.favourites', () => api.statuses.favourites({ limit: 20 }));
  await step('reports.create', () =>
    api.reports.create({
      account_id: post.account_id,
      status_ids: [post.id],
      comment: 'Breaks the first rule',
      forward: false,
      category: 'violation',
      rule_ids: ['1'],
    }),
  );

  // A quote of one of the viewer's posts, which the viewer may revoke.
  const quoteOfMine = liveStatuses(db).find((status) => {
    const quoted = status.quote_of_id ? db.statuses.get(status.quote_of_id) : undefined;
    return quoted?.account_id === me && status.quote_state === 'accepted';
  });
  if (quoteOfMine) {
    await step('statuses.revokeQuote', () => api.statuses.revokeQuote(quoteOfMine.quote_of_id!, quoteOfMine.id));
  } else {
    x.failures.push('statuses.revokeQuote: the seed has no accepted quote of the viewer');
  }

  const pollId = withPoll?.poll?.id;
  const poll = [...db.polls.values()].find((candidate) => {
    const status = db.statuses.get(candidate.status_id);
    return (
      status &&
      status.account_id !== me &&
      status.visibility === 'public' &&
      !status.deleted &&
      !candidate.votes.has(me) &&
      candidate.expires_at !== null &&
      Date.parse(candidate.expires_at) > db.now()
    );
  });
  if (pollId) await step('polls.get', () => api.polls.get(pollId));
  if (poll) await step('polls.vote', () => api.polls.vote(poll.id, poll.multiple ? [0, 1] : [0]));
  else x.failures.push('polls.vote: the seed has no open poll of someone else');

  if (withPoll) await step('statuses.delete', () => api.statuses.delete(withPoll.id, true));
}
