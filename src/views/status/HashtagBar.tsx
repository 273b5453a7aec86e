import { hashtagPath } from '../../services/routing/paths';
import { InternalLink } from '../common/InternalLink';

/** The hashtag bar under a post: its tags as links to their timelines (which tags: services/sanitize/hashtag-bar.ts). */
export function HashtagBar({ tags }: { tags: readonly string[] }) {
  return (
    <p className="status__hashtags">
      {tags.map((tag) => (
        <InternalLink key={tag} to={hashtagPath(tag)} className="status__hashtag">
          #{tag}
        </InternalLink>
      ))}
    </p>
  );
}
