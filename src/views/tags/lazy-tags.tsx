/**
 * The hashtag views as lazy elements, each with the `tags` catalogue it draws its texts from: the header of a
 * hashtag's timeline, the followed tags screen (/followed_tags) and the trending tags list (for Explore).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { TrendingTagsProps } from './TrendingTags';

const Header = lazyWithMessages(['tags'], () => import('./HashtagHeader'));
const FollowedTags = lazyWithMessages(['tags'], () => import('./FollowedTagsScreen'));
const Trending = lazyWithMessages(['tags'], () => import('./TrendingTags'));

export function LazyHashtagHeader({ tag }: { tag: string }) {
  return (
    <Suspense fallback={null}>
      <Header tag={tag} />
    </Suspense>
  );
}

export function LazyFollowedTagsScreen() {
  return (
    <Suspense fallback={null}>
      <FollowedTags />
    </Suspense>
  );
}

export function LazyTrendingTags(props: TrendingTagsProps) {
  return (
    <Suspense fallback={null}>
      <Trending {...props} />
    </Suspense>
  );
}
