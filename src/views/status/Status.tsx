/**
 * One post, read from the store by id (it re-renders only when its records change). A boost shows the
 * boosted post under a "Bob boosted" line. Variants: `timeline` (a row of a feed: an <article> named by
 * author, start of text and time, opening the post page on click or Enter), `detailed` (the focused post of
 * a thread: full date, application, audience in words and count links) and `quote` (nested in another post:
 * no reactions or actions). A click beside its controls opens it only when it is no drag (selecting text), with
 * the primary button; the middle button (or Ctrl/Cmd) opens it in a new tab (services/status/post-click.ts).
 * Server content only reaches the DOM through the sanitiser's safe tree.
 * Signed in, the actions act (status-actions.ts); the BOOST modal and the "More" menu are loaded on first use.
 * Keys on the focused post: Enter or o open it, r reply, f favourite, b boost (Shift+b at once), x toggles
 * the content warning.
 */
import { lazy, Suspense, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { importWithMessages } from '../../i18n/lazy-catalogues';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useAppServices } from '../../services/app-services/app-services';
import { shownName } from '../../domain/entities/account';
import type { Account, Status as StatusRecord } from '../../domain/entities';
import { statusPath } from '../../services/routing/paths';
import { postClick, type PointerSpot } from '../../services/status/post-click';
import { statusUiOf } from '../../services/status/status-ui-store';
import { useAccount, useStatus } from '../../services/store';
import { shownAcct } from '../common/acct-display';
import { appHref } from '../common/InternalLink';
import { AnimationArea, useAnimationArea } from '../common/emoji-animation';
import { fullDateTime, parseTime } from '../common/time-format';
import { useDateLabelsReady } from '../common/date-labels';
import { BoostedBy } from './BoostedBy';
import type { EmojiReactionsProps } from './EmojiReactions';
import type { QuotedStatusProps } from './QuotedStatus';
import { overlays } from '../common/overlays-loader';
import { preloadable } from '../common/preloadable';
import { StatusActionBar } from './StatusActionBar';
import { StatusBody } from './StatusBody';
import { StatusHeader } from './StatusHeader';
import { FilterGate } from './FilterGate';
import { canReblog, useStatusAction, type StatusActionHandler, type StatusActionHooks } from './status-actions';
import { statusPreviewText } from './status-content';
import './status.css';
import { useMenuTrigger } from '../common/menu/use-menu-trigger';

// a quote and emoji reactions are in few posts: their code comes on first use or once the first posts have painted
const QuotedStatus = preloadable<QuotedStatusProps>(() =>
  importWithMessages(['quote'], () => import('./QuotedStatus')).then((m) => m.QuotedStatus),
);
const EmojiReactions = preloadable<EmojiReactionsProps>(() =>
  importWithMessages(['reactions'], () => import('./EmojiReactions')).then((m) => m.EmojiReactions),
);

// the focused post of a thread only: the status page imports it too, so it is there when that page shows
const DetailedInfo = lazyWithMessages(['statusDetails'], () =>
  import('./DetailedInfo').then((m) => ({ default: m.DetailedInfo })),
);
// the BOOST dialog and the More menu, through the overlays' loader
const BoostDialog = lazy(() => overlays().then((m) => m.loadBoostDialog()));
const StatusMenu = lazy(() => overlays().then((m) => m.loadStatusMenu()));

export type StatusVariant = 'timeline' | 'detailed' | 'quote';

export interface StatusProps {
  statusId: string;
  /** timeline row, the focused post of a thread, or a quote inside another post */
  variant?: StatusVariant;
  /** takes over reply, boost, favourite, bookmark, more and reaction requests when signed in (else they act) */
  onAction?: StatusActionHandler;
  /** where the post is shown, for content filters: a timeline name, 'detailed', 'thread', 'bookmarks'... */
  contextType?: string;
}

export function Status({ statusId, variant = 'timeline', onAction, contextType }: StatusProps) {
  const wrapper = useStatus(statusId);
  const reblog = useStatus(wrapper?.reblogId ?? null);
  const shown = wrapper?.reblogId == null ? wrapper : reblog;
  const author = useAccount(shown?.accountId);
  const booster = useAccount(wrapper?.reblogId == null ? null : wrapper.accountId);
  if (wrapper === undefined || shown === undefined || author === undefined) return null;
  return (
    <StatusView
      wrapperId={wrapper.id}
      status={shown}
      author={author}
      booster={booster ?? null}
      variant={variant}
      onAction={onAction}
      contextType={contextType ?? (variant === 'detailed' ? 'detailed' : 'home')}
    />
  );
}

interface StatusViewProps {
  wrapperId: string;
  status: StatusRecord;
  author: Account;
  booster: Account | null;
  variant: StatusVariant;
  onAction: StatusActionHandler | undefined;
  contextType: string;
}

/** Elements whose clicks are their own, not "open this post". */
const INTERACTIVE = 'a, button, input, textarea, select, summary, label, video, audio, [role="button"]';

function useAccessibleName(status: StatusRecord, author: Account, booster: Account | null): string {
  const { t, i18n } = useTranslation();
  // the first posts are named without their dates until the date formatter is made (date-labels.ts)
  const dated = useDateLabelsReady(i18n.language);
  const date = dated ? parseTime(status.created_at) : null;
  const values = {
    name: shownName(author.display_name, author.username),
    text: statusPreviewText(status),
    time: date === null ? '' : fullDateTime(date, i18n.language),
    acct: shownAcct(author.acct),
  };
  const boostedBy = booster === null ? null : shownName(booster.display_name, booster.username);
  if (date === null) {
    return boostedBy === null
      ? t('status.labelUndated', values)
      : t('status.labelBoostedUndated', { ...values, booster: boostedBy });
  }
  if (boostedBy === null) return t('status.label', values);
  return t('status.labelBoosted', { ...values, booster: boostedBy });
}

function StatusView({ wrapperId, status, author, booster, variant, onAction, contextType }: StatusViewProps) {
  const { navigate, store, statusActions, me, layout } = useAppServices();
  // the BOOST modal, the "More" menu, or a dialog the menu opened in its place; when the menu (or its dialog) is
  // gone, focus goes back to "More"
  const moreRef = useRef<HTMLButtonElement>(null);
  const menu = useMenuTrigger<'boost'>(moreRef);
  const { show } = menu;
  const hooks = useMemo<StatusActionHooks>(
    () => ({ openBoost: () => show('boost'), openMenu: () => show('menu') }),
    [show],
  );
  const act = useStatusAction(status, onAction, hooks);
  const label = useAccessibleName(status, author, booster);
  const animation = useAnimationArea();
  const opensOnClick = variant !== 'detailed';
  const open = () => navigate(statusPath(author.acct, status.id));

  // where the pointer was pressed: a click opens the post only when it was not a drag (post-click.ts)
  const pressedAt = useRef<PointerSpot | null>(null);
  const onRelease = (event: MouseEvent<HTMLElement>) => {
    const press = pressedAt.current;
    pressedAt.current = null;
    if (!opensOnClick || event.defaultPrevented) return;
    const target = event.target as Element;
    // clicks inside dialogs rendered elsewhere in the DOM still bubble through React's tree
    if (!event.currentTarget.contains(target)) return;
    if (target.closest(INTERACTIVE) !== null) return;
    if ((window.getSelection?.()?.toString() ?? '') !== '') return;
    const { clientX: x, clientY: y, button, ctrlKey, metaKey } = event;
    const how = postClick(press, { x, y, button, ctrlKey, metaKey });
    if (how === null) return;
    event.stopPropagation();
    if (how === 'open') open();
    else window.open(appHref(statusPath(author.acct, status.id), layout), '_blank', 'noopener');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const command = ARTICLE_KEYS[key];
    if (
      command === undefined ||
      (command === 'open' && !opensOnClick) ||
      (command === 'reblog' && !canReblog(status, me))
    )
      return;
    event.preventDefault();
    event.stopPropagation();
    if (command === 'open') open();
    else if (command === 'warning') toggleWarning(store, status);
    // m mentions the author, q quotes the post: the composer opens with it (it refuses a quote it may not make)
    else if (command === 'mention' || command === 'quote') {
      if (me !== null)
        navigate('/publish', {
          state: {
            compose:
              command === 'quote' ? { type: 'quote', statusId: status.id } : { type: 'mention', acct: author.acct },
          },
        });
    } else act({ type: command, statusId: status.id, ...(event.shiftKey ? { immediate: true } : {}) });
  };
  return (
    <AnimationArea active={animation.active}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the feed pattern's item: the article is the post the reader moves focus to (tabIndex 0), and its keys are the post's shortcuts while it has focus (Enter/o open, r, f, b, x, m, q); a click beside its controls opens it, as Enter does. Its role must stay article (feed), and a widget role would nest its controls */}
      <article
        className={`status status--${variant}${booster === null ? '' : ' status--boosted'}`}
        data-status-id={wrapperId}
        aria-label={label}
        tabIndex={variant === 'quote' ? undefined : 0}
        onPointerDown={(event) => (pressedAt.current = { x: event.clientX, y: event.clientY })}
        onClick={onRelease}
        onAuxClick={onRelease}
        onKeyDown={variant === 'quote' ? undefined : onKeyDown}
        {...animation.handlers}
        onFocus={() => {
          animation.handlers.onFocus();
          if (variant !== 'quote' && me !== null) void statusActions.warm?.();
        }}
      >
        {booster !== null && <BoostedBy booster={booster} />}
        <StatusHeader status={status} account={author} variant={variant} />
        <div className="status__main">
          <FilterGate statusId={status.id} contextType={contextType}>
            <StatusBody status={status} variant={variant} />
            {status.quote !== null && <QuotedStatus quote={status.quote} parentId={status.id} PostView={Status} />}
          </FilterGate>
          {variant !== 'quote' && status.emoji_reactions.some((reaction) => reaction.count > 0) && (
            <EmojiReactions status={status} act={act} />
          )}
          {variant === 'detailed' && (
            <Suspense fallback={null}>
              <DetailedInfo status={status} account={author} />
            </Suspense>
          )}
          {variant !== 'quote' && (
            <StatusActionBar status={status} act={act} moreRef={moreRef} menuOpen={menu.menuOpen} menuId={menu.menuId}>
              {(menu.shown === 'menu' || menu.shown === 'dialog') && (
                <Suspense fallback={null}>
                  <StatusMenu
                    statusId={status.id}
                    contextType={contextType}
                    triggerRef={moreRef}
                    menuId={menu.menuId}
                    onDialog={menu.showDialog}
                    onClose={() => menu.close()}
                  />
                </Suspense>
              )}
            </StatusActionBar>
          )}
        </div>
      </article>
      {menu.shown === 'boost' && (
        <Suspense fallback={null}>
          <BoostDialog
            statusId={status.id}
            onReblog={(visibility) => void statusActions.run({ type: 'reblog', statusId: status.id, visibility })}
            onClose={() => menu.close(false)}
          />
        </Suspense>
      )}
    </AnimationArea>
  );
}

/** Keys on a focused post (the article itself, not its controls), as Mastodon readers know them. */
const ARTICLE_KEYS: Partial<
  Record<string, 'open' | 'reply' | 'favourite' | 'reblog' | 'warning' | 'mention' | 'quote'>
> = {
  Enter: 'open',
  o: 'open',
  r: 'reply',
  f: 'favourite',
  b: 'reblog',
  x: 'warning',
  m: 'mention',
  q: 'quote',
};

function toggleWarning(store: Parameters<typeof statusUiOf>[0], status: StatusRecord): void {
  if (status.spoiler_text === '') return;
  const ui = statusUiOf(store);
  ui.set(status.id, { contentRevealed: !ui.get(status.id).contentRevealed });
}
