import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { accountPinned, stillPinned } from '../../services/data/definitions/account-pinned';
import { useResource } from '../../services/data/use-data';
import { useVisibleEntries } from '../../services/filters/use-visible-entries';
import { useEntityStore } from '../../services/store';
import { Status } from '../status/Status';
import { usePlacedArticle } from '../timelines/FeedItem';

const NONE: readonly string[] = [];

/**
 * The ids among `ids` whose posts still show as pinned (stillPinned), following only those records in the
 * store: a change elsewhere never re-renders the list.
 */
function useStillPinned(ids: readonly string[], me: string | null): readonly string[] {
  const store = useEntityStore();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = ids.map((id) => store.subscribe('statuses', id, onChange));
      return () => stops.forEach((stop) => stop());
    },
    [store, ids],
  );
  const joined = useCallback(
    () => ids.filter((id) => stillPinned(store.get('statuses', id), me)).join(' '),
    [store, ids, me],
  );
  const shown = useSyncExternalStore(subscribe, joined, joined);
  return useMemo(() => (shown === '' ? NONE : shown.split(' ')), [shown]);
}

/** A drawing pin, beside the "Pinned" word (decorative). */
function PinIcon() {
  return (
    <svg
      className="profile-pinned-icon"
      viewBox="0 0 24 24"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 3h6l-1 6 3 3v2h-4v7l-1 1-1-1v-7H7v-2l3-3z" />
    </svg>
  );
}

/**
 * One pinned post: the "Pinned" line above the post as the timeline draws it. The post's article is
 * described by that line, so a screen reader hears "Pinned" with the post, and it is focusable like a row.
 */
const PinnedPost = memo(function PinnedPost({ statusId, contextType }: { statusId: string; contextType: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  const labelId = useId();
  usePlacedArticle(ref, {});
  useLayoutEffect(() => {
    ref.current?.querySelector('article')?.setAttribute('aria-describedby', labelId);
  });
  return (
    <li ref={ref} className="profile-pinned-item" data-pinned-status={statusId}>
      <p id={labelId} className="profile-pinned-label">
        <PinIcon />
        {t('profile.pinned.label')}
      </p>
      <Status statusId={statusId} variant="timeline" contextType={contextType} />
    </li>
  );
});

/**
 * The account's pinned posts above its posts (the posts tab only), a plain list rather than a second feed.
 * Posts a hide filter removes in the account context are left out, as are posts deleted or (the reader's own)
 * unpinned since; nothing shows while loading, on failure, or when nothing is pinned. A pinned post also
 * appears in its place among the posts below, as on Mastodon.
 */
export function PinnedPosts({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const headingId = useId();
  const { value } = useResource(accountPinned, accountId);
  const shown = useStillPinned(value ?? NONE, me);
  const contextType = `account:${accountId}`;
  const entries = useMemo(() => shown.map((id) => ({ kind: 'status' as const, id })), [shown]);
  const visible = useVisibleEntries(entries, contextType);
  if (visible.length === 0) return null;
  return (
    <section className="profile-pinned" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('profile.pinned.heading')}
      </h2>
      <ul className="profile-pinned-list">
        {visible.map((entry) => (
          <PinnedPost key={entry.id} statusId={entry.id} contextType={contextType} />
        ))}
      </ul>
    </section>
  );
}
