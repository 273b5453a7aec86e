/**
 * One post, read from the store by id (it re-renders only when its records change). A boost shows the
 * boosted post under a "Bob boosted" line. Variants: `timeline` (a row of a feed: an <article> named by
 * author, start of text and time, opening the post page on click or Enter), `detailed` (the focused post of
 * a thread: full date, application, audience in words and count links) and `quote` (nested in another post:
 * no reactions or actions). Server content only reaches the DOM through the sanitiser's safe tree.
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../app/services/app-services';
import { shownName, type Account, type Status as StatusRecord } from '../../services/entities';
import { statusPath } from '../../services/sanitize';
import { useAccount, useStatus } from '../../services/store';
import { shownAcct } from '../common/acct-display';
import { AnimationArea, useAnimationArea } from '../common/emoji-animation';
import { fullDateTime, parseTime } from '../common/time-format';
import { BoostedBy } from './BoostedBy';
import { DetailedInfo } from './DetailedInfo';
import { EmojiReactions } from './EmojiReactions';
import { QuotedStatus } from './QuotedStatus';
import { StatusActionBar } from './StatusActionBar';
import { StatusBody } from './StatusBody';
import { StatusHeader } from './StatusHeader';
import { useStatusAction, type StatusActionHandler } from './status-actions';
import { statusPreviewText } from './status-content';
import './status.css';

export type StatusVariant = 'timeline' | 'detailed' | 'quote';

export interface StatusProps {
  statusId: string;
  /** timeline row, the focused post of a thread, or a quote inside another post */
  variant?: StatusVariant;
  /** receives reply, boost, favourite, bookmark, more and reaction requests when signed in (issue 4) */
  onAction?: StatusActionHandler;
}

export function Status({ statusId, variant = 'timeline', onAction }: StatusProps) {
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
}

/** Elements whose clicks are their own, not "open this post". */
const INTERACTIVE = 'a, button, input, textarea, select, summary, label, video, audio, [role="button"]';

function useAccessibleName(status: StatusRecord, author: Account, booster: Account | null): string {
  const { t, i18n } = useTranslation();
  const date = parseTime(status.created_at);
  const values = {
    name: shownName(author.display_name, author.username),
    text: statusPreviewText(status),
    time: date === null ? '' : fullDateTime(date, i18n.language),
    acct: shownAcct(author.acct),
  };
  if (booster === null) return t('status.label', values);
  return t('status.labelBoosted', { ...values, booster: shownName(booster.display_name, booster.username) });
}

function StatusView({ wrapperId, status, author, booster, variant, onAction }: StatusViewProps) {
  const { navigate } = useAppServices();
  const act = useStatusAction(status, onAction);
  const label = useAccessibleName(status, author, booster);
  const animation = useAnimationArea();
  const opensOnClick = variant !== 'detailed';
  const open = () => navigate(statusPath(author.acct, status.id));

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!opensOnClick || event.defaultPrevented || event.button !== 0) return;
    const target = event.target as Element;
    if (target.closest(INTERACTIVE) !== null) return;
    if ((window.getSelection?.()?.toString() ?? '') !== '') return;
    event.stopPropagation();
    open();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!opensOnClick || event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    event.stopPropagation();
    open();
  };

  return (
    <AnimationArea active={animation.active}>
      <article
        className={`status status--${variant}${booster === null ? '' : ' status--boosted'}`}
        data-status-id={wrapperId}
        aria-label={label}
        tabIndex={variant === 'quote' ? undefined : 0}
        onClick={onClick}
        onKeyDown={onKeyDown}
        {...animation.handlers}
      >
        {booster !== null && <BoostedBy booster={booster} />}
        <StatusHeader status={status} account={author} variant={variant} />
        <div className="status__main">
          <StatusBody status={status} variant={variant} />
          {status.quote !== null && <QuotedStatus quote={status.quote} />}
          {variant !== 'quote' && <EmojiReactions status={status} act={act} />}
          {variant === 'detailed' && <DetailedInfo status={status} account={author} />}
          {variant !== 'quote' && <StatusActionBar status={status} act={act} />}
        </div>
      </article>
    </AnimationArea>
  );
}
